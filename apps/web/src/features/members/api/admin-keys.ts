import { backOfficeKeys } from '../../../lib/admin-query-keys';

/** The two lists of the back-office: plain members (uye-List) and companies (uye-Firma). */
export type MemberListKind = 'members' | 'companies';

/** What a list shows: a page of it, or a page of a search (text over 2 characters and / or a company's sector). */
export type MemberListFilter = { page: number; text: string; sector: number | null };

// Query keys of the back-office member screens, under the shared members root (packages and products change a
// member's page too). The lists sit there as well: a write on a member's page changes its row.
export const memberAdminKeys = {
  all: backOfficeKeys.members,
  detail: backOfficeKeys.memberDetail,
  lists: () => [...backOfficeKeys.members, 'list'] as const,
  list: (kind: MemberListKind, filter: MemberListFilter) =>
    [...memberAdminKeys.lists(), kind, filter.page, filter.text, filter.sector] as const,
};
