import { useQuery } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { categoryLinksQuery } from '../../../features/catalog/api/get-category-links';
import { CreateProductWizard } from '../../../features/products/components/create-product-wizard';
import { MY_PRODUCTS } from '../../../features/products/links';
import { getMemberUser } from '../../../lib/session';
import { queryClient } from '../../query-client';

/** Only a manufacturer adds products (the server refuses anyone else): the others go to my products, which says why. */
export function loader() {
  if (getMemberUser()?.role !== 'imalatci') return redirect(MY_PRODUCTS);
  void queryClient.prefetchQuery(categoryLinksQuery());
  return null;
}

/** /account-d-detay-urun-olustur: the add-product wizard over the catalog tree (GET /api/kategoriListLink). */
export function Component() {
  const tree = useQuery(categoryLinksQuery());
  return <CreateProductWizard tree={{ data: tree.data ?? [], loading: tree.isPending }} />;
}
