import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { setMemberStatus } from '@tedarik/contract/members/admin';
import { call } from '../../../lib/call';
import { putMember } from './member-cache';

/**
 * POST /adn_api/uyeDetayGunc-{id} {Durum, DurumAciklama} → the member. A stopped member cannot log in and its
 * sessions end: its next call answers 'cikis'.
 */
export function useSetMemberStatus(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof setMemberStatus>) => call(setMemberStatus, { params: { id: memberId }, body }),
    onSuccess: (member) => putMember(queryClient, member),
  });
}
