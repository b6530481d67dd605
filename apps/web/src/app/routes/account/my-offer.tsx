import { MemberShell } from '../../../features/accounts/components/member-shell';
import { ownOfferQuery } from '../../../features/offers/api/get-own-offer';
import { OwnOfferDetail } from '../../../features/offers/components/own-offer-detail';
import { queryClient } from '../../query-client';
import type { SegmentModule } from '../../segment-match';
import { useSegment } from '../../segment-route';

/** Loads the offer before the page shows (a 404 is shown by the page). */
export const loader: SegmentModule['loader'] = async ({ segmentParams }) => {
  await queryClient.prefetchQuery(ownOfferQuery(Number(segmentParams.id)));
  return null;
};

/** /account-d-detay-teklif-{requestId}: my offer on that request (segment 'member-offer'). */
export function Component() {
  return (
    <MemberShell>
      <OwnOfferDetail requestId={Number(useSegment().params.id)} />
    </MemberShell>
  );
}
