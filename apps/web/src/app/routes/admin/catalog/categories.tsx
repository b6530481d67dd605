import { CategoryAdmin } from '../../../../features/catalog/admin/category-admin';
import { categoryNodesQuery } from '../../../../features/catalog/api/admin-get-category-nodes';
import { queryClient } from '../../../query-client';
import { whenAdmin } from '../prefetch';

export async function loader() {
  await whenAdmin(() => queryClient.prefetchQuery(categoryNodesQuery()));
  return null;
}

/** /adminimt/kategoriler */
export function Component() {
  return <CategoryAdmin />;
}
