import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { getCategoryTree } from '@tedarik/contract/catalog/public';
import { call } from '../../../lib/call';
import { catalogKeys } from './keys';

/** GET /api/kategoriListAll: every category with its direct children and its catalog products. */
export const categoryTreeQuery = () =>
  queryOptions({ queryKey: catalogKeys.tree(), queryFn: () => call(getCategoryTree), staleTime: 10 * 60_000 });

/**
 * A list page's loader starts loading the tree in the browser only. A page rendered on the server goes without it,
 * and its sidebar fills in once the page is live: with every catalog product the tree is 10 MB at 100,000 of them,
 * which made the request list's HTML 10 MB at the size.
 */
export function prefetchCategoryTree(client: QueryClient) {
  if (!import.meta.env.SSR) void client.prefetchQuery(categoryTreeQuery());
}
