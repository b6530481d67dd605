// Where a login or a registration returns to (issue 8): a call to action passes the page it was made on as
// ?donus=/talep-detay-42, and the login page goes back there afterwards. Only a path of this site is followed, so a
// crafted link (?donus=//evil.example, /\evil.example, https://…) cannot send a member elsewhere after logging in.
import { MEMBER_ACTIVATION, MEMBER_LOGIN, MEMBER_REGISTER } from './paths';

const RETURN_PARAM = 'donus';

/** The account entry pages: returning to one would loop (login, registration) or undo the login (logout). */
const ENTRY_PAGES = /^\/(?:account-login|account-free-join|account-logout|account-forgotpassword)(?:[/?#]|$)/i;
const BASE = 'https://tedarik.invalid';

/**
 * `value` when it is a path of this site ('/…', not '//…'), else null. Backslashes, spaces and control characters
 * are refused outright: browsers read '/\evil' and '/\t/evil' as '//evil'.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000 || !value.startsWith('/') || value.startsWith('//')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\\\u0000-\u0020\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // normalising resolves dot segments ('/.//evil.example', '/%2e//evil.example', '/a/..//evil.example' all become
  // '//evil.example'): what it gives back is checked again
  if (path.startsWith('//')) return null;
  return ENTRY_PAGES.test(path) ? null : path;
}

/** The return path a page's URL carries (?donus=…), if it is a safe one. */
export const returnPathOf = (search: string | URLSearchParams) =>
  safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));

/** `page` with ?donus=<returnTo> added when returnTo is safe; the '/' of the path stay readable. */
function withReturn(page: string, returnTo: string | null | undefined): string {
  const path = safeReturnPath(returnTo);
  if (!path) return page;
  const value = encodeURIComponent(path).replaceAll('%2F', '/');
  return `${page}${page.includes('?') ? '&' : '?'}${RETURN_PARAM}=${value}`;
}

/** The login page, returning to `returnTo` afterwards: loginHref('/talep-detay-42'). */
export const loginHref = (returnTo?: string | null) => withReturn(MEMBER_LOGIN, returnTo);

/** The registration page, returning to `returnTo` afterwards; `manufacturer` pre-selects it (?imalatci=1). */
export const registerHref = (returnTo?: string | null, manufacturer = false) =>
  withReturn(manufacturer ? `${MEMBER_REGISTER}?imalatci=1` : MEMBER_REGISTER, returnTo);

/**
 * Where a new member goes right after registering (issue 47 item 22): the activation page, which asks for the code
 * that was just sent (?yeni=1) and then goes on to `next`, where the registration would have gone.
 */
export const activationHref = (next: string) => withReturn(`${MEMBER_ACTIVATION}?yeni=1`, next);
