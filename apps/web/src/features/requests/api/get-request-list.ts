import { queryOptions } from '@tanstack/react-query';
import { getCategoryRequestList, getRequestList } from '@tedarik/contract/requests/public';
import { call } from '../../../lib/call';
import { getMemberUser } from '../../../lib/session';
import { requestKeys } from './keys';

/**
 * GET /api/imbtalepler[-{categoryId}]?sayfa=n: one page of open requests (company names masked) and the ads;
 * with the member's credentials, when there are any, so rows carry their creation date.
 */
export const requestListQuery = (categoryId: number | undefined, page: number) =>
  queryOptions({
    queryKey: requestKeys.list(categoryId, page, getMemberUser()?.email ?? null),
    queryFn: () =>
      categoryId
        ? call(getCategoryRequestList, { params: { id: categoryId }, query: { sayfa: page } })
        : call(getRequestList, { query: { sayfa: page } }),
  });
