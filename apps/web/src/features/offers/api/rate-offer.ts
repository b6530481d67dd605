import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { rateOffer } from '@tedarik/contract/offers/member';
import { call } from '../../../lib/call';
import { storeOwnDetail } from '../../../lib/own-request-cache';

/** POST /api/talepyorumYap {puan, yorum, id: offer, teklifid: request} → the detail with the rating (once). */
export function useRateOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof rateOffer>) => call(rateOffer, { body }),
    onSuccess: (detail) => storeOwnDetail(queryClient, detail),
  });
}
