import { queryOptions } from '@tanstack/react-query';
import { getSiteSettings } from '@tedarik/contract/settings/admin';
import { call } from '../../../lib/call';
import { settingsAdminKeys } from './admin-keys';

/** GET /adn_api/genelislmeleri → every field of the site settings, the hidden analytics field included. */
export const adminSiteSettingsQuery = () =>
  queryOptions({ queryKey: settingsAdminKeys.site(), queryFn: () => call(getSiteSettings) });
