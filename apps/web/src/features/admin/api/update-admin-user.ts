import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSession } from '@tedarik/contract/admin-accounts';
import { getJson } from '../../../lib/http';
import { setAdminSession } from '../../../lib/session';
import { adminUserQuery } from './get-admin-user';

/** POST /adn_api/kullaniciGuncelle {kullanici, mail, sifre: current password} → the updated session, stored. */
export const updateAdminUser = (body: { kullanici: string; mail: string; sifre: string }) =>
  getJson<AdminSession>('/adn_api/kullaniciGuncelle', { json: body, auth: 'admin' });

export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminUser,
    onSuccess: (session) => {
      setAdminSession(session);
      queryClient.setQueryData(adminUserQuery().queryKey, { kad: session.kad, mail: session.mail });
    },
  });
}
