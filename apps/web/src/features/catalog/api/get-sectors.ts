import { queryOptions } from '@tanstack/react-query';
import { getSectors } from '@tedarik/contract/catalog/public';
import { call } from '../../../lib/call';
import { catalogKeys } from './keys';

/** GET /api/kategoriLisSektor: top-level sectors with their sub-categories. */
export const sectorsQuery = () =>
  queryOptions({ queryKey: catalogKeys.sectors(), queryFn: () => call(getSectors), staleTime: 10 * 60_000 });
