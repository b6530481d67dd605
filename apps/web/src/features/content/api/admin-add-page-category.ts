import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { addPageCategory } from '@tedarik/contract/content/admin';
import { call } from '../../../lib/call';
import { putPageCategories } from './admin-page-category-answer';

/** POST /adn_api/sayfaKatEkle {katad, sira} → every page group. */
export function useAddPageCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof addPageCategory>) => call(addPageCategory, { body }),
    onSuccess: (groups) => putPageCategories(queryClient, groups),
  });
}
