import { queryOptions } from '@tanstack/react-query';
import { getOwnRequest } from '@tedarik/contract/requests/member';
import { call } from '../../../lib/call';
import { viewer } from '../../../lib/viewer';
import { requestKeys } from './keys';

/** GET /api/talepDetay-{id}: my request with every offer on it (404 for anyone else's). */
export const ownRequestQuery = (id: number) =>
  queryOptions({
    queryKey: requestKeys.ownDetail(viewer(), id),
    queryFn: () => call(getOwnRequest, { params: { id } }),
  });
