import { redirect } from 'react-router';
import { ADMIN_LOGOUT } from '../../../lib/paths';
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

/**
 * The data a settings form cannot be shown without (site, social, mail and SMS settings): when it cannot be loaded,
 * the admin is sent to logout (admin spec §4), as the user-info screen does.
 */
export async function loadOrLogout(load: () => Promise<unknown>): Promise<void> {
  if (!getAdminSession()) return;
  try {
    await load();
  } catch {
    throw redirect(ADMIN_LOGOUT);
  }
}
