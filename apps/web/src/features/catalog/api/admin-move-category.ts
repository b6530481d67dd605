import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moveCategory } from '@tedarik/contract/catalog/admin';
import { call } from '../../../lib/call';
import { refreshCatalogue } from './admin-catalogue-changes';
import { catalogAdminKeys } from './admin-keys';

/**
 * POST /adn_api/kategoriustKat-{id} {kid (0: top level)} → the new tree, put into the cache. The server refuses a
 * move under the category itself or one of its descendants.
 */
export function useMoveCategory(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (parentId: number) => call(moveCategory, { params: { id }, body: { kid: parentId } }),
    onSuccess: (tree) => {
      queryClient.setQueryData(catalogAdminKeys.tree(), tree);
      void refreshCatalogue(queryClient, [catalogAdminKeys.tree()]);
    },
  });
}
