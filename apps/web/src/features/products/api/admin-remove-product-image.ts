import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeMemberProductImage } from '@tedarik/contract/products/admin';
import { call } from '../../../lib/call';
import { refreshProducts } from './admin-product-changes';

/** GET /adn_api/uyeurungorselkaldir-{imageId} → 'Görsel kaldırıldı.'. */
export function useAdminRemoveProductImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageId: number) => call(removeMemberProductImage, { params: { id: imageId } }),
    onSuccess: () => refreshProducts(queryClient),
  });
}
