// The back-office calls that need no session (admin spec §3): logging in, a forgotten password and its reset. They
// run in the public scope; every other /adn_api call is admin.ts's.
import { defineCall, TEXT } from '../call';
import { zAdminLoginRequest, zAdminSession } from './admin';
import { zEmailRequest, zResetPassword } from './public';

/** POST /adn_api/login {kad, sifre} → the back-office session. */
export const adminLogin = defineCall({
  writes: false,
  method: 'POST',
  path: '/adn_api/login',
  auth: 'none',
  request: { body: zAdminLoginRequest },
  response: zAdminSession,
});
/** POST /adn_api/sifremiUnuttum {email} → the text to show (a reset link was mailed). */
export const adminForgotPassword = defineCall({
  method: 'POST',
  path: '/adn_api/sifremiUnuttum',
  auth: 'none',
  request: { body: zEmailRequest },
  response: TEXT,
});
/** POST /adn_api/sifreSifirla {token, sifre}: the token of the mailed link /adminimt/sifre-sifirla?token=… */
export const adminResetPassword = defineCall({
  method: 'POST',
  path: '/adn_api/sifreSifirla',
  auth: 'none',
  request: { body: zResetPassword },
  response: TEXT,
});
