import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { updateOwnProduct } from '@tedarik/contract/products/member';
import { call } from '../../../lib/call';
import { refreshOwnProducts } from './own-product-cache';

/** POST /api/uyeurunguncelle-{id} (form: baslik, detay) → 'Güncellendi.'. */
export function useUpdateOwnProduct(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof updateOwnProduct>) => call(updateOwnProduct, { params: { id }, body }),
    onSuccess: () => refreshOwnProducts(queryClient, id),
  });
}
