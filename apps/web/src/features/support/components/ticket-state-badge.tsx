import { Badge } from '@mantine/core';
import { TICKET_STATE_LABEL, type TicketState } from '@tedarik/contract/support/member';

/** Waiting for the staff stands out; an answer to read is green; the member's own last word is neutral. */
const COLOR: Record<TicketState, string> = { bekliyor: 'orange', musteri: 'blue', yanitlandi: 'green' };

/** A ticket's state (spec §2 "Support list"): 'Yanıt Bekleniyor', 'Müşteri Yanıtı' or 'Yanıtlandı'. */
export function TicketStateBadge({ state }: { state: TicketState }) {
  return (
    <Badge color={COLOR[state]} variant="light" tt="none">
      {TICKET_STATE_LABEL[state]}
    </Badge>
  );
}
