import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';

/** GET /adn_api/iletisimCount → the number of unread contact messages (a bare JSON number). */
export const fetchUnreadCount = () => getJson<number>('/adn_api/iletisimCount', { auth: 'admin' });

export const unreadCountQuery = () =>
  queryOptions({ queryKey: ['admin', 'inbox', 'unread-count'], queryFn: fetchUnreadCount, refetchInterval: 60_000 });
