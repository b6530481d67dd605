import { adminLoginByLink, requestAdminLoginLink } from '@tedarik/contract/accounts/public-login-links';
import { call } from '../../../lib/call';

/** POST /adn_api/v2/login-links {email}: mails a one-time login link to the administrator's address. */
export const sendAdminLoginLink = (email: string) => call(requestAdminLoginLink, { body: { email } });

/** POST /adn_api/v2/login-links/session {token}: the session of the mailed link /adminimt/giris-baglantisi?token=… */
export const openAdminLoginLink = (token: string) => call(adminLoginByLink, { body: { token } });
