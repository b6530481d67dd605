import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteSlide } from '@tedarik/contract/content/admin';
import { call } from '../../../lib/call';
import { refreshPublicContent } from './admin-content-changes';
import { contentAdminKeys } from './admin-keys';

/** POST /adn_api/slidedelete-{id} → the slides left, which replace the list. */
export function useDeleteSlide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(deleteSlide, { params: { id } }),
    onSuccess: (slides, id) => {
      queryClient.setQueryData(contentAdminKeys.slides(), slides);
      queryClient.removeQueries({ queryKey: contentAdminKeys.slide(id) });
      refreshPublicContent(queryClient, 'slide');
    },
  });
}
