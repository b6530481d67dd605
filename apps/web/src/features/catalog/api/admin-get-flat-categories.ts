import { queryOptions } from '@tanstack/react-query';
import { getFlatCategories } from '@tedarik/contract/catalog/admin';
import { call } from '../../../lib/call';
import { catalogAdminKeys } from './admin-keys';

/** GET /adn_api/allKatListe → every category flat, with its parent's name (the search's 'parent > name' list). */
export const flatCategoriesQuery = () =>
  queryOptions({ queryKey: catalogAdminKeys.flat(), queryFn: () => call(getFlatCategories) });
