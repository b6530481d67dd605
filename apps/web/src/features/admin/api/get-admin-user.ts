import { queryOptions } from '@tanstack/react-query';
import { adminUser } from '@tedarik/contract/accounts/admin';
import { call } from '../../../lib/call';
import { adminKeys } from './keys';

/** GET /adn_api/kullaniciGuncelle → the administrator's {kad, mail}. */
export const adminUserQuery = () => queryOptions({ queryKey: adminKeys.user(), queryFn: () => call(adminUser) });
