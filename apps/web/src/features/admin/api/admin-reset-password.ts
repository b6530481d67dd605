import { getText } from '../../../lib/http';

/** POST /adn_api/sifreSifirla {token, sifre}: the token of the mailed link /adminimt/sifre-sifirla?token=… */
export const adminResetPassword = (body: { token: string; sifre: string }) =>
  getText('/adn_api/sifreSifirla', { json: body });
