import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unblockConversation } from '@tedarik/contract/conversations/member';
import { call } from '../../../lib/call';
import { viewer } from '../../../lib/viewer';
import { conversationKeys } from './keys';

/**
 * DELETE /api/v2/conversations/{id}/block: the side that blocked the thread lifts it (the other side is refused with
 * the server's text); the thread and the lists show it.
 */
export function useUnblockConversation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(unblockConversation, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all(viewer()) }),
  });
}
