import { queryOptions } from '@tanstack/react-query';
import type { CategoryListAll } from '@tedarik/contract/catalog';
import { getJson } from '../../../lib/http';

/** GET /api/kategoriListAll: every category with its direct children and its catalog products. */
export const fetchCategoryTree = () => getJson<CategoryListAll>('/api/kategoriListAll');

export const categoryTreeQuery = () =>
  queryOptions({ queryKey: ['catalog', 'tree'], queryFn: fetchCategoryTree, staleTime: 10 * 60_000 });
