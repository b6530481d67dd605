import { queryOptions } from '@tanstack/react-query';
import { getAdminHome } from '@tedarik/contract/content/admin-home';
import { call } from '../../../lib/call';
import { contentAdminKeys } from './admin-keys';

/**
 * GET /adn_api/indexAdminBilgiler → the ratings, support tickets, package applications and requests waiting for the
 * admin. Always fetched again on the dashboard: it is the admin's to-do list.
 */
export const adminHomeQuery = () =>
  queryOptions({ queryKey: contentAdminKeys.pendingWork(), queryFn: () => call(getAdminHome), staleTime: 0 });
