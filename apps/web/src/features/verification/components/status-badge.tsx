import { Badge } from '@mantine/core';
import { type DocumentStatus, STATUS_LABELS } from '@tedarik/contract/verification/documents';

const COLORS: Record<DocumentStatus, string> = { pending: 'orange', approved: 'teal', rejected: 'red' };

/** A document's state: 'İnceleniyor', 'Onaylandı', 'Reddedildi', or 'Süresi Doldu' once past its last valid day. */
export function DocumentStatusBadge({ status, expired }: { status: DocumentStatus; expired: boolean }) {
  if (expired)
    return (
      <Badge color="gray" variant="filled" tt="none">
        Süresi Doldu
      </Badge>
    );
  return (
    <Badge color={COLORS[status]} variant="light" tt="none">
      {STATUS_LABELS[status]}
    </Badge>
  );
}
