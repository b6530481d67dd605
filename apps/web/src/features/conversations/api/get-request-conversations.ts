import { queryOptions } from '@tanstack/react-query';
import { requestConversations } from '@tedarik/contract/conversations/member';
import { call } from '../../../lib/call';
import { viewer } from '../../../lib/viewer';
import { conversationKeys } from './keys';

/** GET /api/v2/requests/{id}/conversations: the request's threads (its owner: all of them; a supplier: its own). */
export const requestConversationsQuery = (requestId: number) =>
  queryOptions({
    queryKey: conversationKeys.request(viewer(), requestId),
    queryFn: ({ signal }) => call(requestConversations, { params: { id: requestId } }, { signal }),
    select: (answer) => answer.items,
  });
