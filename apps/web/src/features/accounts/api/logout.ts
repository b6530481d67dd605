import { memberLogout } from '@tedarik/contract/accounts/member';
import { call } from '../../../lib/call';

/** POST /api/cikis (auth): revokes the token. Quiet: an already ended session must not bounce back to logout. */
export const logout = () => call(memberLogout, undefined, { quiet: true });
