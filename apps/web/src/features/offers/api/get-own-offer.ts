import { queryOptions } from '@tanstack/react-query';
import { getOwnOffer } from '@tedarik/contract/offers/member';
import { call } from '../../../lib/call';
import { viewer } from '../../../lib/viewer';
import { offerKeys } from './keys';

/** GET /api/teklifDetay-{requestId}: the request (buyer masked) and my offer on it (404 without one). */
export const ownOfferQuery = (requestId: number) =>
  queryOptions({
    queryKey: offerKeys.ownDetail(viewer(), requestId),
    queryFn: () => call(getOwnOffer, { params: { id: requestId } }),
  });
