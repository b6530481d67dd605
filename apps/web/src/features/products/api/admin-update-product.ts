import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { updateMemberProduct } from '@tedarik/contract/products/admin';
import { call } from '../../../lib/call';
import { refreshProducts } from './admin-product-changes';

/** POST /adn_api/uyeurunguncelle-{id} {baslik, detay, kat} → 'Güncellendi.'. */
export function useAdminUpdateProduct(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof updateMemberProduct>) => call(updateMemberProduct, { params: { id }, body }),
    onSuccess: () => refreshProducts(queryClient),
  });
}
