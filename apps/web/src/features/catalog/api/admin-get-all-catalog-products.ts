import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getAllCatalogProducts } from '@tedarik/contract/catalog/admin';
import { call } from '../../../lib/call';
import { catalogAdminKeys } from './admin-keys';

/** GET /adn_api/kategoridetay?sayfa=&ara= → a page of every catalog product (kat is null), searched like a category's. */
export const allCatalogProductsQuery = (page: number, text = '') =>
  queryOptions({
    queryKey: catalogAdminKeys.productPage(null, page, text),
    queryFn: () => call(getAllCatalogProducts, { query: { sayfa: page, ara: text || undefined } }),
    placeholderData: keepPreviousData,
  });
