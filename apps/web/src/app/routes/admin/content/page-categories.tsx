import { PageCategories } from '../../../../features/content/admin/page-categories';
import { pageCategoriesQuery } from '../../../../features/content/api/admin-get-page-categories';
import { queryClient } from '../../../query-client';
import { whenAdmin } from '../prefetch';

export async function loader() {
  await whenAdmin(() => queryClient.prefetchQuery(pageCategoriesQuery()));
  return null;
}

/** /adminimt/sayfaKat */
export function Component() {
  return <PageCategories />;
}
