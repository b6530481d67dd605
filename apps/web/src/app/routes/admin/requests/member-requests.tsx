import { AdminRequestFiles } from '../../../../features/attachments/admin/request-files';
import { MemberRequests } from '../../../../features/requests/admin/member-requests';
import { memberRequestsQuery } from '../../../../features/requests/api/get-member-requests';
import { queryClient } from '../../../query-client';
import type { SegmentModule } from '../../../segment-match';
import { useSegmentData } from '../../../segment-route';
import { whenAdmin } from '../prefetch';

type Data = { memberId: number; requestId?: number };

/** ?talep={id}: a positive whole number, else none (the member's whole list). */
const requestIdOf = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

export const loader: SegmentModule['loader'] = async ({ segmentParams, request }) => {
  const memberId = Number(segmentParams.id);
  const requestId = requestIdOf(new URL(request.url).searchParams.get('talep'));
  await whenAdmin(() => queryClient.prefetchQuery(memberRequestsQuery(memberId, requestId)));
  return { memberId, requestId } satisfies Data;
};

/** /adminimt/uye-talepler-{memberId}[?talep={requestId}] */
export function Component() {
  const { memberId, requestId } = useSegmentData<Data>();
  return (
    <MemberRequests
      key={`${memberId} ${requestId}`}
      memberId={memberId}
      requestId={requestId}
      files={(id) => <AdminRequestFiles requestId={id} />}
    />
  );
}
