import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { addPage } from '@tedarik/contract/content/admin';
import { call } from '../../../lib/call';
import { refreshPublicContent } from './admin-content-changes';
import { contentAdminKeys } from './admin-keys';

/** POST /adn_api/sayfaEkle (JSON: baslik, Kat, Ana, link, etiketler, sira, Metin) → every page, the new one among them. */
export function useAddPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof addPage>) => call(addPage, { body }),
    onSuccess: (pages) => {
      queryClient.setQueryData(contentAdminKeys.pages(), pages);
      refreshPublicContent(queryClient, 'page');
    },
  });
}
