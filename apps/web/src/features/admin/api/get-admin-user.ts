import { queryOptions } from '@tanstack/react-query';
import type { zAdminUser } from '@tedarik/contract/admin-accounts';
import type { z } from 'zod';
import { getJson } from '../../../lib/http';

/** GET /adn_api/kullaniciGuncelle → the administrator's {kad, mail}. */
export const fetchAdminUser = () =>
  getJson<z.infer<typeof zAdminUser>>('/adn_api/kullaniciGuncelle', { auth: 'admin' });

export const adminUserQuery = () => queryOptions({ queryKey: ['admin', 'user'], queryFn: fetchAdminUser });
