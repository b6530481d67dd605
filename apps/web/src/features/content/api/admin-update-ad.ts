import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody, CallResult } from '@tedarik/contract/call';
import { type getAd, updateAd } from '@tedarik/contract/content/admin';
import { call } from '../../../lib/call';
import { refreshPublicContent } from './admin-content-changes';
import { contentAdminKeys } from './admin-keys';

type AdDetail = CallResult<typeof getAd>;

/** An ad as the server answered a change: it replaces the one of its detail (the places stay), the list refetches. */
export function putAd(queryClient: QueryClient, ad: AdDetail['reklam']) {
  queryClient.setQueryData<AdDetail>(contentAdminKeys.ad(ad.id), (detail) => detail && { ...detail, reklam: ad });
  refreshPublicContent(queryClient, 'ad');
  return queryClient.invalidateQueries({ queryKey: contentAdminKeys.ads(), exact: true });
}

/** POST /adn_api/reklamdetayGnc-{id} (form: baslik, tip, link, sira) → the ad. */
export function useUpdateAd(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof updateAd>) => call(updateAd, { params: { id }, body }),
    onSuccess: (ad) => {
      void putAd(queryClient, ad);
    },
  });
}
