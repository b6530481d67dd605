import { useMutation, useQueryClient } from '@tanstack/react-query';
import { closeConversation } from '@tedarik/contract/conversations/admin';
import { call } from '../../../lib/call';
import { conversationAdminKeys } from './admin-keys';

/**
 * POST /adn_api/v2/conversations/{id}/close → 'Konuşma kapatıldı; şikayetleri sonuçlandı.' Nobody writes in it any
 * more and its open complaints are resolved: the queue and the thread are fetched again.
 */
export function useCloseThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(closeConversation, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationAdminKeys.all }),
  });
}
