import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { CATALOGUE_VIEWS } from '../../../lib/catalogue-views';
import { catalogAdminKeys } from './admin-keys';
import { catalogKeys } from './keys';

/**
 * After a catalogue write: every other back-office catalogue answer (counts, paths and names show in all of them)
 * and every view outside it that shows the catalogue (public lists and pages, the member area, the back-office's
 * requests and members) is refetched: the open ones at once, the others when next shown. `fresh`: the keys the
 * write's own answer was put into. Resolves once the open catalogue screen has its new data.
 */
export function refreshCatalogue(queryClient: QueryClient, fresh: readonly QueryKey[] = []): Promise<void> {
  const hashes = new Set(fresh.map((key) => hashKey(key)));
  for (const queryKey of [catalogKeys.all, ...Object.values(CATALOGUE_VIEWS)])
    void queryClient.invalidateQueries({ queryKey });
  return queryClient.invalidateQueries({
    queryKey: catalogAdminKeys.all,
    predicate: (query) => !hashes.has(query.queryHash),
  });
}
