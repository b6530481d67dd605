import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { searchAllRequests } from '@tedarik/contract/requests/admin';
import { call } from '../../../lib/call';
import { requestAdminKeys } from './admin-keys';

/** Admin spec §5: the request search runs only for more than 3 characters. */
export const MIN_REQUEST_SEARCH = 4;

/**
 * POST /adn_api/tumTalepListesi?sayfa=1 {ara} → the newest 100 requests whose product or member matches (a read,
 * though a POST); without sayfa the server would answer every match, as to a legacy client.
 */
export const requestSearchQuery = (text: string) =>
  queryOptions({
    queryKey: requestAdminKeys.search(text),
    queryFn: () => call(searchAllRequests, { query: { sayfa: 1 }, body: { ara: text } }),
    enabled: text.length >= MIN_REQUEST_SEARCH,
    placeholderData: keepPreviousData,
  });
