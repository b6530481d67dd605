import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replacePostImage } from '@tedarik/contract/content/admin-posts';
import { call } from '../../../lib/call';
import type { ImageUpload } from './admin-image-upload';
import { putPost } from './admin-update-post';

/** POST /adn_api/blogdetayimg-{id} (multipart: file) → the post with its image. */
export function useReplacePostImage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onUploadProgress }: ImageUpload) =>
      call(replacePostImage, { params: { id }, body: { file } }, { onUploadProgress }),
    onSuccess: (post) => putPost(queryClient, post),
  });
}
