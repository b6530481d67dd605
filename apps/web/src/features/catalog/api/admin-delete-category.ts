import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteCategory } from '@tedarik/contract/catalog/admin';
import { call } from '../../../lib/call';
import { refreshCatalogue } from './admin-catalogue-changes';
import { catalogAdminKeys } from './admin-keys';

/**
 * POST /adn_api/kategoridelete-{id} → the new tree, put into the cache. What the category held (sub-categories,
 * catalog products with their requests and company products, tags) is now its parent's; a top-level category that
 * holds anything is refused.
 */
export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(deleteCategory, { params: { id } }),
    onSuccess: (tree, id) => {
      queryClient.setQueryData(catalogAdminKeys.tree(), tree);
      queryClient.removeQueries({ queryKey: catalogAdminKeys.products(id) });
      void refreshCatalogue(queryClient, [catalogAdminKeys.tree()]);
    },
  });
}
