import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { addDefinition } from '@tedarik/contract/packages/admin';
import { call } from '../../../lib/call';
import { packageAdminKeys } from './admin-keys';

type AddDefinitionInput = {
  body: CallBody<typeof addDefinition>;
  onUploadProgress?: (fraction: number) => void;
};

/**
 * POST /adn_api/koleksiyonEkle (multipart: baslik, metin, sira, fiyat, ind, file) → the new, active definition; it is
 * put in the cache, and the list and the members' choices (paketS) are refetched.
 */
export function useAddDefinition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, onUploadProgress }: AddDefinitionInput) => call(addDefinition, { body }, { onUploadProgress }),
    onSuccess: (definition) => {
      queryClient.setQueryData(packageAdminKeys.definition(definition.id), definition);
      void queryClient.invalidateQueries({ queryKey: packageAdminKeys.members });
      return queryClient.invalidateQueries({ queryKey: packageAdminKeys.definitions(), exact: true });
    },
  });
}
