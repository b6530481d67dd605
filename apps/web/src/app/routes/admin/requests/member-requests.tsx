import { MemberRequests } from '../../../../features/requests/admin/member-requests';
import { memberRequestsQuery } from '../../../../features/requests/api/get-member-requests';
import { queryClient } from '../../../query-client';
import type { SegmentModule } from '../../../segment-match';
import { useSegmentData } from '../../../segment-route';
import { whenAdmin } from '../prefetch';

type Data = { memberId: number };

export const loader: SegmentModule['loader'] = async ({ segmentParams }) => {
  const memberId = Number(segmentParams.id);
  await whenAdmin(() => queryClient.prefetchQuery(memberRequestsQuery(memberId)));
  return { memberId } satisfies Data;
};

/** /adminimt/uye-talepler-{memberId} */
export function Component() {
  const { memberId } = useSegmentData<Data>();
  return <MemberRequests key={memberId} memberId={memberId} />;
}
