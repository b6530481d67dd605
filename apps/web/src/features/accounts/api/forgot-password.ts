import { forgotPassword as forgotPasswordCall } from '@tedarik/contract/accounts/public';
import type { CallBody } from '@tedarik/contract/call';
import { call } from '../../../lib/call';

/** POST /api/sifremiUnuttum {email} → the text to show (a reset link was mailed). */
export const forgotPassword = (body: CallBody<typeof forgotPasswordCall>) => call(forgotPasswordCall, { body });
