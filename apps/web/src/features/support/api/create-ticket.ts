import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { createTicket } from '@tedarik/contract/support/member';
import { call } from '../../../lib/call';
import { viewer } from '../../../lib/viewer';
import { supportKeys } from './keys';

/** POST /api/destekyeni {baslik, detay} → the new ticket's id; my list is fetched again. */
export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof createTicket>) => call(createTicket, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.list(viewer()) }),
  });
}
