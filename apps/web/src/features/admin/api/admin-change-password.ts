import { useMutation } from '@tanstack/react-query';
import { adminChangePassword } from '@tedarik/contract/accounts/admin';
import type { CallBody } from '@tedarik/contract/call';
import { call } from '../../../lib/call';
import { setAdminSession } from '../../../lib/session';

/** POST /adn_api/sifreGunc {eskiSifre, yeniSifre} → a new session (the token changes), stored at once. */
export const useAdminChangePassword = () =>
  useMutation({
    mutationFn: (body: CallBody<typeof adminChangePassword>) => call(adminChangePassword, { body }),
    onSuccess: setAdminSession,
  });
