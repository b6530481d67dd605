import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { answerTicket } from '@tedarik/contract/support/admin';
import { call } from '../../../lib/call';
import { supportAdminKeys } from './admin-keys';

/**
 * POST /adn_api/destekcevap-{id} {detay} → the thread with the answer, which replaces the page's thread; the list
 * (its state) and the dashboard's pending tickets are fetched again. The member is told by notification and mail.
 */
export function useAnswerTicket(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof answerTicket>) => call(answerTicket, { params: { id }, body }),
    onSuccess: (thread) => {
      queryClient.setQueryData(supportAdminKeys.thread(id), thread);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: supportAdminKeys.pages() }),
        queryClient.invalidateQueries({ queryKey: supportAdminKeys.pendingWork }),
      ]);
    },
  });
}
