import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { addTag } from '@tedarik/contract/catalog/admin';
import { call } from '../../../lib/call';
import { putTagAnswer } from './admin-tag-answer';

/** POST /adn_api/kategoriEtiketEkle-{categoryId} {etiket} → the category's tags. */
export function useAddTag(categoryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof addTag>) => call(addTag, { params: { id: categoryId }, body }),
    onSuccess: (tags) => putTagAnswer(queryClient, categoryId, tags),
  });
}
