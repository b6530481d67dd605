import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteCatalogProduct } from '@tedarik/contract/catalog/admin';
import { call } from '../../../lib/call';
import { putProductAnswer } from './admin-catalog-product-answer';
import { catalogAdminKeys } from './admin-keys';

type Target = { categoryId: number; id: number };

/**
 * POST /adn_api/kategoriUrundelete-{categoryId} {id} → the category's first page. Refused for a product that a request
 * or a company product names.
 */
export function useDeleteCatalogProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ categoryId, id }: Target) =>
      call(deleteCatalogProduct, { params: { id: categoryId }, body: { id } }),
    onSuccess: (answer, { categoryId, id }) => {
      queryClient.removeQueries({ queryKey: catalogAdminKeys.companyProducts(id) });
      return putProductAnswer(queryClient, categoryId, answer);
    },
  });
}
