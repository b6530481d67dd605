import { queryOptions } from '@tanstack/react-query';
import { getFooter } from '@tedarik/contract/settings/public';
import { call } from '../../../lib/call';
import { siteKeys } from './keys';

/** GET /api/footer: page groups, social links, tags and the copyright line. */
export const footerQuery = () =>
  queryOptions({
    queryKey: siteKeys.footer(),
    queryFn: () => call(getFooter),
    staleTime: 10 * 60_000,
  });
