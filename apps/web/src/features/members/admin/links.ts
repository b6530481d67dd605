// The back-office's member lists (admin spec §2 uye-List, uye-Firma): the page, the search text and the company
// sector live in the URL (?sayfa=2&ara=demir&sektor=3), so a page of a search has its own link, the pager's links
// keep the search, and the back button returns to it.
import { ADMIN_HOME } from '../../../lib/paths';
import { pageNumber } from '../../../ui/page-window';
import type { MemberListFilter, MemberListKind } from '../api/admin-keys';

const PATH: Record<MemberListKind, string> = { members: 'uye-List', companies: 'uye-Firma' };

const LIST_PARAMS = { page: 'sayfa', text: 'ara', sector: 'sektor' } as const;

/** The list's filter in a URL's query; what is missing or malformed is left out (page 1, no text, no sector). */
export function memberListFilter(search: string | URLSearchParams): MemberListFilter {
  const query = new URLSearchParams(search);
  const sector = Number(query.get(LIST_PARAMS.sector));
  return {
    page: pageNumber(query.get(LIST_PARAMS.page)),
    text: (query.get(LIST_PARAMS.text) ?? '').trim(),
    sector: Number.isInteger(sector) && sector > 0 ? sector : null,
  };
}

/** '/adminimt/uye-Firma?ara=demir&sektor=3&sayfa=2'; page 1 and an empty filter are left out. */
export function memberListHref(kind: MemberListKind, filter: Partial<MemberListFilter> = {}): string {
  const query = new URLSearchParams();
  if (filter.text?.trim()) query.set(LIST_PARAMS.text, filter.text.trim());
  if (kind === 'companies' && filter.sector) query.set(LIST_PARAMS.sector, String(filter.sector));
  if (filter.page && filter.page > 1) query.set(LIST_PARAMS.page, String(filter.page));
  const text = query.toString();
  return `${ADMIN_HOME}/${PATH[kind]}${text ? `?${text}` : ''}`;
}
