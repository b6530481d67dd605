import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { renameCategory } from '@tedarik/contract/catalog/admin';
import { call } from '../../../lib/call';
import { refreshCatalogue } from './admin-catalogue-changes';
import { catalogAdminKeys } from './admin-keys';

/**
 * POST /adn_api/kategoriGnc-{id} {KatAd} → the new tree, put into the cache. The category's link follows its name;
 * the old link redirects to the new one (the public link list is refetched).
 */
export function useRenameCategory(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof renameCategory>) => call(renameCategory, { params: { id }, body }),
    onSuccess: (tree) => {
      queryClient.setQueryData(catalogAdminKeys.tree(), tree);
      void refreshCatalogue(queryClient, [catalogAdminKeys.tree()]);
    },
  });
}
