import { useMutation } from '@tanstack/react-query';
import { adminLogin } from '@tedarik/contract/accounts/public-admin';
import type { CallBody } from '@tedarik/contract/call';
import { call } from '../../../lib/call';

/** POST /adn_api/login {kad, sifre} → the back-office session. */
export const useAdminLogin = () =>
  useMutation({ mutationFn: (body: CallBody<typeof adminLogin>) => call(adminLogin, { body }) });
