import { queryOptions } from '@tanstack/react-query';
import type { PublicRequestItem } from '@tedarik/contract/requests';
import { getJson } from '../../../lib/http';
import { getMemberUser } from '../../../lib/session';

/** GET /api/indeximbtalepler: the newest open requests for the home page (dated for a logged-in member). */
export const fetchHomeRequests = () => getJson<PublicRequestItem[]>('/api/indeximbtalepler', { auth: 'member' });

export const homeRequestsQuery = () =>
  queryOptions({ queryKey: ['requests', 'home', getMemberUser()?.email ?? null], queryFn: fetchHomeRequests });
