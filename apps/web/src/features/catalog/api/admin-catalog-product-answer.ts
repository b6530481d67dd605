import type { QueryClient } from '@tanstack/react-query';
import type { CategoryDetail } from '@tedarik/contract/catalog/admin';
import { refreshCatalogue } from './admin-catalogue-changes';
import { catalogAdminKeys } from './admin-keys';

/**
 * What a catalog product write answers: the first page of the category named in its path (the product's category
 * before the write). It becomes that page's cache; everything else is refetched, and the returned promise waits for
 * the open screen's list, so a dialog closes onto the new rows.
 */
export function putProductAnswer(queryClient: QueryClient, categoryId: number, answer: CategoryDetail) {
  const key = catalogAdminKeys.productPage(categoryId, 1, '');
  queryClient.setQueryData(key, answer);
  return refreshCatalogue(queryClient, [key]);
}
