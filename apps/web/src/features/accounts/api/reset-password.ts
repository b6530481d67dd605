import { getText } from '../../../lib/http';

/** POST /api/sifreSifirla {token, sifre}: the token of the mailed link /account-sifre-sifirla?token=… */
export const resetPassword = (body: { token: string; sifre: string }) => getText('/api/sifreSifirla', { json: body });
