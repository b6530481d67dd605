import { queryOptions } from '@tanstack/react-query';
import { getMemberRequests } from '@tedarik/contract/requests/admin';
import { call } from '../../../lib/call';
import { requestAdminKeys } from './admin-keys';

/**
 * GET /adn_api/uyeTalepListesi-{memberId} → the member's requests with their offer counts, newest first; with
 * `requestId` (?talep=) that request of the member alone (or none).
 */
export const memberRequestsQuery = (memberId: number, requestId?: number) =>
  queryOptions({
    queryKey: requestAdminKeys.member(memberId, requestId),
    queryFn: () => call(getMemberRequests, { params: { id: memberId }, query: { talep: requestId } }),
  });
