import { queryOptions } from '@tanstack/react-query';
import type { SessionUser } from '@tedarik/contract/accounts';
import { getJson } from '../../../lib/http';

/** GET /api/uyeDogrula (auth) → the refreshed session user (role, activation and logo may have changed). */
export const verifyMember = () => getJson<SessionUser>('/api/uyeDogrula', { auth: 'member' });

/** Keyed by the e-mail: a cached user of another login (another tab) never stands in for the current one. */
export const verifyMemberQuery = (email: string | null) =>
  queryOptions({ queryKey: ['member', 'me', email], queryFn: verifyMember, staleTime: 30_000 });
