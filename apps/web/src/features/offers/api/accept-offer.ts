import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acceptOffer } from '@tedarik/contract/offers/member';
import { call } from '../../../lib/call';
import { storeOwnDetail } from '../../../lib/own-request-cache';

/**
 * GET /api/talepDetayislemKabul-{offerId}: 'Teklifi Kabul Et' (after its confirmation) marks the offer reviewed and answers
 * the request's detail, now with that offer's supplier. It changes the offer, so it is the offers area's, as in the
 * contract and the server (docs/decisions/0035); the request's detail it answers goes into the buyer's cache.
 */
export function useAcceptOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offerId: number) => call(acceptOffer, { params: { id: offerId } }),
    onSuccess: (detail) => storeOwnDetail(queryClient, detail),
  });
}
