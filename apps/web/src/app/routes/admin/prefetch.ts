import { getAdminSession } from '../../../lib/session';

/**
 * A back-office page's prefetch, run only with a stored session. React Router runs a page's loader alongside the
 * shell's guard (requireAdmin), so without this check a visitor's first look at /adminimt would send the calls
 * without credentials: their 'cikis' answer sends the browser to the logout page in the middle of the guard's
 * redirect to the login page.
 */
export async function whenAdmin(prefetch: () => Promise<unknown>): Promise<void> {
  if (getAdminSession()) await prefetch();
}
