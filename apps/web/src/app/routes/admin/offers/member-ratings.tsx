import { MemberRatings } from '../../../../features/offers/admin/member-ratings';
import { memberRatingsQuery } from '../../../../features/offers/api/get-member-ratings';
import { queryClient } from '../../../query-client';
import type { SegmentModule } from '../../../segment-match';
import { useSegmentData } from '../../../segment-route';
import { whenAdmin } from '../prefetch';

type Data = { memberId: number };

export const loader: SegmentModule['loader'] = async ({ segmentParams }) => {
  const memberId = Number(segmentParams.id);
  await whenAdmin(() => queryClient.prefetchQuery(memberRatingsQuery(memberId)));
  return { memberId } satisfies Data;
};

/** /adminimt/uye-yorumlar-{memberId} */
export function Component() {
  const { memberId } = useSegmentData<Data>();
  return <MemberRatings key={memberId} memberId={memberId} />;
}
