import { queryOptions } from '@tanstack/react-query';
import { getCategoryTree } from '@tedarik/contract/catalog/public';
import { call } from '../../../lib/call';
import { catalogKeys } from './keys';

/**
 * GET /api/kategoriListAll: every category with its direct children and its catalog products, for the forms' catalog
 * product choice. The list pages' sidebar builds its tree from GET /api/kategoriListLink instead.
 */
export const categoryTreeQuery = () =>
  queryOptions({ queryKey: catalogKeys.tree(), queryFn: () => call(getCategoryTree), staleTime: 10 * 60_000 });
