import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { openRound } from '@tedarik/contract/offers/member-desk';
import { call } from '../../../lib/call';
import { viewer } from '../../../lib/viewer';
import { offerKeys } from './keys';

/** POST /api/v2/requests/{id}/rounds ('Yeni Tur') → the desk, which replaces the cached one. */
export function useOpenRound(requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof openRound>) => call(openRound, { params: { id: requestId }, body }),
    onSuccess: (desk) => queryClient.setQueryData(offerKeys.desk(viewer(), requestId), desk),
  });
}
