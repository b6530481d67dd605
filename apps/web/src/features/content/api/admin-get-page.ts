import { queryOptions } from '@tanstack/react-query';
import { getAdminPage } from '@tedarik/contract/content/admin';
import { call } from '../../../lib/call';
import { contentAdminKeys } from './admin-keys';

/** GET /adn_api/sayfadetay-{id} → one static page {sf, katAd}. */
export const adminPageQuery = (id: number) =>
  queryOptions({ queryKey: contentAdminKeys.page(id), queryFn: () => call(getAdminPage, { params: { id } }) });
