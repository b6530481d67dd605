import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { createOffer } from '@tedarik/contract/offers/member';
import { call } from '../../../lib/call';
import { viewer } from '../../../lib/viewer';
import { offerKeys } from './keys';

/**
 * POST /api/genelteklifolustur-{requestId} → 'Teklifiniz oluşturuldu.'. The feed (the request leaves it) and my
 * offers are fetched again.
 */
export function useCreateOffer(requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof createOffer>) => call(createOffer, { params: { id: requestId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.all(viewer()) }),
  });
}
