import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { setRatingStatus } from '@tedarik/contract/offers/admin';
import { backOfficeKeys } from '../../../lib/admin-query-keys';
import { call } from '../../../lib/call';
import { offerAdminKeys } from './admin-keys';

/**
 * POST /adn_api/firmaPuanGunc {secilenPaket: -1 waiting | 1 active | 0 passive, id} → 'Güncellendi.'. Every list
 * with a rating's status, the dashboard's pending ratings and the members' pages (their ratings and average) are
 * refetched.
 */
export function useSetRatingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof setRatingStatus>) => call(setRatingStatus, { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: offerAdminKeys.ratings }),
        queryClient.invalidateQueries({ queryKey: backOfficeKeys.pendingWork }),
        queryClient.invalidateQueries({ queryKey: backOfficeKeys.members }),
      ]),
  });
}
