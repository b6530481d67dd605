import { SEARCH_MIN_CHARS } from '@tedarik/contract/constants';
import { fold } from '@tedarik/contract/text';
import { allCatalogProductsQuery } from '../api/admin-get-all-catalog-products';
import { categoryDetailQuery } from '../api/admin-get-category-detail';

/** The product search runs on the server from 3 characters on; shorter text lists the pages ('' = no search). */
export const searchText = (text: string | null) => {
  const trimmed = (text ?? '').trim();
  return fold(trimmed).length >= SEARCH_MIN_CHARS ? trimmed : '';
};

/** The product screen's query: a category's products, or all of them (categoryId null). */
export const catalogProductsQuery = (categoryId: number | null, page: number, text: string) =>
  categoryId === null ? allCatalogProductsQuery(page, text) : categoryDetailQuery(categoryId, page, text);
