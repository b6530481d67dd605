import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type adminUser, updateAdminUser } from '@tedarik/contract/accounts/admin';
import type { CallBody, CallResult } from '@tedarik/contract/call';
import { call } from '../../../lib/call';
import { setAdminSession } from '../../../lib/session';
import { adminKeys } from './keys';

/** POST /adn_api/kullaniciGuncelle {kullanici, mail, sifre: current password} → the updated session, stored. */
export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof updateAdminUser>) => call(updateAdminUser, { body }),
    onSuccess: (session) => {
      setAdminSession(session);
      queryClient.setQueryData<CallResult<typeof adminUser>>(adminKeys.user(), {
        kad: session.kad,
        mail: session.mail,
      });
    },
  });
}
