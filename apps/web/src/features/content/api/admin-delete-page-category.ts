import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletePageCategory } from '@tedarik/contract/content/admin';
import { call } from '../../../lib/call';
import { putPageCategories } from './admin-page-category-answer';

/** POST /adn_api/sayfaKatdelete {intgelen} → the groups left; the group's pages stay, without a group. */
export function useDeletePageCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(deletePageCategory, { body: { intgelen: id } }),
    onSuccess: (groups) => putPageCategories(queryClient, groups),
  });
}
