import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replaceSlideImage } from '@tedarik/contract/content/admin';
import { call } from '../../../lib/call';
import { refreshPublicContent } from './admin-content-changes';
import type { ImageUpload } from './admin-image-upload';
import { contentAdminKeys } from './admin-keys';

/** POST /adn_api/slidedetayimg-{id} (multipart: file) → the slide with its new image. */
export function useReplaceSlideImage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onUploadProgress }: ImageUpload) =>
      call(replaceSlideImage, { params: { id }, body: { file } }, { onUploadProgress }),
    onSuccess: (slide) => {
      queryClient.setQueryData(contentAdminKeys.slide(id), slide);
      refreshPublicContent(queryClient, 'slide');
      return queryClient.invalidateQueries({ queryKey: contentAdminKeys.slides(), exact: true });
    },
  });
}
