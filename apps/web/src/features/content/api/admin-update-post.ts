import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody, CallResult } from '@tedarik/contract/call';
import { type getAdminPost, updatePost } from '@tedarik/contract/content/admin-posts';
import { call } from '../../../lib/call';
import { refreshPublicContent } from './admin-content-changes';
import { contentAdminKeys } from './admin-keys';

/** A post as the server answered a change: it replaces the cached one; the lists and the public views refetch. */
export function putPost(queryClient: QueryClient, post: CallResult<typeof getAdminPost>) {
  queryClient.setQueryData(contentAdminKeys.post(post.id), post);
  refreshPublicContent(queryClient, 'post');
  return queryClient.invalidateQueries({ queryKey: contentAdminKeys.posts() });
}

/** POST /adn_api/blogdetay-{id} (JSON: tip, baslik, tarih, link, etiketler, metin) → the post. */
export function useUpdatePost(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof updatePost>) => call(updatePost, { params: { id }, body }),
    onSuccess: (post) => {
      void putPost(queryClient, post);
    },
  });
}
