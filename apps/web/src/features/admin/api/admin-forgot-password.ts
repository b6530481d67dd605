import { getText } from '../../../lib/http';

/** POST /adn_api/sifremiUnuttum {email} → the text to show (a reset link was mailed). */
export const adminForgotPassword = (email: string) => getText('/adn_api/sifremiUnuttum', { json: { email } });
