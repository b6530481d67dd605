import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getSubscribers } from '@tedarik/contract/inbox/admin';
import { call } from '../../../lib/call';
import { inboxKeys, type SubscriberFilter } from './keys';

/** GET /adn_api/bultenList?sayfa=n&ara=text → a page of 50 subscribers, newest first, searched by e-mail. */
export const subscribersQuery = (filter: SubscriberFilter) =>
  queryOptions({
    queryKey: inboxKeys.subscriberPage(filter),
    queryFn: () => call(getSubscribers, { query: { sayfa: filter.page, ara: filter.text } }),
    placeholderData: keepPreviousData,
  });
