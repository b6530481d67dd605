import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ContactMessage, markContactMessageRead } from '@tedarik/contract/inbox/admin';
import { call } from '../../../lib/call';
import { putMessagePage } from './admin-message-page';
import { inboxKeys } from './keys';

/** POST /adn_api/iletisimokundu-{id}?sayfa=n → marks the message read; answers the page (the badge drops by one). */
export function useMarkMessageRead(page: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(markContactMessageRead, { params: { id }, query: { sayfa: page } }),
    onSuccess: (list, id) => {
      queryClient.setQueryData<ContactMessage>(inboxKeys.message(id), (message) =>
        message ? { ...message, oku: true } : message,
      );
      putMessagePage(queryClient, page, list);
    },
  });
}
