import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { replyTicket } from '@tedarik/contract/support/member';
import { call } from '../../../lib/call';
import { viewer } from '../../../lib/viewer';
import { supportKeys } from './keys';

/**
 * POST /api/destekyeniDetay-{id} {detay} → 'iletildi.'. The thread shows the new message and my list the new state
 * ('Müşteri Yanıtı'): both are fetched again.
 */
export function useReplyTicket(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof replyTicket>) => call(replyTicket, { params: { id }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: supportKeys.thread(viewer(), id) }),
        queryClient.invalidateQueries({ queryKey: supportKeys.list(viewer()) }),
      ]),
  });
}
