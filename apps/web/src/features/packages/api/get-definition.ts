import { queryOptions } from '@tanstack/react-query';
import { getDefinition } from '@tedarik/contract/packages/admin';
import { call } from '../../../lib/call';
import { packageAdminKeys } from './admin-keys';

/** GET /adn_api/koleksiyondetay-{id} → one package definition. */
export const definitionQuery = (id: number) =>
  queryOptions({
    queryKey: packageAdminKeys.definition(id),
    queryFn: () => call(getDefinition, { params: { id } }),
  });
