import { queryOptions } from '@tanstack/react-query';
import { getMemberRequests } from '@tedarik/contract/requests/admin';
import { call } from '../../../lib/call';
import { requestAdminKeys } from './admin-keys';

/** GET /adn_api/uyeTalepListesi-{memberId} → the member's requests with their offer counts, newest first. */
export const memberRequestsQuery = (memberId: number) =>
  queryOptions({
    queryKey: requestAdminKeys.member(memberId),
    queryFn: () => call(getMemberRequests, { params: { id: memberId } }),
  });
