import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getAllRequests } from '@tedarik/contract/requests/admin';
import { call } from '../../../lib/call';
import { requestAdminKeys } from './admin-keys';

/**
 * GET /adn_api/TumTalepListesi-{page}[?durum=-1|1|0] → one page of every request, or of those waiting, approved or
 * rejected, newest first (liste, toplam, adet = pages).
 */
export const allRequestsQuery = (page: number, state?: -1 | 0 | 1) =>
  queryOptions({
    queryKey: requestAdminKeys.page(page, state),
    queryFn: () => call(getAllRequests, { params: { page }, query: { durum: state } }),
    placeholderData: keepPreviousData,
  });
