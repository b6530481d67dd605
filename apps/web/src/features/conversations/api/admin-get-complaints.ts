import { infiniteQueryOptions } from '@tanstack/react-query';
import { listComplaints } from '@tedarik/contract/conversations/admin';
import { call } from '../../../lib/call';
import { conversationAdminKeys } from './admin-keys';

/**
 * GET /adn_api/v2/complaints → the open complaints, oldest first (`all`: every one, newest first), 20 a page
 * (cursor: the last complaint shown).
 */
export const complaintsQuery = (all: boolean) =>
  infiniteQueryOptions({
    queryKey: conversationAdminKeys.complaints(all),
    queryFn: ({ pageParam }) =>
      call(listComplaints, { query: { cursor: pageParam, limit: 20, ...(all && { all: '1' as const }) } }),
    initialPageParam: undefined as number | undefined,
    // an id list's cursor: the contract reads it as a number
    getNextPageParam: (page) => (page.nextCursor === null ? undefined : Number(page.nextCursor)),
  });
