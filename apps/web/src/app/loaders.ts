// Route guards and prefetches of the route table. Guards read the stored session synchronously, so a visitor is
// redirected before a lazy chunk of the member area or the back-office is even fetched.
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { footerQuery } from '../features/site/api/get-footer';
import { titleAndMetaQuery } from '../features/site/api/get-title-and-meta';
import { ADMIN_HOME, ADMIN_LOGIN, MEMBER_HOME } from '../lib/paths';
import { loginHref, returnPathOf } from '../lib/return-path';
import { getAdminSession, getMemberUser } from '../lib/session';
import { queryClient } from './query-client';

/** Starts loading site-wide data without holding the page back (the layout shows it when it arrives). */
export function siteLoader() {
  void queryClient.prefetchQuery(titleAndMetaQuery());
  void queryClient.prefetchQuery(footerQuery());
  return null;
}

/** The page a loader runs for, as a path of this site ('/account-d-sifreGunc?x=1'). */
export const pathOf = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

/** Every /account-d* page (and the support desk): only for a stored member session; the login comes back here. */
export function requireMember({ request }: LoaderFunctionArgs) {
  if (!getMemberUser()) throw redirect(loginHref(pathOf(request)));
  return null;
}

/**
 * Login, forgot-password and free-join send a logged-in member to the dashboard (spec §2), or to the page a call to
 * action named (?donus=, logged in meanwhile in another tab).
 */
export function redirectMember({ request }: LoaderFunctionArgs) {
  if (getMemberUser()) throw redirect(returnPathOf(new URL(request.url).search) ?? MEMBER_HOME);
  return null;
}

/** Every back-office page except login, forgot-password, reset and logout. */
export function requireAdmin() {
  if (!getAdminSession()) throw redirect(ADMIN_LOGIN);
  return null;
}

export function redirectAdmin() {
  if (getAdminSession()) throw redirect(ADMIN_HOME);
  return null;
}
