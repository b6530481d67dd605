import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReviewInput, reviewOffer } from '@tedarik/contract/reputation/member';
import { call } from '../../../lib/call';
import { requestRoots } from '../../../lib/own-request-cache';
import { viewer } from '../../../lib/viewer';

/**
 * POST /api/v2/offers/{id}/review: the rating with its sub-scores and 'Satın aldım' (issue 49 item 2), once; the
 * request's detail is fetched again with it.
 */
export function useReviewOffer(offerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewInput) => call(reviewOffer, { params: { id: offerId }, body }),
    onSuccess: ({ requestId }) =>
      queryClient.invalidateQueries({ queryKey: requestRoots.ownDetail(viewer(), requestId) }),
  });
}
