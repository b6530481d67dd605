import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activateMember } from '@tedarik/contract/members/admin';
import { call } from '../../../lib/call';
import { putMember } from './member-cache';

/** POST /adn_api/uyemailaktivasyon-{id} → the member, activated without its code ('Hesap aktifleştirildi.'). */
export function useActivateMember(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(activateMember, { params: { id: memberId } }),
    onSuccess: (member) => putMember(queryClient, member),
  });
}
