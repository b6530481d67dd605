import { infiniteQueryOptions } from '@tanstack/react-query';
import { conversationMessages } from '@tedarik/contract/conversations/member';
import { call } from '../../../lib/call';
import { viewer } from '../../../lib/viewer';
import { conversationKeys } from './keys';

/**
 * GET /api/v2/conversations/{id}/messages: the thread with its messages, the newest page first (50 a page; the next
 * page is older). Reading the newest page marks the thread read on the server, so the header's count and the lists'
 * badges are fetched again after it.
 */
export const messagesQuery = (id: number) =>
  infiniteQueryOptions({
    queryKey: conversationKeys.thread(viewer(), id),
    queryFn: async ({ pageParam, signal, client }) => {
      const page = await call(
        conversationMessages,
        { params: { id }, query: { cursor: pageParam, limit: 50 } },
        { signal },
      );
      if (pageParam === undefined) {
        const who = viewer();
        for (const queryKey of [
          conversationKeys.unread(who),
          conversationKeys.list(who),
          conversationKeys.request(who, page.conversation.requestId),
        ])
          void client.invalidateQueries({ queryKey });
      }
      return page;
    },
    initialPageParam: undefined as number | undefined,
    // an id list's cursor: the contract reads it as a number
    getNextPageParam: (page) => (page.nextCursor === null ? undefined : Number(page.nextCursor)),
  });
