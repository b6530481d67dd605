import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { addAd } from '@tedarik/contract/content/admin';
import { call } from '../../../lib/call';
import { refreshPublicContent } from './admin-content-changes';
import { contentAdminKeys } from './admin-keys';

type AddAdInput = { body: CallBody<typeof addAd>; onUploadProgress?: (fraction: number) => void };

/** POST /adn_api/reklamEkle (multipart: baslik, tip, link, sira, file) → the new ad. */
export function useAddAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, onUploadProgress }: AddAdInput) => call(addAd, { body }, { onUploadProgress }),
    onSuccess: () => {
      refreshPublicContent(queryClient, 'ad');
      return queryClient.invalidateQueries({ queryKey: contentAdminKeys.ads(), exact: true });
    },
  });
}
