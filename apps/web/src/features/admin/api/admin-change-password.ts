import { useMutation } from '@tanstack/react-query';
import type { AdminSession } from '@tedarik/contract/admin-accounts';
import { getJson } from '../../../lib/http';
import { setAdminSession } from '../../../lib/session';

/** POST /adn_api/sifreGunc {eskiSifre, yeniSifre} → a new session (the token changes), stored at once. */
export const adminChangePassword = (body: { eskiSifre: string; yeniSifre: string }) =>
  getJson<AdminSession>('/adn_api/sifreGunc', { json: body, auth: 'admin' });

export const useAdminChangePassword = () =>
  useMutation({ mutationFn: adminChangePassword, onSuccess: setAdminSession });
