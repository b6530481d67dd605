import { MemberProduct } from '../../../../features/products/admin/member-product';
import { catalogChoicesQuery } from '../../../../features/products/api/get-catalog-choices';
import { memberProductQuery } from '../../../../features/products/api/get-member-product';
import { queryClient } from '../../../query-client';
import type { SegmentModule } from '../../../segment-match';
import { useSegmentData } from '../../../segment-route';
import { whenAdmin } from '../prefetch';

type Data = { productId: number };

export const loader: SegmentModule['loader'] = async ({ segmentParams }) => {
  const productId = Number(segmentParams.id);
  // the catalog choices only fill the select: not waited for
  void whenAdmin(() => queryClient.prefetchQuery(catalogChoicesQuery()));
  await whenAdmin(() => queryClient.prefetchQuery(memberProductQuery(productId)));
  return { productId } satisfies Data;
};

/** /adminimt/uye-urun-detay-{productId} */
export function Component() {
  const { productId } = useSegmentData<Data>();
  return <MemberProduct key={productId} productId={productId} />;
}
