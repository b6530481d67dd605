import { type DocumentStatus, STATUS_LABELS } from '@tedarik/contract/verification/documents';
import { StateBadge } from '../../../ui/admin/status';

const COLORS: Record<DocumentStatus, string> = { pending: 'orange', approved: 'teal', rejected: 'red' };

/** A document's state: 'İnceleniyor', 'Onaylandı', 'Reddedildi', or 'Süresi Doldu' once past its last valid day. */
export function DocumentStatusBadge({ status, expired }: { status: DocumentStatus; expired: boolean }) {
  return expired ? (
    <StateBadge color="gray">Süresi Doldu</StateBadge>
  ) : (
    <StateBadge color={COLORS[status]}>{STATUS_LABELS[status]}</StateBadge>
  );
}
