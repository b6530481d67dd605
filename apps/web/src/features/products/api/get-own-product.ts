import { queryOptions } from '@tanstack/react-query';
import { getOwnProduct } from '@tedarik/contract/products/member';
import { call } from '../../../lib/call';
import { viewer } from '../../../lib/viewer';
import { productKeys } from './keys';

/** GET /api/UrunDetay-{id}: my product with its images (404 for another company's). */
export const ownProductQuery = (id: number) =>
  queryOptions({
    queryKey: productKeys.ownDetail(viewer(), id),
    queryFn: () => call(getOwnProduct, { params: { id } }),
  });
