import { queryOptions } from '@tanstack/react-query';
import { getMemberProducts } from '@tedarik/contract/products/admin';
import { call } from '../../../lib/call';
import { productAdminKeys } from './admin-keys';

/** GET /adn_api/uyeUrunListesi-{memberId} → the company's products with their images. */
export const memberProductsQuery = (memberId: number) =>
  queryOptions({
    queryKey: productAdminKeys.member(memberId),
    queryFn: () => call(getMemberProducts, { params: { id: memberId } }),
  });
