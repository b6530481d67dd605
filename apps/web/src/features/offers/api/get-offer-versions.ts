import { queryOptions } from '@tanstack/react-query';
import { getOfferVersions } from '@tedarik/contract/offers/member-desk';
import { call } from '../../../lib/call';
import { viewer } from '../../../lib/viewer';
import { offerKeys } from './keys';

/** GET /api/v2/offers/{id}/versions: every version of an offer, oldest first, with what changed. */
export const offerVersionsQuery = (offerId: number) =>
  queryOptions({
    queryKey: offerKeys.versions(viewer(), offerId),
    queryFn: () => call(getOfferVersions, { params: { id: offerId } }),
  });
