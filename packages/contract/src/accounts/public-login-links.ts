// One-time login links (issue 47 item 8; decision 0046): while an account's login waits after others' wrong tries
// (decision 0008), its owner gets in with a link mailed to its address. A member's link opens
// /account-giris-baglantisi?token=…, the administrator's /adminimt/giris-baglantisi?token=…; the page posts the token
// on one press (a mail program that opens links to check them uses nothing) and gets the session a login gives.
import { z } from 'zod';
import { defineCall } from '../call';
import { zEmail } from '../fields';
import { zAdminSession } from './admin';
import { zSessionUser } from './public';

/** How long a login link works. */
export const LOGIN_LINK_HOURS = 24;

export const LOGIN_LINK_MSG = {
  email: 'Geçerli bir e-posta adresi girin.',
  /** the same answer whether the address has an account or not */
  sent: 'Giriş bağlantısı e-posta adresinize gönderildi. Bağlantı 24 saat içinde bir kez kullanılabilir.',
  invalid: 'Giriş bağlantısı geçersiz veya süresi dolmuş.',
  /** the login page, when the throttle answers */
  offer:
    'Hesabınıza çok sayıda hatalı giriş denendiği için şifreyle giriş bir süre bekletiliyor. Beklemeden girmek için ' +
    'e-posta adresinize tek kullanımlık bir giriş bağlantısı gönderebiliriz.',
  send: 'Giriş Bağlantısı Gönder',
} as const;

export const zLoginLinkRequest = z.object({
  email: zEmail({ over: 2, short: LOGIN_LINK_MSG.email, invalid: LOGIN_LINK_MSG.email }),
});
export const zLoginLinkToken = z.object({
  token: z.string({ error: LOGIN_LINK_MSG.invalid }).min(10, LOGIN_LINK_MSG.invalid).max(100, LOGIN_LINK_MSG.invalid),
});
const zSent = z.object({ message: z.string() });

/** POST /api/v2/login-links {email}: mails a member's login link (the same answer for an unknown address). */
export const requestLoginLink = defineCall({
  method: 'POST',
  path: '/api/v2/login-links',
  summary: 'Giriş bağlantısı gönder',
  operationId: 'requestLoginLink',
  auth: 'none',
  request: { body: zLoginLinkRequest },
  response: zSent,
});

/** POST /api/v2/login-links/session {token}: the link's session, as a login answers it; the link works once. */
export const loginByLink = defineCall({
  method: 'POST',
  path: '/api/v2/login-links/session',
  summary: 'Giriş bağlantısıyla oturum aç',
  operationId: 'loginByLink',
  auth: 'none',
  request: { body: zLoginLinkToken },
  response: zSessionUser,
});

/** POST /adn_api/v2/login-links {email}: mails the administrator's login link to the administrator's address. */
export const requestAdminLoginLink = defineCall({
  method: 'POST',
  path: '/adn_api/v2/login-links',
  summary: 'Yönetici giriş bağlantısı gönder',
  operationId: 'requestAdminLoginLink',
  auth: 'none',
  request: { body: zLoginLinkRequest },
  response: zSent,
});

/** POST /adn_api/v2/login-links/session {token}: the back-office session of the administrator's link. */
export const adminLoginByLink = defineCall({
  method: 'POST',
  path: '/adn_api/v2/login-links/session',
  summary: 'Yönetici giriş bağlantısıyla oturum aç',
  operationId: 'adminLoginByLink',
  auth: 'none',
  request: { body: zLoginLinkToken },
  response: zAdminSession,
});
