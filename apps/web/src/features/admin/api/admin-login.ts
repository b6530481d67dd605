import { useMutation } from '@tanstack/react-query';
import type { AdminSession } from '@tedarik/contract/admin-accounts';
import { getJson } from '../../../lib/http';

/** POST /adn_api/login {kad, sifre} → the back-office session. */
export const adminLogin = (body: { kad: string; sifre: string }) =>
  getJson<AdminSession>('/adn_api/login', { json: body });

export const useAdminLogin = () => useMutation({ mutationFn: adminLogin });
