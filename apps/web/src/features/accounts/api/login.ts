import { useMutation } from '@tanstack/react-query';
import { memberLogin } from '@tedarik/contract/accounts/public';
import type { CallBody } from '@tedarik/contract/call';
import { call } from '../../../lib/call';

/** POST /api/login {mail, sifre} → the session user with its token. */
export const useLogin = () =>
  useMutation({ mutationFn: (body: CallBody<typeof memberLogin>) => call(memberLogin, { body }) });
