import { loginByLink, requestLoginLink } from '@tedarik/contract/accounts/public-login-links';
import { call } from '../../../lib/call';

/** POST /api/v2/login-links {email}: mails a one-time login link (the same answer for an unknown address). */
export const sendLoginLink = (email: string) => call(requestLoginLink, { body: { email } });

/** POST /api/v2/login-links/session {token}: the session of the mailed link /account-giris-baglantisi?token=… */
export const openLoginLink = (token: string) => call(loginByLink, { body: { token } });
