import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getContactMessages } from '@tedarik/contract/inbox/admin';
import { call } from '../../../lib/call';
import { inboxKeys } from './keys';

/** GET /adn_api/iletisimList?sayfa=n → a page of 50 contact messages, newest first. */
export const contactMessagesQuery = (page: number) =>
  queryOptions({
    queryKey: inboxKeys.messagePage(page),
    queryFn: () => call(getContactMessages, { query: { sayfa: page } }),
    // the page before stays in sight while the next one loads
    placeholderData: keepPreviousData,
  });
