import { queryOptions } from '@tanstack/react-query';
import { getMemberProduct } from '@tedarik/contract/products/admin';
import { call } from '../../../lib/call';
import { productAdminKeys } from './admin-keys';

/** GET /adn_api/uyeUrundetay-{id} → a company product with its catalog product and images. */
export const memberProductQuery = (id: number) =>
  queryOptions({
    queryKey: productAdminKeys.detail(id),
    queryFn: () => call(getMemberProduct, { params: { id } }),
  });
