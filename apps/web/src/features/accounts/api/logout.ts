import { getText } from '../../../lib/http';

/** POST /api/cikis (auth): revokes the token. Quiet: an already ended session must not bounce back to logout. */
export const logout = () => getText('/api/cikis', { method: 'POST', auth: 'member', quiet: true });
