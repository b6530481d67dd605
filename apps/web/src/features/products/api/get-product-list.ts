import { queryOptions } from '@tanstack/react-query';
import { getCategoryProductList, getProductList } from '@tedarik/contract/products/public';
import { call } from '../../../lib/call';
import { productKeys } from './keys';

export type ProductListParams = {
  /** the category's id, from its link; none for all products */
  categoryId?: number;
  page: number;
  /** the header search's choice: the catalog product's link and id (/urunler?s={linq}&id={id}) */
  search?: { link: string; id: number };
  /** Enter in the header search: the typed text, 3 characters or more (/urunler?s={text}) */
  text?: string;
};

/** GET /api/urunListesi[-{categoryId}]?sayfa=n[&s=link&idsi=id | &s=text]: one page of company products. */
function fetchProductList({ categoryId, page, search, text }: ProductListParams) {
  const query = { sayfa: page, s: search?.link ?? text, idsi: search?.id };
  return categoryId
    ? call(getCategoryProductList, { params: { id: categoryId }, query })
    : call(getProductList, { query });
}

export const productListQuery = (params: ProductListParams) =>
  queryOptions({
    queryKey: productKeys.list(params.categoryId, params.page, params.search?.id ?? params.text),
    queryFn: () => fetchProductList(params),
  });
