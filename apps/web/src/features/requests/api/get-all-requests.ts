import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getAllRequests } from '@tedarik/contract/requests/admin';
import { call } from '../../../lib/call';
import { requestAdminKeys } from './admin-keys';

/** GET /adn_api/TumTalepListesi-{page} → one page of every request, newest first (liste, toplam, adet = pages). */
export const allRequestsQuery = (page: number) =>
  queryOptions({
    queryKey: requestAdminKeys.page(page),
    queryFn: () => call(getAllRequests, { params: { page } }),
    placeholderData: keepPreviousData,
  });
