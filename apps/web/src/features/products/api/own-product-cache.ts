import type { QueryClient } from '@tanstack/react-query';
import { viewer } from '../../../lib/viewer';
import { productKeys } from './keys';

/**
 * After a change to one of my products: my list and that product's page are fetched again, and so are the public
 * product lists and pages (its name, text and images show there).
 */
export function refreshOwnProducts(queryClient: QueryClient, id?: number) {
  const who = viewer();
  const jobs = [
    queryClient.invalidateQueries({ queryKey: productKeys.ownList(who) }),
    queryClient.invalidateQueries({ queryKey: productKeys.all }),
  ];
  if (id !== undefined) jobs.push(queryClient.invalidateQueries({ queryKey: productKeys.ownDetail(who, id) }));
  return Promise.all(jobs);
}

/** A removed product's page leaves the cache, once the member has left it (while shown it would be asked again). */
export function forgetOwnProduct(queryClient: QueryClient, id: number) {
  queryClient.removeQueries({ queryKey: productKeys.ownDetail(viewer(), id) });
}
