import { queryOptions } from '@tanstack/react-query';
import { unreadMessages } from '@tedarik/contract/conversations/member';
import { call } from '../../../lib/call';
import { viewer } from '../../../lib/viewer';
import { conversationKeys } from './keys';

/**
 * GET /api/v2/conversations/unread: how many messages the member has not read (the header's badge). Fetched again
 * when the live stream tells of a message, and when a thread is read.
 */
export const unreadQuery = () =>
  queryOptions({
    queryKey: conversationKeys.unread(viewer()),
    queryFn: ({ signal }) => call(unreadMessages, undefined, { signal }),
    select: (answer) => answer.unread,
  });
