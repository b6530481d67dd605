import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { updateFaq } from '@tedarik/contract/content/admin';
import { call } from '../../../lib/call';
import { putFaq } from './admin-faq-answer';

/** POST /adn_api/SSSdetaygnc {id, soru, cevap, sira} → every question. */
export function useUpdateFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof updateFaq>) => call(updateFaq, { body }),
    onSuccess: (faq) => putFaq(queryClient, faq),
  });
}
