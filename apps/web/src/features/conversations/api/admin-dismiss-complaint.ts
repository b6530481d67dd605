import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dismissComplaint } from '@tedarik/contract/conversations/admin';
import { call } from '../../../lib/call';
import { conversationAdminKeys } from './admin-keys';

/**
 * POST /adn_api/v2/complaints/{id}/dismiss → 'Şikayet sonuçlandı; konuşma açık kaldı.' The complaint leaves the open
 * queue; its thread's audit has the dismissal.
 */
export function useDismissComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(dismissComplaint, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationAdminKeys.all }),
  });
}
