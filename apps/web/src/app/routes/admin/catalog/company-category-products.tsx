import { CompanyCategoryProducts } from '../../../../features/catalog/admin/company-category-products';
import { companyCategoryProductsQuery } from '../../../../features/catalog/api/admin-get-company-category-products';
import { queryClient } from '../../../query-client';
import type { SegmentModule } from '../../../segment-match';
import { useSegmentData } from '../../../segment-route';
import { whenAdmin } from '../prefetch';

type Data = { catalogProductId: number };

export const loader: SegmentModule['loader'] = async ({ segmentParams }) => {
  const catalogProductId = Number(segmentParams.id);
  await whenAdmin(() => queryClient.prefetchQuery(companyCategoryProductsQuery(catalogProductId)));
  return { catalogProductId } satisfies Data;
};

/** /adminimt/firmakategoriurunler-{catalogProductId} */
export function Component() {
  const { catalogProductId } = useSegmentData<Data>();
  return <CompanyCategoryProducts key={catalogProductId} catalogProductId={catalogProductId} />;
}
