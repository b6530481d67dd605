import { queryOptions } from '@tanstack/react-query';
import type { PublicRequestDetail } from '@tedarik/contract/requests';
import { getJson } from '../../../lib/http';

/**
 * GET /api/genelteklif-{id}, with the member's credentials when logged in: a visitor gets the company masked and no
 * creation date. Keyed by the viewer so that a login or logout never shows the other one's answer.
 */
export const fetchRequestDetail = (id: number) =>
  getJson<PublicRequestDetail>(`/api/genelteklif-${id}`, { auth: 'member' });

export const requestDetailQuery = (id: number, viewer: string | null) =>
  queryOptions({ queryKey: ['requests', 'detail', id, viewer], queryFn: () => fetchRequestDetail(id) });
