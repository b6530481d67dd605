import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { editRequest } from '@tedarik/contract/requests/member';
import { call } from '../../../lib/call';
import { viewer } from '../../../lib/viewer';
import { requestKeys } from './keys';

/**
 * PUT /api/v2/requests/{id}: my waiting or rejected request changed and sent back to moderation; my lists and its
 * page are fetched again.
 */
export function useEditRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof editRequest>) => call(editRequest, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestKeys.own(viewer()) }),
  });
}
