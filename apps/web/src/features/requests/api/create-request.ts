import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createDeskRequest, type NewRequest } from '@tedarik/contract/requests/member-desk';
import { call } from '../../../lib/call';
import { viewer } from '../../../lib/viewer';
import { requestKeys } from './keys';

/**
 * POST /api/v2/requests → {id}: the legacy talepOlustur's request with the desk's terms (Kapalı Zarf, the most offers
 * it takes). My lists are fetched again (the new request waits for approval).
 */
export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewRequest) => call(createDeskRequest, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestKeys.own(viewer()) }),
  });
}
