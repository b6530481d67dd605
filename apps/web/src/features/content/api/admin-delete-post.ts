import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletePost } from '@tedarik/contract/content/admin-posts';
import { call } from '../../../lib/call';
import { refreshPublicContent } from './admin-content-changes';
import { contentAdminKeys } from './admin-keys';

/** POST /adn_api/blogdelete-{id} → 'Silindi.'; the blog list is fetched again (admin spec §4). */
export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(deletePost, { params: { id } }),
    onSuccess: (_text, id) => {
      queryClient.removeQueries({ queryKey: contentAdminKeys.post(id) });
      refreshPublicContent(queryClient, 'post');
      return queryClient.invalidateQueries({ queryKey: contentAdminKeys.posts() });
    },
  });
}
