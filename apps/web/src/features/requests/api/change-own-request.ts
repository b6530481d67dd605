import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeOwnRequest } from '@tedarik/contract/requests/member';
import { call } from '../../../lib/call';
import { storeOwnDetail } from '../../../lib/own-request-cache';

/** POST /api/talepDetayislem-{id} islem=durdur (stop / publish again) | bitir (finish, final) → the detail. */
export function useChangeOwnRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (islem: 'durdur' | 'bitir') => call(changeOwnRequest, { params: { id }, body: { islem } }),
    onSuccess: (detail) => storeOwnDetail(queryClient, detail),
  });
}
