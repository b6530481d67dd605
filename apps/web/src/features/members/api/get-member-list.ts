import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getCompanies, getMembers, searchCompanies, searchMembers } from '@tedarik/contract/members/admin';
import { call } from '../../../lib/call';
import { type MemberListFilter, type MemberListKind, memberAdminKeys } from './admin-keys';

/** Admin spec §5, §9: the member search takes the text from 3 characters on (shorter text is not sent). */
const MIN_MEMBER_SEARCH = 3;

/** The text the server searches by: '' below 3 characters. */
export const searchText = (text: string) => (text.trim().length >= MIN_MEMBER_SEARCH ? text.trim() : '');

/**
 * One page of a member list (the two lists are one call on two paths, and so are their searches):
 * GET /adn_api/uyeList-{page} | firmaList-{page}, or with a text or a sector
 * POST /adn_api/uyeListAra | firmaListAra {ara, sektor, sayfa} → {liste, toplam, adet = pages, sayfa}.
 */
export const memberListQuery = (kind: MemberListKind, filter: MemberListFilter) => {
  const text = searchText(filter.text);
  const sector = kind === 'companies' ? filter.sector : null;
  const key = { page: filter.page, text, sector };
  return queryOptions({
    queryKey: memberAdminKeys.list(kind, key),
    queryFn: () => {
      if (!text && !sector)
        return call(kind === 'companies' ? getCompanies : getMembers, { params: { page: filter.page } });
      return call(kind === 'companies' ? searchCompanies : searchMembers, {
        body: { ara: text, sektor: sector ?? undefined, sayfa: filter.page },
      });
    },
    placeholderData: keepPreviousData,
    // 'Detay' opens a member in a new tab: back on the list's tab, its changes show
    refetchOnWindowFocus: 'always',
  });
};
