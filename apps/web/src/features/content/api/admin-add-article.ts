import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { addArticle } from '@tedarik/contract/content/admin';
import { call } from '../../../lib/call';
import { refreshPublicContent } from './admin-content-changes';
import { contentAdminKeys } from './admin-keys';

type AddArticleInput = { body: CallBody<typeof addArticle>; onUploadProgress?: (fraction: number) => void };

/** POST /adn_api/makaleEkle (multipart: baslik, yer, metin, link, sira, file) → the new article. */
export function useAddArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, onUploadProgress }: AddArticleInput) => call(addArticle, { body }, { onUploadProgress }),
    onSuccess: (article) => {
      queryClient.setQueryData(contentAdminKeys.article(article.id), article);
      refreshPublicContent(queryClient, 'article');
      return queryClient.invalidateQueries({ queryKey: contentAdminKeys.articles(), exact: true });
    },
  });
}
