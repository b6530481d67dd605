import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toggleMemberProduct } from '@tedarik/contract/products/admin';
import { call } from '../../../lib/call';
import { refreshProducts } from './admin-product-changes';

/** GET /adn_api/uyeUrunDurum-{id}: open ↔ closed → 'Güncellendi.'. */
export function useAdminToggleProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(toggleMemberProduct, { params: { id } }),
    onSuccess: () => refreshProducts(queryClient),
  });
}
