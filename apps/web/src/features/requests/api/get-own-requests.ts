import { queryOptions } from '@tanstack/react-query';
import { getOwnRequests } from '@tedarik/contract/requests/member';
import { call } from '../../../lib/call';
import { viewer } from '../../../lib/viewer';
import { requestKeys } from './keys';

/** GET /api/talepListesi: my active requests (not finished, still open), newest first. */
export const ownRequestsQuery = () =>
  queryOptions({ queryKey: requestKeys.ownList(viewer(), false), queryFn: () => call(getOwnRequests) });
