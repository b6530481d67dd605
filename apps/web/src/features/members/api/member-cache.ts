import type { QueryClient } from '@tanstack/react-query';
import type { MemberDetail } from '@tedarik/contract/members/admin';
import { memberAdminKeys } from './admin-keys';

/**
 * The member as the server answered a write on its page (edit, status, type, activation): it replaces the page's
 * member at once; the page is fetched again (a type switch changes its role and packages) and so are the lists,
 * whose row of it changed (a type switch moves it from one list to the other).
 */
export function putMember(queryClient: QueryClient, member: MemberDetail['uye']) {
  const key = memberAdminKeys.detail(member.uyeid);
  queryClient.setQueryData<MemberDetail>(key, (detail) => detail && { ...detail, uye: member });
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: key }),
    queryClient.invalidateQueries({ queryKey: memberAdminKeys.lists() }),
  ]);
}
