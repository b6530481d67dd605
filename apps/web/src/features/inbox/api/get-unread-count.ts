import { queryOptions } from '@tanstack/react-query';
import { getUnreadContactCount } from '@tedarik/contract/inbox/admin';
import { call } from '../../../lib/call';
import { POLLING } from '../../../lib/polling';
import { inboxKeys } from './keys';

/** GET /adn_api/iletisimCount → the number of unread contact messages, polled every minute. */
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: inboxKeys.unreadCount(),
    queryFn: () => call(getUnreadContactCount),
    refetchInterval: 60_000,
    meta: POLLING,
  });
