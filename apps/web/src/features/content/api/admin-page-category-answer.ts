import type { QueryClient } from '@tanstack/react-query';
import type { CallResult } from '@tedarik/contract/call';
import type { getPageCategories } from '@tedarik/contract/content/admin';
import { refreshPublicContent } from './admin-content-changes';
import { contentAdminKeys } from './admin-keys';

/**
 * The page groups as the server answered a change: they replace the list. The pages show their group's name (and a
 * deleted group leaves its pages without one), so they are refetched too, and the footer with them.
 */
export function putPageCategories(queryClient: QueryClient, groups: CallResult<typeof getPageCategories>) {
  queryClient.setQueryData(contentAdminKeys.pageCategories(), groups);
  refreshPublicContent(queryClient, 'page');
  void queryClient.invalidateQueries({ queryKey: contentAdminKeys.pages() });
}
