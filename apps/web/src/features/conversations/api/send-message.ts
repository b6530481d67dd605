import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendMessage } from '@tedarik/contract/conversations/member';
import { call } from '../../../lib/call';
import { viewer } from '../../../lib/viewer';
import { conversationKeys } from './keys';

/**
 * POST /api/v2/conversations/{id}/messages {text} → the message as written and the `notice` that tells the writer
 * what the other side does not see. The thread (and through it the lists) is fetched again.
 */
export function useSendMessage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { text: string }) => call(sendMessage, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.thread(viewer(), id) }),
  });
}
