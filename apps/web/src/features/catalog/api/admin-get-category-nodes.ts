import { queryOptions } from '@tanstack/react-query';
import { getCategoryNodes } from '@tedarik/contract/catalog/admin';
import { call } from '../../../lib/call';
import { catalogAdminKeys } from './admin-keys';

/** GET /adn_api/kategorilerList → the nested tree (sectors, each with its sub-categories, tags and product totals). */
export const categoryNodesQuery = () =>
  queryOptions({ queryKey: catalogAdminKeys.tree(), queryFn: () => call(getCategoryNodes) });
