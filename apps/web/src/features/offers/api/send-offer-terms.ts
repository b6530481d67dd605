import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createRichOffer, type NewOffer, reviseOffer } from '@tedarik/contract/offers/member-desk';
import { call } from '../../../lib/call';
import { viewer } from '../../../lib/viewer';
import { offerKeys } from './keys';

/**
 * POST /api/v2/requests/{requestId}/offers (a new offer, with the quote picked in its form) or PUT
 * /api/v2/offers/{offerId} (a revision: its file changes on the offer's page) → my offer. The feed, my offers and
 * their versions are fetched again, and so is the company's credit balance (issue 50: the credits area's queries are
 * under ['member', 'credits']; an offer spends one, a refused one may have been refunded).
 */
export function useSendOfferTerms(requestId: number, offerId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ draftFile, ...terms }: NewOffer) =>
      offerId === undefined
        ? call(createRichOffer, { params: { id: requestId }, body: { ...terms, draftFile } })
        : call(reviseOffer, { params: { id: offerId }, body: terms }),
    // not awaited: the form's own callbacks follow the mutation's, and the feed's refetch may unmount the form first
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['member', 'credits'] });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.all(viewer()) }),
  });
}
