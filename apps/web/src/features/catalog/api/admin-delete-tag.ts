import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteTag } from '@tedarik/contract/catalog/admin';
import { call } from '../../../lib/call';
import { putTagAnswer } from './admin-tag-answer';

/** POST /adn_api/kategoriEtiketdelete-{categoryId} {id} → the category's tags. */
export function useDeleteTag(categoryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(deleteTag, { params: { id: categoryId }, body: { id } }),
    onSuccess: (tags) => putTagAnswer(queryClient, categoryId, tags),
  });
}
