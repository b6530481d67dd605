import { getText } from '../../../lib/http';

/** POST /adn_api/cikis: revokes the token. Quiet: an already ended session must not bounce back to logout. */
export const adminLogout = () => getText('/adn_api/cikis', { method: 'POST', auth: 'admin', quiet: true });
