import { queryOptions } from '@tanstack/react-query';
import { getHomeRequests } from '@tedarik/contract/requests/public';
import { call } from '../../../lib/call';
import { getMemberUser } from '../../../lib/session';
import { requestKeys } from './keys';

/** GET /api/indeximbtalepler: the newest open requests for the home page (dated for a logged-in member). */
export const homeRequestsQuery = () =>
  queryOptions({
    queryKey: requestKeys.home(getMemberUser()?.email ?? null),
    queryFn: () => call(getHomeRequests),
  });
