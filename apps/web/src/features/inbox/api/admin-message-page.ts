import type { QueryClient } from '@tanstack/react-query';
import type { ContactMessage } from '@tedarik/contract/inbox/admin';
import { inboxKeys } from './keys';

/**
 * After a message is read or deleted: the page the server answered replaces the screen's, the other pages are
 * fetched again when shown, and the top bar's unread count is fetched at once.
 */
export function putMessagePage(queryClient: QueryClient, page: number, list: ContactMessage[]): void {
  const key = inboxKeys.messagePage(page);
  queryClient.setQueryData(key, list);
  void queryClient.invalidateQueries({
    queryKey: inboxKeys.messages(),
    predicate: (query) => query.queryKey[3] === 'page' && query.queryKey[4] !== page,
  });
  void queryClient.invalidateQueries({ queryKey: inboxKeys.unreadCount() });
}
