import { queryOptions } from '@tanstack/react-query';
import { getMailSettings } from '@tedarik/contract/settings/admin';
import { call } from '../../../lib/call';
import { settingsAdminKeys } from './admin-keys';

/** GET /adn_api/mailislmeleri → the mail settings; the password never (gsifreVar: one is stored). */
export const adminMailQuery = () =>
  queryOptions({ queryKey: settingsAdminKeys.mail(), queryFn: () => call(getMailSettings) });
