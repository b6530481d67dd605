import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@tedarik/contract/accounts';
import { getJson } from '../../../lib/http';
import { setMemberUser } from '../../../lib/session';
import { verifyMemberQuery } from './verify-member';

/** POST /api/uyekullaniciGuncelle {mail: new e-mail, sifre: current password} → the updated session user. */
export const changeEmail = (body: { mail: string; sifre: string }) =>
  getJson<SessionUser>('/api/uyekullaniciGuncelle', { json: body, auth: 'member' });

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: (user) => {
      setMemberUser(user);
      queryClient.setQueryData(verifyMemberQuery(user.email).queryKey, user);
    },
  });
}
