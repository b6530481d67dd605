import { queryOptions } from '@tanstack/react-query';
import { getRequestOffers } from '@tedarik/contract/requests/admin';
import { call } from '../../../lib/call';
import { requestAdminKeys } from './admin-keys';

/** GET /adn_api/uyeTalepCevapListesi-{requestId} → the request's offers with their suppliers and ratings. */
export const requestOffersQuery = (requestId: number) =>
  queryOptions({
    queryKey: requestAdminKeys.offers(requestId),
    queryFn: () => call(getRequestOffers, { params: { id: requestId } }),
  });
