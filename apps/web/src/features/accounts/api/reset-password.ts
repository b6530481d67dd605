import { resetPassword as resetPasswordCall } from '@tedarik/contract/accounts/public';
import type { CallBody } from '@tedarik/contract/call';
import { call } from '../../../lib/call';

/** POST /api/sifreSifirla {token, sifre}: the token of the mailed link /account-sifre-sifirla?token=… */
export const resetPassword = (body: CallBody<typeof resetPasswordCall>) => call(resetPasswordCall, { body });
