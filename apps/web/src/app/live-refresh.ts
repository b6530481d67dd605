// What each live event makes the page fetch again (issue 38 item 4): the stream (features/conversations/live.ts) names
// what changed, and the queries that show it are invalidated here, where the areas' keys meet (a feature does not
// import another's). An invalidated query that is shown is fetched at once; one that is not, when it is shown next.
import type { QueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '@tedarik/contract/events/kinds';
import { accountKeys } from '../features/accounts/api/keys';
import { conversationKeys } from '../features/conversations/api/keys';
import { offerKeys } from '../features/offers/api/keys';
import { packageKeys } from '../features/packages/api/keys';
import { requestKeys } from '../features/requests/api/keys';
import { siteKeys } from '../features/site/api/keys';
import { viewer } from '../lib/viewer';

/** The keys an event makes stale, for the member logged in now. */
export function staleKeys(event: LiveEvent | 'gap'): readonly (readonly unknown[])[] {
  const who = viewer();
  if (event === 'gap')
    // what was missed is unknown: everything that an event could have changed
    return [
      conversationKeys.all(who),
      offerKeys.all(who),
      requestKeys.own(who),
      [...requestKeys.all, 'detail'],
      siteKeys.notifications(who, 'talepler'),
      siteKeys.notifications(who, 'uyarilar'),
      packageKeys.own(who),
      accountKeys.me(who),
    ];
  switch (event.kind) {
    // a message or a thread's state: the threads, their lists and badges, and the header's count (an open thread
    // is read again, which marks it read: its query then refreshes the counts once more, api/get-messages.ts)
    case 'message':
    case 'conversation':
      return [conversationKeys.all(who)];
    // an offer on my request (the buyer's page, desk, comparison and lists) or my offer opened (the supplier's)
    case 'offer':
      return requestStale(event.requestId);
    // the bell's list; and what the notice is about: a request's pages, or the package and the role it gives
    case 'notification':
      return [
        siteKeys.notifications(who, event.list),
        ...(event.requestId === undefined || event.list === 'talepler' ? [] : requestStale(event.requestId)),
        ...(event.about.startsWith('package_') ? [packageKeys.own(who), accountKeys.me(who)] : []),
      ];
  }
}

/** What shows a request's offers to the member logged in now. */
function requestStale(requestId: number) {
  const who = viewer();
  return [
    requestKeys.ownDetail(who, requestId),
    [...requestKeys.own(who), 'list'],
    offerKeys.desk(who, requestId),
    [...offerKeys.all(who), 'comparison', requestId],
    offerKeys.mine(who, requestId),
    offerKeys.own(who),
    [...requestKeys.all, 'detail', requestId],
  ];
}

export function refresh(queryClient: QueryClient, event: LiveEvent | 'gap') {
  for (const queryKey of staleKeys(event)) void queryClient.invalidateQueries({ queryKey });
}
