import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ComplaintCategory, complainAboutMessage } from '@tedarik/contract/conversations/member';
import { call } from '../../../lib/call';
import { viewer } from '../../../lib/viewer';
import { conversationKeys } from './keys';

/**
 * POST /api/v2/messages/{id}/complaint {reason, category}: 'Şikayet Et' → the server's 'Şikayetiniz … iletildi.';
 * the thread then shows the message as reported.
 */
export function useComplainAboutMessage(messageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { reason: string; category: ComplaintCategory }) =>
      call(complainAboutMessage, { params: { id: messageId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all(viewer()) }),
  });
}
