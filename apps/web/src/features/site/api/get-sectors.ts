import { queryOptions } from '@tanstack/react-query';
import type { Sectors } from '@tedarik/contract/site';
import { getJson } from '../../../lib/http';

/** GET /api/kategoriLisSektor: top-level sectors with their sub-categories. */
export const fetchSectors = () => getJson<Sectors>('/api/kategoriLisSektor');

export const sectorsQuery = () =>
  queryOptions({ queryKey: ['site', 'sectors'], queryFn: fetchSectors, staleTime: 10 * 60_000 });
