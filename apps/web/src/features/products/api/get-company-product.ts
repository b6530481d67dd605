import { queryOptions } from '@tanstack/react-query';
import { getCompanyProduct } from '@tedarik/contract/products/public';
import { call } from '../../../lib/call';
import { productKeys } from './keys';

/** GET /api/firmaurundetay-{id}: a company's product with its images and the company's other products. */
export const companyProductQuery = (id: number) =>
  queryOptions({ queryKey: productKeys.detail(id), queryFn: () => call(getCompanyProduct, { params: { id } }) });
