import { MemberShell } from '../../../features/accounts/components/member-shell';
import { ticketQuery } from '../../../features/support/api/get-ticket';
import { TicketThread } from '../../../features/support/components/ticket-thread';
import { queryClient } from '../../query-client';
import type { SegmentModule } from '../../segment-match';
import { useSegment } from '../../segment-route';

/** Loads the thread before the page shows and names the page after its subject (a 404 is shown by the page). */
export const loader: SegmentModule['loader'] = async ({ segmentParams }) => {
  const thread = await queryClient.ensureQueryData(ticketQuery(Number(segmentParams.id))).catch(() => undefined);
  return thread ? { meta: { title: thread.destek.baslik } } : null;
};

/** /destek-talep-detay-{id}: my ticket's thread and the reply box (segment 'support-ticket'). */
export function Component() {
  return (
    <MemberShell>
      <TicketThread id={Number(useSegment().params.id)} />
    </MemberShell>
  );
}
