import { TicketDetail } from '../../../../features/support/admin/ticket-detail';
import { adminTicketQuery } from '../../../../features/support/api/admin-get-ticket';
import { queryClient } from '../../../query-client';
import type { SegmentModule } from '../../../segment-match';
import { useSegmentData } from '../../../segment-route';
import { whenAdmin } from '../prefetch';

type Data = { ticketId: number };

export const loader: SegmentModule['loader'] = async ({ segmentParams }) => {
  const ticketId = Number(segmentParams.id);
  await whenAdmin(() => queryClient.prefetchQuery(adminTicketQuery(ticketId)));
  return { ticketId } satisfies Data;
};

/** /adminimt/destekListDetay-{ticketId} */
export function Component() {
  const { ticketId } = useSegmentData<Data>();
  return <TicketDetail key={ticketId} id={ticketId} />;
}
