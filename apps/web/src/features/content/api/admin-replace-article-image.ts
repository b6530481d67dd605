import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replaceArticleImage } from '@tedarik/contract/content/admin';
import { call } from '../../../lib/call';
import { refreshPublicContent } from './admin-content-changes';
import type { ImageUpload } from './admin-image-upload';
import { contentAdminKeys } from './admin-keys';

/** POST /adn_api/makaledetayimg-{id} (multipart: file) → the article with its new image. */
export function useReplaceArticleImage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onUploadProgress }: ImageUpload) =>
      call(replaceArticleImage, { params: { id }, body: { file } }, { onUploadProgress }),
    onSuccess: (article) => {
      queryClient.setQueryData(contentAdminKeys.article(id), article);
      refreshPublicContent(queryClient, 'article');
      return queryClient.invalidateQueries({ queryKey: contentAdminKeys.articles(), exact: true });
    },
  });
}
