// The buyer's own request in the data cache. Two areas change it: requests (stop, publish, finish) and offers (accept
// an offer, rate it), and each call answers the request's fresh detail. A feature never imports another's keys, so
// the keys both write and the write itself live here (as lib/admin-query-keys.ts does for the back-office).
import type { QueryClient } from '@tanstack/react-query';
import type { OwnRequestDetail } from '@tedarik/contract/requests/member';
import { viewer } from './viewer';

export const requestRoots = {
  /** every public request list and page */
  all: ['requests'] as const,
  /**
   * The buyer's own requests. Under the member root ('member', features/accounts/api/keys.ts) that the logout
   * removes, and per login: another member's requests never stand in for this one's.
   */
  own: (viewer: string | null) => ['member', 'requests', viewer] as const,
  ownDetail: (viewer: string | null, id: number) => [...requestRoots.own(viewer), 'detail', id] as const,
};

/**
 * The calls that change my request (stop, finish, accept, rate) answer with its fresh detail: it replaces the cached
 * one at once, and the lists (offer counts, states) and the public pages are fetched again.
 */
export function storeOwnDetail(queryClient: QueryClient, detail: OwnRequestDetail) {
  const who = viewer();
  queryClient.setQueryData(requestRoots.ownDetail(who, detail.talep.id), detail);
  void queryClient.invalidateQueries({ queryKey: [...requestRoots.own(who), 'list'] });
  void queryClient.invalidateQueries({ queryKey: requestRoots.all });
}
