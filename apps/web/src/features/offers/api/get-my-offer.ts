import { queryOptions } from '@tanstack/react-query';
import { getMyOffer } from '@tedarik/contract/offers/member-desk';
import { call } from '../../../lib/call';
import { viewer } from '../../../lib/viewer';
import { offerKeys } from './keys';

/** GET /api/v2/requests/{id}/my-offer: my offer on a request with its terms, and whether I may still revise it. */
export const myOfferQuery = (requestId: number) =>
  queryOptions({
    queryKey: offerKeys.mine(viewer(), requestId),
    queryFn: () => call(getMyOffer, { params: { id: requestId } }),
  });
