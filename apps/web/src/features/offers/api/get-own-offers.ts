import { queryOptions } from '@tanstack/react-query';
import { getOwnOffers } from '@tedarik/contract/offers/member';
import { call } from '../../../lib/call';
import { viewer } from '../../../lib/viewer';
import { offerKeys } from './keys';

/** GET /api/teklifListesi: my offers with the requests they answer, newest first. */
export const ownOffersQuery = () =>
  queryOptions({ queryKey: offerKeys.own(viewer()), queryFn: () => call(getOwnOffers) });
