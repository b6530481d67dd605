import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { moderateRequest } from '@tedarik/contract/requests/admin';
import { backOfficeKeys } from '../../../lib/admin-query-keys';
import { call } from '../../../lib/call';
import { requestAdminKeys } from './admin-keys';

/**
 * POST /adn_api/uyeTalepGuncelle-{memberId} {id, durum: 1 approve | 0 reject (with the reason) | -1 wait, aciklama}
 * → the member's requests: the answer replaces the list; the request shown on its own, the other request lists and
 * the dashboard are refetched.
 */
export function useModerateRequest(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof moderateRequest>) => call(moderateRequest, { params: { id: memberId }, body }),
    onSuccess: (list, { id }) => {
      queryClient.setQueryData(requestAdminKeys.member(memberId), list);
      // the request shown on its own is asked again: the member's list holds their newest 500 only
      void queryClient.invalidateQueries({ queryKey: requestAdminKeys.member(memberId, id) });
      void queryClient.invalidateQueries({ queryKey: requestAdminKeys.pages() });
      void queryClient.invalidateQueries({ queryKey: requestAdminKeys.searches() });
      void queryClient.invalidateQueries({ queryKey: backOfficeKeys.pendingWork });
    },
  });
}
