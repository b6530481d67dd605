import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { addFaq } from '@tedarik/contract/content/admin';
import { call } from '../../../lib/call';
import { putFaq } from './admin-faq-answer';

/** POST /adn_api/SSSEkle {soru, cevap, sira} → every question. */
export function useAddFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof addFaq>) => call(addFaq, { body }),
    onSuccess: (faq) => putFaq(queryClient, faq),
  });
}
