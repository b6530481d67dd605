import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { updatePageCategory } from '@tedarik/contract/content/admin';
import { call } from '../../../lib/call';
import { putPageCategories } from './admin-page-category-answer';

/** POST /adn_api/sayfaKatdetay {id, katad, sira} → every page group. */
export function useUpdatePageCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof updatePageCategory>) => call(updatePageCategory, { body }),
    onSuccess: (groups) => putPageCategories(queryClient, groups),
  });
}
