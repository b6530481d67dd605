import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { searchAllRequests } from '@tedarik/contract/requests/admin';
import { call } from '../../../lib/call';
import { requestAdminKeys } from './admin-keys';

/** Admin spec §5: the request search runs only for more than 3 characters. */
export const MIN_REQUEST_SEARCH = 4;

/** POST /adn_api/tumTalepListesi {ara} → the requests whose product or member matches (a read, though a POST). */
export const requestSearchQuery = (text: string) =>
  queryOptions({
    queryKey: requestAdminKeys.search(text),
    queryFn: () => call(searchAllRequests, { body: { ara: text } }),
    enabled: text.length >= MIN_REQUEST_SEARCH,
    placeholderData: keepPreviousData,
  });
