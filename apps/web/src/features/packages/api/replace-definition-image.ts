import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replaceDefinitionImage } from '@tedarik/contract/packages/admin';
import { call } from '../../../lib/call';
import { packageAdminKeys } from './admin-keys';

/** POST /adn_api/koleksiyondetayimg-{id} (multipart: file) → the definition with its new image. */
export function useReplaceDefinitionImage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onUploadProgress }: { file: File; onUploadProgress?: (fraction: number) => void }) =>
      call(replaceDefinitionImage, { params: { id }, body: { file } }, { onUploadProgress }),
    onSuccess: (definition) => {
      queryClient.setQueryData(packageAdminKeys.definition(id), definition);
      return queryClient.invalidateQueries({ queryKey: packageAdminKeys.definitions(), exact: true });
    },
  });
}
