import { useQuery } from '@tanstack/react-query';
import { ticketQuery } from '../../../features/support/api/get-ticket';
import { TicketThread } from '../../../features/support/components/ticket-thread';
import { usePageTitle } from '../../../lib/route-title';
import { useSegment } from '../../segment-route';

/**
 * /destek-talep-detay-{id}: my ticket's thread and the reply box (in the member frame), named after its subject once it
 * is loaded (a 404 is shown by the page).
 */
export function Component() {
  const id = Number(useSegment().params.id);
  usePageTitle(useQuery(ticketQuery(id)).data?.destek.baslik);
  return <TicketThread id={id} />;
}
