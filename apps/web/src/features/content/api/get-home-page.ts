import { queryOptions } from '@tanstack/react-query';
import type { HomePage } from '@tedarik/contract/content';
import { getJson } from '../../../lib/http';

/** GET /api/indexpage: counters, upper and lower article blocks, sectors and home banners. */
export const fetchHomePage = () => getJson<HomePage>('/api/indexpage');

export const homePageQuery = () =>
  queryOptions({ queryKey: ['content', 'home'], queryFn: fetchHomePage, staleTime: 60_000 });
