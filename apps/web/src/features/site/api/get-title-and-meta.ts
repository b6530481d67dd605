import { queryOptions } from '@tanstack/react-query';
import type { TitleAndMeta } from '@tedarik/contract/site';
import { getJson } from '../../../lib/http';

/** GET /api/TitleandMeta: site title, meta description and keywords, home page intro text, contact data. */
export const fetchTitleAndMeta = () => getJson<TitleAndMeta>('/api/TitleandMeta');

export const titleAndMetaQuery = () =>
  queryOptions({ queryKey: ['site', 'title-and-meta'], queryFn: fetchTitleAndMeta, staleTime: 10 * 60_000 });
