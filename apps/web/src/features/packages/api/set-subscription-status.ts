import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { setSubscriptionStatus } from '@tedarik/contract/packages/admin';
import { call } from '../../../lib/call';
import { putMemberPackages } from './member-packages-cache';

/**
 * POST /adn_api/uyePaketDetayGunc-{memberId} {secilenAktifid, secilenAktifPaket: -1 waiting | 1 active | 0 passive,
 * secilenAktifaciklama} → the member's packages.
 */
export function useSetSubscriptionStatus(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof setSubscriptionStatus>) =>
      call(setSubscriptionStatus, { params: { id: memberId }, body }),
    onSuccess: (packages) => putMemberPackages(queryClient, memberId, packages),
  });
}
