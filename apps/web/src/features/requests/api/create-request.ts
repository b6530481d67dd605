import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { createRequest } from '@tedarik/contract/requests/member';
import { call } from '../../../lib/call';
import { viewer } from '../../../lib/viewer';
import { requestKeys } from './keys';

/** POST /api/talepOlustur → {id}; my lists are fetched again (the new request waits for approval). */
export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof createRequest>) => call(createRequest, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestKeys.own(viewer()) }),
  });
}
