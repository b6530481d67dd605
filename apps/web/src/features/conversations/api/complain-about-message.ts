import { useMutation } from '@tanstack/react-query';
import { complainAboutMessage } from '@tedarik/contract/conversations/member';
import { call } from '../../../lib/call';

/** POST /api/v2/messages/{id}/complaint {reason}: 'Şikayet Et' → the server's 'Şikayetiniz … iletildi.' */
export function useComplainAboutMessage(messageId: number) {
  return useMutation({
    mutationFn: (body: { reason: string }) => call(complainAboutMessage, { params: { id: messageId }, body }),
  });
}
