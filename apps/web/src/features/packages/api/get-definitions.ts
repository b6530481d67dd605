import { queryOptions } from '@tanstack/react-query';
import { getDefinitions } from '@tedarik/contract/packages/admin';
import { call } from '../../../lib/call';
import { packageAdminKeys } from './admin-keys';

/** GET /adn_api/koleksiyonList → every package definition, the inactive ones included. */
export const definitionsQuery = () =>
  queryOptions({ queryKey: packageAdminKeys.definitions(), queryFn: () => call(getDefinitions) });
