import { queryOptions } from '@tanstack/react-query';
import { getOfferableFeed } from '@tedarik/contract/offers/member';
import { call } from '../../../lib/call';
import { viewer } from '../../../lib/viewer';
import { offerKeys } from './keys';

/**
 * GET /api/uyetalelTeklifindex?sayfa=n: the company's open products (urunC) and a page of the requests it may offer
 * on (public, of its products, not its own, not answered yet), newest first.
 */
export const offerableFeedQuery = (page: number) =>
  queryOptions({
    queryKey: offerKeys.feed(viewer(), page),
    queryFn: () => call(getOfferableFeed, { query: { sayfa: page } }),
  });
