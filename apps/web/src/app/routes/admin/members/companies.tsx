import { useQuery } from '@tanstack/react-query';
import { type LoaderFunctionArgs, useSearchParams } from 'react-router';
import { sectorsQuery } from '../../../../features/catalog/api/get-sectors';
import { memberListFilter } from '../../../../features/members/admin/links';
import { MemberList } from '../../../../features/members/admin/member-list';
import { sectorChoices } from '../../../../features/members/admin/sector-choices';
import { memberListQuery } from '../../../../features/members/api/get-member-list';
import { queryClient } from '../../../query-client';
import { whenAdmin } from '../prefetch';

export async function loader({ request }: LoaderFunctionArgs) {
  const filter = memberListFilter(new URL(request.url).search);
  void queryClient.prefetchQuery(sectorsQuery());
  await whenAdmin(() => queryClient.prefetchQuery(memberListQuery('companies', filter)));
  return null;
}

/**
 * /adminimt/uye-Firma[?sayfa=N&ara=…&sektor=…]: the companies, filtered by a sector or a sub-category
 * (GET /api/kategoriLisSektor).
 */
export function Component() {
  const [params] = useSearchParams();
  const sectors = useQuery(sectorsQuery());
  // a failed sector list leaves the filter empty rather than the page broken
  const options = sectors.isPending ? undefined : sectorChoices(sectors.data ?? []);
  return <MemberList kind="companies" filter={memberListFilter(params)} sectors={options} />;
}
