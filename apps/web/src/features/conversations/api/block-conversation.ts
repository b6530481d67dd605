import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blockConversation } from '@tedarik/contract/conversations/member';
import { call } from '../../../lib/call';
import { viewer } from '../../../lib/viewer';
import { conversationKeys } from './keys';

/** POST /api/v2/conversations/{id}/block: nobody writes in the thread any more; the thread and the lists show it. */
export function useBlockConversation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(blockConversation, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all(viewer()) }),
  });
}
