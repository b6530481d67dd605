import { PageAdd } from '../../../../features/content/admin/page-add';
import { pageCategoriesQuery } from '../../../../features/content/api/admin-get-page-categories';
import { queryClient } from '../../../query-client';
import { whenAdmin } from '../prefetch';

export async function loader() {
  await whenAdmin(() => queryClient.prefetchQuery(pageCategoriesQuery()));
  return null;
}

/** /adminimt/sayfaekle */
export function Component() {
  return <PageAdd />;
}
