import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletePage } from '@tedarik/contract/content/admin';
import { call } from '../../../lib/call';
import { refreshPublicContent } from './admin-content-changes';
import { contentAdminKeys } from './admin-keys';

/** POST /adn_api/sayfadelete-{id} → the pages left, which replace the list. */
export function useDeletePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(deletePage, { params: { id } }),
    onSuccess: (pages, id) => {
      queryClient.setQueryData(contentAdminKeys.pages(), pages);
      queryClient.removeQueries({ queryKey: contentAdminKeys.page(id) });
      refreshPublicContent(queryClient, 'page');
    },
  });
}
