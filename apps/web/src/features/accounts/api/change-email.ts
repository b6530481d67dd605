import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeEmail } from '@tedarik/contract/accounts/member';
import type { CallBody } from '@tedarik/contract/call';
import { call } from '../../../lib/call';
import { storeMemberUser } from './verify-member';

/** POST /api/uyekullaniciGuncelle {mail: new e-mail, sifre: current password}: the answer replaces the stored user. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof changeEmail>) => call(changeEmail, { body }),
    onSuccess: (user) => storeMemberUser(queryClient, user),
  });
}
