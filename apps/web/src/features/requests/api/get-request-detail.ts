import { queryOptions } from '@tanstack/react-query';
import { getPublicRequest } from '@tedarik/contract/requests/public';
import { call } from '../../../lib/call';
import { requestKeys } from './keys';

/**
 * GET /api/genelteklif-{id}, with the member's credentials when logged in: a visitor gets the company masked and no
 * creation date.
 */
export const requestDetailQuery = (id: number, viewer: string | null) =>
  queryOptions({
    queryKey: requestKeys.detail(id, viewer),
    queryFn: () => call(getPublicRequest, { params: { id } }),
  });
