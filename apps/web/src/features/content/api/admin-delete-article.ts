import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteArticle } from '@tedarik/contract/content/admin';
import { call } from '../../../lib/call';
import { refreshPublicContent } from './admin-content-changes';
import { contentAdminKeys } from './admin-keys';

/** POST /adn_api/makaledelete-{id} → the articles left, which replace the list. */
export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(deleteArticle, { params: { id } }),
    onSuccess: (articles, id) => {
      queryClient.setQueryData(contentAdminKeys.articles(), articles);
      queryClient.removeQueries({ queryKey: contentAdminKeys.article(id) });
      refreshPublicContent(queryClient, 'article');
    },
  });
}
