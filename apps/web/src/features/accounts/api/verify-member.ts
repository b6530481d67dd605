import { queryOptions } from '@tanstack/react-query';
import { verifyMember } from '@tedarik/contract/accounts/member';
import { call } from '../../../lib/call';
import { accountKeys } from './keys';

/** GET /api/uyeDogrula: the refreshed session user (role, activation and logo may have changed). */
export const verifyMemberQuery = (email: string | null) =>
  queryOptions({ queryKey: accountKeys.me(email), queryFn: () => call(verifyMember), staleTime: 30_000 });
