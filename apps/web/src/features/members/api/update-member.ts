import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { updateMember } from '@tedarik/contract/members/admin';
import { call } from '../../../lib/call';
import { putMember } from './member-cache';

/** POST /adn_api/uyebilgilerimGuncelle {id, firma, AdSoyad, tel, …} → the member ('Güncellendi.'). */
export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof updateMember>) => call(updateMember, { body }),
    onSuccess: (member) => putMember(queryClient, member),
  });
}
