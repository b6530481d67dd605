import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createRichOffer, type NewOffer, reviseOffer } from '@tedarik/contract/offers/member-desk';
import { call } from '../../../lib/call';
import { viewer } from '../../../lib/viewer';
import { offerKeys } from './keys';

/**
 * POST /api/v2/requests/{requestId}/offers (a new offer, with the quote picked in its form) or PUT
 * /api/v2/offers/{offerId} (a revision: its file changes on the offer's page) → my offer. The feed, my offers and
 * their versions are fetched again.
 */
export function useSendOfferTerms(requestId: number, offerId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ draftFile, ...terms }: NewOffer) =>
      offerId === undefined
        ? call(createRichOffer, { params: { id: requestId }, body: { ...terms, draftFile } })
        : call(reviseOffer, { params: { id: offerId }, body: terms }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.all(viewer()) }),
  });
}
