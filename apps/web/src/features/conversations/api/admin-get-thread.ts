import { queryOptions } from '@tanstack/react-query';
import { getConversationAdmin } from '@tedarik/contract/conversations/admin';
import { call } from '../../../lib/call';
import { conversationAdminKeys } from './admin-keys';

/**
 * GET /adn_api/v2/conversations/{id} → the thread whole (the originals, what the other side did not see named), and
 * its audit. Every answer is a reading the server records, so the screen does not ask again on its own.
 */
export const adminThreadQuery = (id: number) =>
  queryOptions({
    queryKey: conversationAdminKeys.thread(id),
    queryFn: () => call(getConversationAdmin, { params: { id } }),
    staleTime: Number.POSITIVE_INFINITY,
  });
