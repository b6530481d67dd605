import type { QueryClient } from '@tanstack/react-query';
import type { OwnRequestDetail } from '@tedarik/contract/requests/member';
import { viewer } from '../../../lib/viewer';
import { requestKeys } from './keys';

/**
 * The calls that change my request (stop, finish, accept, rate) answer with its fresh detail: it replaces the cached
 * one at once, and the lists (offer counts, states) and the public pages are fetched again.
 */
export function storeOwnDetail(queryClient: QueryClient, detail: OwnRequestDetail) {
  const who = viewer();
  queryClient.setQueryData(requestKeys.ownDetail(who, detail.talep.id), detail);
  void queryClient.invalidateQueries({ queryKey: [...requestKeys.own(who), 'list'] });
  void queryClient.invalidateQueries({ queryKey: requestKeys.all });
}
