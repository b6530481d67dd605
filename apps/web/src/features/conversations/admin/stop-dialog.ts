import type { Attachment } from '@tedarik/contract/attachments/member';
import type { ComponentType } from 'react';

/** A member named on a complaint screen (who complained, who wrote, a side of a thread). */
export type NamedMember = { id: number; name: string };

/**
 * The members area's 'Üyeyi Durdur' (the existing stop with a reason), handed in by app/: a feature does not import
 * another. Rendered while a member is being stopped; it closes itself after the call or on 'Kapat'.
 */
export type StopDialog = ComponentType<{ member: NamedMember; onClose: () => void }>;

/** The attachments area's download of a file with the administrator's credentials, handed in by app/ as well. */
export type DownloadFile = (file: Attachment) => Promise<void>;
