import { queryOptions } from '@tanstack/react-query';
import type { SessionUser } from '@tedarik/contract/accounts';
import { getJson } from '../../../lib/http';

/** GET /api/uyeDogrula (auth) → the refreshed session user (role, activation and logo may have changed). */
export const verifyMember = () => getJson<SessionUser>('/api/uyeDogrula', { auth: 'member' });

export const verifyMemberQuery = () =>
  queryOptions({ queryKey: ['member', 'me'], queryFn: verifyMember, staleTime: 30_000 });
