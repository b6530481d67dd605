import { useSearchParams } from 'react-router';
import { CatalogProducts } from '../../../../features/catalog/admin/catalog-products';
import { catalogProductsQuery, searchText } from '../../../../features/catalog/admin/product-query';
import { pageNumber } from '../../../../ui/page-window';
import { queryClient } from '../../../query-client';
import type { SegmentModule } from '../../../segment-match';
import { useSegmentData } from '../../../segment-route';
import { whenAdmin } from '../prefetch';

type Data = { categoryId: number };

export const loader: SegmentModule['loader'] = async ({ request, segmentParams }) => {
  const categoryId = Number(segmentParams.id);
  const params = new URL(request.url).searchParams;
  const query = catalogProductsQuery(categoryId, pageNumber(params.get('sayfa')), searchText(params.get('ara')));
  await whenAdmin(() => queryClient.prefetchQuery(query));
  return { categoryId } satisfies Data;
};

/** /adminimt/kategoriurunler-{categoryId}?sayfa=N&ara=… */
export function Component() {
  const { categoryId } = useSegmentData<Data>();
  const [params] = useSearchParams();
  return (
    <CatalogProducts
      key={categoryId}
      categoryId={categoryId}
      page={pageNumber(params.get('sayfa'))}
      text={searchText(params.get('ara'))}
    />
  );
}
