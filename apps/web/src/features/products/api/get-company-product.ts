import { queryOptions } from '@tanstack/react-query';
import type { CompanyProductPage } from '@tedarik/contract/catalog';
import { getJson } from '../../../lib/http';

/** GET /api/firmaurundetay-{id}: a company's product with its images and the company's other products. */
export const fetchCompanyProduct = (id: number) => getJson<CompanyProductPage>(`/api/firmaurundetay-${id}`);

export const companyProductQuery = (id: number) =>
  queryOptions({ queryKey: ['products', 'detail', id], queryFn: () => fetchCompanyProduct(id) });
