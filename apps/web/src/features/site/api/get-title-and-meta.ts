import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { siteKeys } from './keys';
import { loadSettings } from './settings';

/** GET /api/TitleandMeta: site title, meta description and keywords, home page intro text, contact data. */
export const titleAndMetaQuery = () =>
  queryOptions({
    queryKey: siteKeys.titleAndMeta(),
    queryFn: async () => call((await loadSettings()).getTitleAndMeta),
    staleTime: 10 * 60_000,
  });
