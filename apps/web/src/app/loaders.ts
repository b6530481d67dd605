// Route guards and prefetches of the route table. Guards read the stored session synchronously, so a visitor is
// redirected before a lazy chunk of the member area or the back-office is even fetched.
import { redirect } from 'react-router';
import { footerQuery } from '../features/site/api/get-footer';
import { titleAndMetaQuery } from '../features/site/api/get-title-and-meta';
import { ADMIN_HOME, ADMIN_LOGIN, MEMBER_HOME, MEMBER_LOGIN } from '../lib/paths';
import { getAdminSession, getMemberUser } from '../lib/session';
import { queryClient } from './query-client';

/** Starts loading site-wide data without holding the page back (the layout shows it when it arrives). */
export function siteLoader() {
  void queryClient.prefetchQuery(titleAndMetaQuery());
  void queryClient.prefetchQuery(footerQuery());
  return null;
}

/** Every /account-d* page (and the support desk): only for a stored member session. */
export function requireMember() {
  if (!getMemberUser()) throw redirect(MEMBER_LOGIN);
  return null;
}

/** Login, forgot-password and free-join send a logged-in member to the dashboard. */
export function redirectMember() {
  if (getMemberUser()) throw redirect(MEMBER_HOME);
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
