import { adminForgotPassword as adminForgotPasswordCall } from '@tedarik/contract/accounts/public-admin';
import type { CallBody } from '@tedarik/contract/call';
import { call } from '../../../lib/call';

/** POST /adn_api/sifremiUnuttum {email} → the text to show (a reset link was mailed). */
export const adminForgotPassword = (body: CallBody<typeof adminForgotPasswordCall>) =>
  call(adminForgotPasswordCall, { body });
