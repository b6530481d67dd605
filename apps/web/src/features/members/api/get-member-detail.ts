import { queryOptions } from '@tanstack/react-query';
import { getMemberDetail } from '@tedarik/contract/members/admin';
import { call } from '../../../lib/call';
import { memberAdminKeys } from './admin-keys';

/**
 * GET /adn_api/uyeDetay-{id} → the member, its counts and its packages (the definitions to choose from, the current
 * and the past ones).
 */
export const memberDetailQuery = (memberId: number) =>
  queryOptions({
    queryKey: memberAdminKeys.detail(memberId),
    queryFn: () => call(getMemberDetail, { params: { id: memberId } }),
  });
