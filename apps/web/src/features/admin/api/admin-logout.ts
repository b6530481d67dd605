import { adminLogout as adminLogoutCall } from '@tedarik/contract/accounts/admin';
import { call } from '../../../lib/call';

/** POST /adn_api/cikis: revokes the token. Quiet: an already ended session must not bounce back to logout. */
export const adminLogout = () => call(adminLogoutCall, undefined, { quiet: true });
