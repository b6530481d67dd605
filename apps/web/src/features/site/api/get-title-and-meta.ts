import { queryOptions } from '@tanstack/react-query';
import { getTitleAndMeta } from '@tedarik/contract/settings/public';
import { call } from '../../../lib/call';
import { siteKeys } from './keys';

/** GET /api/TitleandMeta: site title, meta description and keywords, home page intro text, contact data. */
export const titleAndMetaQuery = () =>
  queryOptions({
    queryKey: siteKeys.titleAndMeta(),
    queryFn: () => call(getTitleAndMeta),
    staleTime: 10 * 60_000,
  });
