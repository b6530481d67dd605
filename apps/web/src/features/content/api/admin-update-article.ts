import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { updateArticle } from '@tedarik/contract/content/admin';
import { call } from '../../../lib/call';
import { refreshPublicContent } from './admin-content-changes';
import { contentAdminKeys } from './admin-keys';

/** POST /adn_api/makaledetayGnc-{id} (form: baslik, yer, metin, link, sira) → the article. */
export function useUpdateArticle(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof updateArticle>) => call(updateArticle, { params: { id }, body }),
    onSuccess: (article) => {
      queryClient.setQueryData(contentAdminKeys.article(id), article);
      refreshPublicContent(queryClient, 'article');
      void queryClient.invalidateQueries({ queryKey: contentAdminKeys.articles(), exact: true });
    },
  });
}
