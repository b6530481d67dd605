import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { updatePage } from '@tedarik/contract/content/admin';
import { call } from '../../../lib/call';
import { refreshPublicContent } from './admin-content-changes';
import { contentAdminKeys } from './admin-keys';

/** POST /adn_api/sayfadetay-{id} (JSON: baslik, kat, ana, link, etiketler, sira, metin) → the page. */
export function useUpdatePage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof updatePage>) => call(updatePage, { params: { id }, body }),
    onSuccess: (page) => {
      queryClient.setQueryData(contentAdminKeys.page(id), page);
      refreshPublicContent(queryClient, 'page');
      void queryClient.invalidateQueries({ queryKey: contentAdminKeys.pages(), exact: true });
    },
  });
}
