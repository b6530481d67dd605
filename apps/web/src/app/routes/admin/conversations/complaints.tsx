import { type LoaderFunctionArgs, useSearchParams } from 'react-router';
import { ComplaintList } from '../../../../features/conversations/admin/complaint-list';
import { showsAllComplaints } from '../../../../features/conversations/admin/links';
import { complaintsQuery } from '../../../../features/conversations/api/admin-get-complaints';
import { MemberStopModal } from '../../../../features/members/admin/member-stop-modal';
import { queryClient } from '../../../query-client';
import { whenAdmin } from '../prefetch';

export async function loader({ request }: LoaderFunctionArgs) {
  const all = showsAllComplaints(new URL(request.url).search);
  await whenAdmin(() => queryClient.prefetchInfiniteQuery(complaintsQuery(all)));
  return null;
}

/** /adminimt/sikayetler[?durum=tumu]: the queue, its writers stopped with the members area's stop. */
export function Component() {
  const [params] = useSearchParams();
  return <ComplaintList all={showsAllComplaints(params)} StopDialog={MemberStopModal} />;
}
