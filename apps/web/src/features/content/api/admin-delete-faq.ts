import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteFaq } from '@tedarik/contract/content/admin';
import { call } from '../../../lib/call';
import { putFaq } from './admin-faq-answer';

/** POST /adn_api/SSSdelete {intgelen} → the questions left. */
export function useDeleteFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(deleteFaq, { body: { intgelen: id } }),
    onSuccess: (faq) => putFaq(queryClient, faq),
  });
}
