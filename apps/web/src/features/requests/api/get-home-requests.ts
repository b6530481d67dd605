import { queryOptions } from '@tanstack/react-query';
import type { PublicRequestItem } from '@tedarik/contract/requests';
import { getJson } from '../../../lib/http';

/** GET /api/indeximbtalepler: the newest open requests for the home page. */
export const fetchHomeRequests = () => getJson<PublicRequestItem[]>('/api/indeximbtalepler');

export const homeRequestsQuery = () => queryOptions({ queryKey: ['requests', 'home'], queryFn: fetchHomeRequests });
