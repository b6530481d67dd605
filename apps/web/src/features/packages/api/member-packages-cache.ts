import type { QueryClient } from '@tanstack/react-query';
import type { CallResult } from '@tedarik/contract/call';
import type { MemberDetail } from '@tedarik/contract/members/admin';
import type { setSubscriptionStatus } from '@tedarik/contract/packages/admin';
import { packageAdminKeys } from './admin-keys';

type MemberPackages = CallResult<typeof setSubscriptionStatus>;

/**
 * A member's packages as the server answered a change (uyePaketDetayGunc, uyePaketEkle): they replace the packages
 * of the member's page at once; the page is refetched too (an approval makes the member a company), and so are the
 * active packages and the dashboard's pending applications.
 */
export function putMemberPackages(queryClient: QueryClient, memberId: number, packages: MemberPackages) {
  const key = packageAdminKeys.memberDetail(memberId);
  queryClient.setQueryData<MemberDetail>(key, (detail) => detail && { ...detail, ...packages });
  void queryClient.invalidateQueries({ queryKey: key });
  void queryClient.invalidateQueries({ queryKey: packageAdminKeys.active() });
  void queryClient.invalidateQueries({ queryKey: packageAdminKeys.pendingWork() });
}
