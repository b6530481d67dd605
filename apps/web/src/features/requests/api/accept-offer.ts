import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acceptOffer } from '@tedarik/contract/offers/member';
import { call } from '../../../lib/call';
import { storeOwnDetail } from './own-detail-cache';

/**
 * GET /api/talepDetayislemKabul-{offerId}: 'Kabul Et ve Firma Bilgilerini Gör' marks the offer reviewed and answers
 * the request's detail, now with that offer's supplier. It is the buyer's side of an offer, so it lives with the
 * buyer's requests (the offers feature is the manufacturer's side).
 */
export function useAcceptOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offerId: number) => call(acceptOffer, { params: { id: offerId } }),
    onSuccess: (detail) => storeOwnDetail(queryClient, detail),
  });
}
