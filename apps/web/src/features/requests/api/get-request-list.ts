import { queryOptions } from '@tanstack/react-query';
import type { PublicRequestPage } from '@tedarik/contract/requests';
import { getJson } from '../../../lib/http';
import { getMemberUser } from '../../../lib/session';

/**
 * GET /api/imbtalepler[-{categoryId}]?sayfa=n: one page of open requests (company names masked) and the ads;
 * with the member's credentials, when there are any, so rows carry their creation date.
 */
export const fetchRequestList = (categoryId: number | undefined, page: number) =>
  getJson<PublicRequestPage>(`/api/imbtalepler${categoryId ? `-${categoryId}` : ''}?sayfa=${page}`, { auth: 'member' });

export const requestListQuery = (categoryId: number | undefined, page: number) =>
  queryOptions({
    queryKey: ['requests', 'list', categoryId ?? null, page, getMemberUser()?.email ?? null],
    queryFn: () => fetchRequestList(categoryId, page),
  });
