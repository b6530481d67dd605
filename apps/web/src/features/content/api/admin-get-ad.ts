import { queryOptions } from '@tanstack/react-query';
import { getAd } from '@tedarik/contract/content/admin';
import { call } from '../../../lib/call';
import { contentAdminKeys } from './admin-keys';

/** GET /adn_api/reklamdetay-{id} → {reklam, tipler}: the ad and the places to choose from. */
export const adminAdQuery = (id: number) =>
  queryOptions({ queryKey: contentAdminKeys.ad(id), queryFn: () => call(getAd, { params: { id } }) });
