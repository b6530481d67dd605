import { getText } from '../../../lib/http';

/** POST /api/sifremiUnuttum {email} → the text to show (a reset link was mailed). */
export const forgotPassword = (email: string) => getText('/api/sifremiUnuttum', { json: { email } });
