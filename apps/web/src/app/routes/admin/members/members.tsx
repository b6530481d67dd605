import { type LoaderFunctionArgs, useSearchParams } from 'react-router';
import { memberListFilter } from '../../../../features/members/admin/links';
import { MemberList } from '../../../../features/members/admin/member-list';
import { memberListQuery } from '../../../../features/members/api/get-member-list';
import { queryClient } from '../../../query-client';
import { whenAdmin } from '../prefetch';

export async function loader({ request }: LoaderFunctionArgs) {
  const filter = memberListFilter(new URL(request.url).search);
  await whenAdmin(() => queryClient.prefetchQuery(memberListQuery('members', filter)));
  return null;
}

/** /adminimt/uye-List[?sayfa=N&ara=…]: the plain members. */
export function Component() {
  const [params] = useSearchParams();
  return <MemberList kind="members" filter={memberListFilter(params)} />;
}
