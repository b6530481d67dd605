import { queryOptions } from '@tanstack/react-query';
import { getActivePackages } from '@tedarik/contract/packages/admin';
import { call } from '../../../lib/call';
import { packageAdminKeys } from './admin-keys';

/** GET /adn_api/AktifPaketListesi → the packages running today, with their companies. */
export const activePackagesQuery = () =>
  queryOptions({ queryKey: packageAdminKeys.active(), queryFn: () => call(getActivePackages) });
