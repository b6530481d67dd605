import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { addSlide } from '@tedarik/contract/content/admin';
import { call } from '../../../lib/call';
import { refreshPublicContent } from './admin-content-changes';
import { contentAdminKeys } from './admin-keys';

type AddSlideInput = { body: CallBody<typeof addSlide>; onUploadProgress?: (fraction: number) => void };

/** POST /adn_api/slideEkle (multipart: baslik, basliken, metin, link, sira, file) → the new slide. */
export function useAddSlide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, onUploadProgress }: AddSlideInput) => call(addSlide, { body }, { onUploadProgress }),
    onSuccess: (slide) => {
      queryClient.setQueryData(contentAdminKeys.slide(slide.id), slide);
      refreshPublicContent(queryClient, 'slide');
      return queryClient.invalidateQueries({ queryKey: contentAdminKeys.slides(), exact: true });
    },
  });
}
