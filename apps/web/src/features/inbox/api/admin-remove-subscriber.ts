import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeSubscriber } from '@tedarik/contract/inbox/admin';
import { call } from '../../../lib/call';
import { inboxKeys, type SubscriberFilter } from './keys';

/** POST /adn_api/bultenKaldir-{id}?sayfa=n&ara=text → removes the address; answers the page of that search. */
export function useRemoveSubscriber(filter: SubscriberFilter) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      call(removeSubscriber, { params: { id }, query: { sayfa: filter.page, ara: filter.text } }),
    onSuccess: (list) => {
      const key = inboxKeys.subscriberPage(filter);
      queryClient.setQueryData(key, list);
      // the other pages and searches are fetched again when shown
      void queryClient.invalidateQueries({
        queryKey: inboxKeys.subscribers(),
        predicate: (query) => query.queryKey[3] !== filter.page || query.queryKey[4] !== filter.text,
      });
    },
  });
}
