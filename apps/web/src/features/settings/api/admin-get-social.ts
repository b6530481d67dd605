import { queryOptions } from '@tanstack/react-query';
import { getSocialSettings } from '@tedarik/contract/settings/admin';
import { call } from '../../../lib/call';
import { settingsAdminKeys } from './admin-keys';

/** GET /adn_api/sosyalmedya → the social links (pinterest carries the WhatsApp / help phone number). */
export const adminSocialQuery = () =>
  queryOptions({ queryKey: settingsAdminKeys.social(), queryFn: () => call(getSocialSettings) });
