import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { addSubscription } from '@tedarik/contract/packages/admin';
import { call } from '../../../lib/call';
import { putMemberPackages } from './member-packages-cache';

/**
 * POST /adn_api/uyePaketEkle-{memberId} {yeniPaket, yeniPakettarih, yeniPaketsira, yeniPaketfiyat,
 * yeniPaketAciklama} → the member's packages, the new one running from its start day.
 */
export function useAddSubscription(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof addSubscription>) => call(addSubscription, { params: { id: memberId }, body }),
    onSuccess: (packages) => putMemberPackages(queryClient, memberId, packages),
  });
}
