import { queryOptions } from '@tanstack/react-query';
import { getPageCategories } from '@tedarik/contract/content/admin';
import { call } from '../../../lib/call';
import { contentAdminKeys } from './admin-keys';

/** GET /adn_api/sayfaKatList → the footer's page groups {id, katAd, sira}, in order. */
export const pageCategoriesQuery = () =>
  queryOptions({ queryKey: contentAdminKeys.pageCategories(), queryFn: () => call(getPageCategories) });
