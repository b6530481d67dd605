import { type LoaderFunctionArgs, useSearchParams } from 'react-router';
import { CatalogProducts } from '../../../../features/catalog/admin/catalog-products';
import { catalogProductsQuery, searchText } from '../../../../features/catalog/admin/product-query';
import { pageNumber } from '../../../../ui/page-window';
import { queryClient } from '../../../query-client';
import { whenAdmin } from '../prefetch';

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const query = catalogProductsQuery(null, pageNumber(params.get('sayfa')), searchText(params.get('ara')));
  await whenAdmin(() => queryClient.prefetchQuery(query));
  return null;
}

/** /adminimt/kategoriurunler?sayfa=N&ara=…: every catalog product */
export function Component() {
  const [params] = useSearchParams();
  return (
    <CatalogProducts categoryId={null} page={pageNumber(params.get('sayfa'))} text={searchText(params.get('ara'))} />
  );
}
