import { adminResetPassword as adminResetPasswordCall } from '@tedarik/contract/accounts/public-admin';
import type { CallBody } from '@tedarik/contract/call';
import { call } from '../../../lib/call';

/** POST /adn_api/sifreSifirla {token, sifre}: the token of the mailed link /adminimt/sifre-sifirla?token=… */
export const adminResetPassword = (body: CallBody<typeof adminResetPasswordCall>) =>
  call(adminResetPasswordCall, { body });
