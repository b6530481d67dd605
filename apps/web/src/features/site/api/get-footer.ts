import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { siteKeys } from './keys';
import { loadSettings } from './settings';

/** GET /api/footer: page groups, social links, tags and the copyright line. */
export const footerQuery = () =>
  queryOptions({
    queryKey: siteKeys.footer(),
    queryFn: async () => call((await loadSettings()).getFooter),
    staleTime: 10 * 60_000,
  });
