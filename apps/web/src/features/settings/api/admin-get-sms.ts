import { queryOptions } from '@tanstack/react-query';
import { getSmsSettings } from '@tedarik/contract/settings/admin';
import { call } from '../../../lib/call';
import { settingsAdminKeys } from './admin-keys';

/** GET /adn_api/smsislmeleri → the SMS settings; the password never (sifreVar: one is stored). */
export const adminSmsQuery = () =>
  queryOptions({ queryKey: settingsAdminKeys.sms(), queryFn: () => call(getSmsSettings) });
