import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { verifyMember } from '@tedarik/contract/accounts/member';
import type { SessionUser } from '@tedarik/contract/accounts/public';
import { call } from '../../../lib/call';
import { getMemberUser, setMemberUser } from '../../../lib/session';
import { accountKeys } from './keys';

/** GET /api/uyeDogrula: the refreshed session user (role, activation and logo may have changed). */
export const verifyMemberQuery = (email: string | null) =>
  queryOptions({ queryKey: accountKeys.me(email), queryFn: () => call(verifyMember), staleTime: 30_000 });

/**
 * After a call that changes the member's role (a package application makes it 'onay'): the session user is fetched
 * now and stored, and the cached copy the shell stores on every mount is the new one too (an old copy would put the
 * old role back).
 */
export async function refreshMemberUser(queryClient: QueryClient): Promise<void> {
  const email = getMemberUser()?.email ?? null;
  if (!email) return;
  const user = await queryClient.fetchQuery({ ...verifyMemberQuery(email), staleTime: 0 });
  // only for the login still stored (not one replaced in another tab meanwhile)
  if (user.email === getMemberUser()?.email) setMemberUser(user);
}

/**
 * A call answered with the refreshed session user (profile, logo, e-mail): it is stored at once, so the header and
 * the shell show the new name or logo, and it becomes the cached copy the shell stores on every mount (an old copy
 * would put the old name back).
 */
export function storeMemberUser(queryClient: QueryClient, user: SessionUser): void {
  setMemberUser(user);
  queryClient.setQueryData(verifyMemberQuery(user.email).queryKey, user);
}

/**
 * The member confirmed its activation code: the stored user is active at once (a page opened next must not show the
 * activation box again while the refreshed user is on its way), then refreshed.
 */
export function markMemberActivated(queryClient: QueryClient): Promise<void> {
  const user = getMemberUser();
  if (user && !user.aktif) setMemberUser({ ...user, aktif: true });
  return refreshMemberUser(queryClient);
}
