import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getCategoryDetail } from '@tedarik/contract/catalog/admin';
import { call } from '../../../lib/call';
import { catalogAdminKeys } from './admin-keys';

/**
 * GET /adn_api/kategoridetay-{id}?sayfa=&ara= → a page of the category's own catalog products (100 a page), its name
 * and tags; `text` ('' for none) is searched on the server from 3 characters on.
 */
export const categoryDetailQuery = (categoryId: number, page: number, text = '') =>
  queryOptions({
    queryKey: catalogAdminKeys.productPage(categoryId, page, text),
    queryFn: () =>
      call(getCategoryDetail, { params: { id: categoryId }, query: { sayfa: page, ara: text || undefined } }),
    placeholderData: keepPreviousData,
  });
