import { infiniteQueryOptions } from '@tanstack/react-query';
import { listConversations } from '@tedarik/contract/conversations/member';
import { call } from '../../../lib/call';
import { viewer } from '../../../lib/viewer';
import { conversationKeys } from './keys';

/** GET /api/v2/conversations: the member's threads, the newest message first, 20 a page (cursor: the last one's). */
export const conversationsQuery = () =>
  infiniteQueryOptions({
    queryKey: conversationKeys.list(viewer()),
    queryFn: ({ pageParam, signal }) =>
      call(listConversations, { query: { cursor: pageParam, limit: 20 } }, { signal }),
    initialPageParam: undefined as number | undefined,
    // an id list's cursor: the contract reads it as a number
    getNextPageParam: (page) => (page.nextCursor === null ? undefined : Number(page.nextCursor)),
  });
