import { queryOptions } from '@tanstack/react-query';
import type { ProductPage } from '@tedarik/contract/catalog';
import { getJson } from '../../../lib/http';

export type ProductListParams = {
  /** the category's id, from its link; none for all products */
  categoryId?: number;
  page: number;
  /** the header search's choice: the catalog product's link and id (/urunler?s={linq}&id={id}) */
  search?: { link: string; id: number };
};

/** GET /api/urunListesi[-{categoryId}]?sayfa=n[&s=link&idsi=id]: one page of company products. */
export function fetchProductList({ categoryId, page, search }: ProductListParams) {
  const query = new URLSearchParams({ sayfa: String(page) });
  if (search) {
    query.set('s', search.link);
    query.set('idsi', String(search.id));
  }
  return getJson<ProductPage>(`/api/urunListesi${categoryId ? `-${categoryId}` : ''}?${query}`);
}

export const productListQuery = (params: ProductListParams) =>
  queryOptions({
    queryKey: ['products', 'list', params.categoryId ?? null, params.page, params.search?.id ?? null],
    queryFn: () => fetchProductList(params),
  });
