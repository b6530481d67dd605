import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removePostImage } from '@tedarik/contract/content/admin-posts';
import { call } from '../../../lib/call';
import { putPost } from './admin-update-post';

/** POST /adn_api/blogdetayimgremove-{id} → the post without its image (its files are deleted). */
export function useRemovePostImage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(removePostImage, { params: { id } }),
    onSuccess: (post) => putPost(queryClient, post),
  });
}
