import { queryOptions } from '@tanstack/react-query';
import { getCategoryRequestList, getRequestList } from '@tedarik/contract/requests/public';
import { call } from '../../../lib/call';
import { getMemberUser } from '../../../lib/session';
import { requestKeys } from './keys';

/**
 * GET /api/imbtalepler[-{categoryId}]?sayfa=n[&s=text]: one page of open requests (company names masked) and the ads;
 * with the member's credentials, when there are any, so rows carry their creation date. With a typed text (3
 * characters or more, issue 51) the requests it finds, ranked, with their top categories and a typo's correction.
 */
export const requestListQuery = (categoryId: number | undefined, page: number, text?: string) =>
  queryOptions({
    queryKey: requestKeys.list(categoryId, page, getMemberUser()?.email ?? null, text),
    queryFn: () => {
      const query = { sayfa: page, s: text };
      return categoryId
        ? call(getCategoryRequestList, { params: { id: categoryId }, query })
        : call(getRequestList, { query });
    },
  });
