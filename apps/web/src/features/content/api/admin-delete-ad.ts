import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteAd } from '@tedarik/contract/content/admin';
import { call } from '../../../lib/call';
import { refreshPublicContent } from './admin-content-changes';
import { contentAdminKeys } from './admin-keys';

/** POST /adn_api/reklamdelete-{id} → the ads left, which replace the list. */
export function useDeleteAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(deleteAd, { params: { id } }),
    onSuccess: (ads, id) => {
      queryClient.setQueryData(contentAdminKeys.ads(), ads);
      queryClient.removeQueries({ queryKey: contentAdminKeys.ad(id) });
      refreshPublicContent(queryClient, 'ad');
    },
  });
}
