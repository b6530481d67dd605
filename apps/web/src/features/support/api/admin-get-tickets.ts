import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getAdminTickets } from '@tedarik/contract/support/admin';
import { call } from '../../../lib/call';
import { supportAdminKeys } from './admin-keys';

/**
 * GET /adn_api/DestekList?sayfa=n → 50 tickets, those waiting for an answer first, then the newest. No total comes
 * with them: a full page means there may be another.
 */
export const adminTicketsQuery = (page: number) =>
  queryOptions({
    queryKey: supportAdminKeys.page(page),
    queryFn: () => call(getAdminTickets, { query: { sayfa: page } }),
    placeholderData: keepPreviousData,
  });
