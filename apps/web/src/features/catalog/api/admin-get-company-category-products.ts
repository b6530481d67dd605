import { queryOptions } from '@tanstack/react-query';
import { getCompanyCategoryProducts } from '@tedarik/contract/catalog/admin';
import { call } from '../../../lib/call';
import { catalogAdminKeys } from './admin-keys';

/** GET /adn_api/firmakategoriurunler-{id} → the companies' products under a catalog product (baslik, liste). */
export const companyCategoryProductsQuery = (catalogProductId: number) =>
  queryOptions({
    queryKey: catalogAdminKeys.companyProducts(catalogProductId),
    queryFn: () => call(getCompanyCategoryProducts, { params: { id: catalogProductId } }),
  });
