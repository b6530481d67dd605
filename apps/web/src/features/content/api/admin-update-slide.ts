import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { updateSlide } from '@tedarik/contract/content/admin';
import { call } from '../../../lib/call';
import { refreshPublicContent } from './admin-content-changes';
import { contentAdminKeys } from './admin-keys';

/** POST /adn_api/slidedetayGnc-{id} (form: baslik, basliken, metin, link, sira) → the slide. */
export function useUpdateSlide(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof updateSlide>) => call(updateSlide, { params: { id }, body }),
    onSuccess: (slide) => {
      queryClient.setQueryData(contentAdminKeys.slide(id), slide);
      refreshPublicContent(queryClient, 'slide');
      void queryClient.invalidateQueries({ queryKey: contentAdminKeys.slides(), exact: true });
    },
  });
}
