import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { updateCatalogProduct } from '@tedarik/contract/catalog/admin';
import { call } from '../../../lib/call';
import { putProductAnswer } from './admin-catalog-product-answer';

/**
 * POST /adn_api/kategoriUrunGnc-{categoryId} {etiket, durum ('Evet' / 'Hayır'), id} → the category's first page.
 * `categoryId`: the product's own category (katId of its row). An inactive product cannot be chosen for new requests
 * and company products; it keeps its existing ones.
 */
export function useUpdateCatalogProduct(categoryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof updateCatalogProduct>) =>
      call(updateCatalogProduct, { params: { id: categoryId }, body }),
    onSuccess: (answer) => putProductAnswer(queryClient, categoryId, answer),
  });
}
