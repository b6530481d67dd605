import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { renameTag } from '@tedarik/contract/catalog/admin';
import { call } from '../../../lib/call';
import { putTagAnswer } from './admin-tag-answer';

/** POST /adn_api/kategoriEtiketGnc-{categoryId} {etiket, id} → the category's tags. */
export function useRenameTag(categoryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof renameTag>) => call(renameTag, { params: { id: categoryId }, body }),
    onSuccess: (tags) => putTagAnswer(queryClient, categoryId, tags),
  });
}
