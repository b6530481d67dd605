import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createRichOffer, type OfferTerms, reviseOffer } from '@tedarik/contract/offers/desk';
import { call } from '../../../lib/call';
import { viewer } from '../../../lib/viewer';
import { offerKeys } from './keys';

/**
 * POST /api/v2/requests/{requestId}/offers (a new offer) or PUT /api/v2/offers/{offerId} (a revision) → my offer.
 * The feed, my offers and their versions are fetched again.
 */
export function useSendOfferTerms(requestId: number, offerId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfferTerms) =>
      offerId === undefined
        ? call(createRichOffer, { params: { id: requestId }, body })
        : call(reviseOffer, { params: { id: offerId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.all(viewer()) }),
  });
}
