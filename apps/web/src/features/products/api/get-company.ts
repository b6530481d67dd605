import { queryOptions } from '@tanstack/react-query';
import type { CompanyPage } from '@tedarik/contract/catalog';
import { getJson } from '../../../lib/http';

/** GET /api/firmadetay-{id}: the public company page with its products and sidebar ads. */
export const fetchCompany = (id: number) => getJson<CompanyPage>(`/api/firmadetay-${id}`);

export const companyQuery = (id: number) =>
  queryOptions({ queryKey: ['products', 'company', id], queryFn: () => fetchCompany(id) });
