// The back-office inbox's screens (admin spec §2 iletisim, Bultens): both lists keep their page in ?sayfa=, the
// newsletter list its e-mail search in ?ara=, so every page of a search has its own link and Back returns to it.
import { ADMIN_HOME } from '../../../lib/paths';
import { pageNumber } from '../../../ui/page-window';
import type { SubscriberFilter } from '../api/keys';

export const inboxHref = {
  messages: `${ADMIN_HOME}/iletisim`,
  subscribers: `${ADMIN_HOME}/Bultens`,
};

/** The contact inbox's page from its URL's ?sayfa= (1 when absent or not a page number). */
export const messagePageOf = (search: string | URLSearchParams) => pageNumber(new URLSearchParams(search).get('sayfa'));

/** '/adminimt/iletisim?sayfa=2'; page 1 is the menu's '/adminimt/iletisim'. */
export const messagesHref = (page = 1) => (page > 1 ? `${inboxHref.messages}?sayfa=${page}` : inboxHref.messages);

/** The newsletter list's page and search from its URL (?sayfa=2&ara=gmail). */
export function subscriberFilterOf(search: string | URLSearchParams): SubscriberFilter {
  const query = new URLSearchParams(search);
  return { page: pageNumber(query.get('sayfa')), text: (query.get('ara') ?? '').trim() };
}

/** '/adminimt/Bultens?sayfa=2&ara=gmail'; page 1 and an empty search are left out. */
export function subscribersHref(filter: Partial<SubscriberFilter> = {}): string {
  const query = new URLSearchParams();
  if (filter.page && filter.page > 1) query.set('sayfa', String(filter.page));
  if (filter.text?.trim()) query.set('ara', filter.text.trim());
  const text = query.toString();
  return `${inboxHref.subscribers}${text ? `?${text}` : ''}`;
}
