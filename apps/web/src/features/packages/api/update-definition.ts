import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { updateDefinition } from '@tedarik/contract/packages/admin';
import { call } from '../../../lib/call';
import { packageAdminKeys } from './admin-keys';

/**
 * POST /adn_api/koleksiyondetayGnc-{id} {durum, baslik, metin, sira, fiyat, ind} → the definition: the answer replaces
 * the cached one; the list and every member's choices (paketS in a member's page) are refetched.
 */
export function useUpdateDefinition(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof updateDefinition>) => call(updateDefinition, { params: { id }, body }),
    onSuccess: (definition) => {
      queryClient.setQueryData(packageAdminKeys.definition(id), definition);
      void queryClient.invalidateQueries({ queryKey: packageAdminKeys.definitions(), exact: true });
      void queryClient.invalidateQueries({ queryKey: packageAdminKeys.active() });
      void queryClient.invalidateQueries({ queryKey: packageAdminKeys.members });
    },
  });
}
