import { queryOptions } from '@tanstack/react-query';
import { getMemberRatings } from '@tedarik/contract/offers/admin';
import { call } from '../../../lib/call';
import { offerAdminKeys } from './admin-keys';

/** GET /adn_api/uyefirmaPuan-{memberId} → the ratings the member gave or received, newest first. */
export const memberRatingsQuery = (memberId: number) =>
  queryOptions({
    queryKey: offerAdminKeys.memberRatings(memberId),
    queryFn: () => call(getMemberRatings, { params: { id: memberId } }),
  });
