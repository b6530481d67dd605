import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { addPost } from '@tedarik/contract/content/admin-posts';
import { call } from '../../../lib/call';
import { refreshPublicContent } from './admin-content-changes';
import { contentAdminKeys } from './admin-keys';

/** POST /adn_api/blogEkle (JSON: tip, baslik, tarih, link, etiketler, metin) → the new post's id. */
export function useAddPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof addPost>) => call(addPost, { body }),
    onSuccess: () => {
      refreshPublicContent(queryClient, 'post');
      void queryClient.invalidateQueries({ queryKey: contentAdminKeys.posts() });
    },
  });
}
