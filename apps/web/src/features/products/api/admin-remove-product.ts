import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeMemberProduct } from '@tedarik/contract/products/admin';
import { call } from '../../../lib/call';
import { productAdminKeys } from './admin-keys';
import { refreshProducts } from './admin-product-changes';

/** GET /adn_api/uyeurunkaldir-{id}: the product and its images are removed → 'Ürün kaldırıldı.'. */
export function useAdminRemoveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(removeMemberProduct, { params: { id } }),
    onSuccess: (_text, id) => {
      queryClient.removeQueries({ queryKey: productAdminKeys.detail(id) });
      return refreshProducts(queryClient);
    },
  });
}
