import { conversationsQuery } from '../../../features/conversations/api/get-conversations';
import { messagesQuery } from '../../../features/conversations/api/get-messages';
import { MessagesScreen } from '../../../features/conversations/components/messages-screen';
import { queryClient } from '../../query-client';
import { useSegment } from '../../segment-route';

/** The thread a path names (/hesabim/mesajlar/{id}), if any. */
const threadOf = (params: Record<string, string | undefined>) => (params.id ? Number(params.id) : undefined);

export function prefetch(url: URL) {
  void queryClient.prefetchInfiniteQuery(conversationsQuery());
  const id = /\/(\d+)\/?$/.exec(url.pathname)?.[1];
  if (id) void queryClient.prefetchInfiniteQuery(messagesQuery(Number(id)));
}

/** /hesabim/mesajlar and /hesabim/mesajlar/{id}: the member's threads and the one chosen (issue 38). */
export function Component() {
  return <MessagesScreen selected={threadOf(useSegment().params)} />;
}
