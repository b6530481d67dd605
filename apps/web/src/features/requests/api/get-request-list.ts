import { queryOptions } from '@tanstack/react-query';
import type { PublicRequestPage } from '@tedarik/contract/requests';
import { getJson } from '../../../lib/http';

/** GET /api/imbtalepler[-{categoryId}]?sayfa=n: one page of open requests (company names masked) and the ads. */
export const fetchRequestList = (categoryId: number | undefined, page: number) =>
  getJson<PublicRequestPage>(`/api/imbtalepler${categoryId ? `-${categoryId}` : ''}?sayfa=${page}`);

export const requestListQuery = (categoryId: number | undefined, page: number) =>
  queryOptions({
    queryKey: ['requests', 'list', categoryId ?? null, page],
    queryFn: () => fetchRequestList(categoryId, page),
  });
