// Attached files as the v2 calls answer them.
import type { Attachment, AttachmentKind, DraftFile } from '@tedarik/contract/attachments/member';
import type { AttachmentRow } from './service';

export const toAttachment = (f: AttachmentRow): Attachment => ({
  id: f.id,
  name: f.name,
  kind: f.kind as AttachmentKind,
  size: f.size,
  createdAt: f.createdAt.toISOString(),
  offerId: f.offerId,
});

export const toAttachmentList = (rows: AttachmentRow[]) => ({ items: rows.map(toAttachment) });

/** A file picked before its form's save (the private-files module's draft row). */
export const toDraftFile = (d: { id: number; name: string; kind: string; size: number }): DraftFile => ({
  id: d.id,
  name: d.name,
  kind: d.kind as AttachmentKind,
  size: d.size,
});
