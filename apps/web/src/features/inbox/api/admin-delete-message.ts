import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteContactMessage } from '@tedarik/contract/inbox/admin';
import { call } from '../../../lib/call';
import { putMessagePage } from './admin-message-page';
import { inboxKeys } from './keys';

/** POST /adn_api/iletisimdelete-{id}?sayfa=n → deletes the message; answers the page. */
export function useDeleteMessage(page: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(deleteContactMessage, { params: { id }, query: { sayfa: page } }),
    onSuccess: (list, id) => {
      queryClient.removeQueries({ queryKey: inboxKeys.message(id) });
      putMessagePage(queryClient, page, list);
    },
  });
}
