import { queryOptions } from '@tanstack/react-query';
import { getCatalogChoices } from '@tedarik/contract/products/admin';
import { call } from '../../../lib/call';
import { productAdminKeys } from './admin-keys';

/** GET /adn_api/kategoriselectlist → every catalog product as 'category > product', to list a product under. */
export const catalogChoicesQuery = () =>
  queryOptions({
    queryKey: productAdminKeys.catalogChoices(),
    queryFn: () => call(getCatalogChoices),
    staleTime: 5 * 60_000,
  });
