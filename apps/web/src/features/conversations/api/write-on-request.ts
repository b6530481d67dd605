import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { writeOnRequest } from '@tedarik/contract/conversations/member';
import { call } from '../../../lib/call';
import { viewer } from '../../../lib/viewer';
import { conversationKeys } from './keys';

/**
 * POST /api/v2/requests/{id}/conversations: a supplier asks ('Soru Sor', no supplier named), or the owner writes to
 * the supplier of one of its offers (`offerId`, 'Mesaj Yaz'); the thread is opened when there is none. The member's
 * lists of threads are fetched again.
 */
export function useWriteOnRequest(requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof writeOnRequest>) => call(writeOnRequest, { params: { id: requestId }, body }),
    onSuccess: ({ conversation }) => {
      const who = viewer();
      void queryClient.invalidateQueries({ queryKey: conversationKeys.request(who, requestId) });
      void queryClient.invalidateQueries({ queryKey: conversationKeys.list(who) });
      void queryClient.invalidateQueries({ queryKey: conversationKeys.thread(who, conversation.id) });
    },
  });
}
