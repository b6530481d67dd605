import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { addMemberProductImage } from '@tedarik/contract/products/admin';
import { call } from '../../../lib/call';
import { refreshProducts } from './admin-product-changes';

type AddProductImageInput = {
  body: CallBody<typeof addMemberProductImage>;
  onUploadProgress?: (fraction: number) => void;
};

/** POST /adn_api/uyeurungorselgir-{productId} (multipart: file, sira) → 'Görsel eklendi.'. */
export function useAdminAddProductImage(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, onUploadProgress }: AddProductImageInput) =>
      call(addMemberProductImage, { params: { id: productId }, body }, { onUploadProgress }),
    onSuccess: () => refreshProducts(queryClient),
  });
}
