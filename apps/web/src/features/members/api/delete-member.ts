import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteMember } from '@tedarik/contract/members/admin';
import { backOfficeKeys } from '../../../lib/admin-query-keys';
import { call } from '../../../lib/call';
import { memberAdminKeys } from './admin-keys';

/**
 * GET /adn_api/uyeSil-{id} → 'Üye silindi.'. Its page is dropped; the lists, the dashboard's pending work and the
 * request and rating lists (which name it) are fetched again.
 */
export function useDeleteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: number) => call(deleteMember, { params: { id: memberId } }),
    onSuccess: (_text, memberId) => {
      queryClient.removeQueries({ queryKey: memberAdminKeys.detail(memberId) });
      return Promise.all(
        [memberAdminKeys.all, backOfficeKeys.pendingWork, backOfficeKeys.requests, backOfficeKeys.ratings].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
