import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { addCategory } from '@tedarik/contract/catalog/admin';
import { call } from '../../../lib/call';
import { refreshCatalogue } from './admin-catalogue-changes';
import { catalogAdminKeys } from './admin-keys';

/** POST /adn_api/kategoriEkle {katad, ustkat (0: top level)} → the new tree, put into the cache. */
export function useAddCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof addCategory>) => call(addCategory, { body }),
    onSuccess: (tree) => {
      queryClient.setQueryData(catalogAdminKeys.tree(), tree);
      void refreshCatalogue(queryClient, [catalogAdminKeys.tree()]);
    },
  });
}
