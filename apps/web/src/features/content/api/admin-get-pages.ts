import { queryOptions } from '@tanstack/react-query';
import { getAdminPages } from '@tedarik/contract/content/admin';
import { call } from '../../../lib/call';
import { contentAdminKeys } from './admin-keys';

/** GET /adn_api/sayfaList → every static page {sf, katAd}, in order. */
export const adminPagesQuery = () =>
  queryOptions({ queryKey: contentAdminKeys.pages(), queryFn: () => call(getAdminPages) });
