import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setMemberType } from '@tedarik/contract/members/admin';
import { call } from '../../../lib/call';
import { putMember } from './member-cache';

/**
 * POST /adn_api/uyefirmadurum-{id} {firmaDrm} → the member: a company (imalatçı side) or a plain member. The type is
 * sent, not toggled, so a second click of a stale page changes nothing.
 */
export function useSetMemberType(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (company: boolean) => call(setMemberType, { params: { id: memberId }, body: { firmaDrm: company } }),
    onSuccess: (member) => putMember(queryClient, member),
  });
}
