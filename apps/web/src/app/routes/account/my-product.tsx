import { MemberShell } from '../../../features/accounts/components/member-shell';
import { ownProductQuery } from '../../../features/products/api/get-own-product';
import { OwnProductDetail } from '../../../features/products/components/own-product-detail';
import { queryClient } from '../../query-client';
import type { SegmentModule } from '../../segment-match';
import { useSegment } from '../../segment-route';

/** Loads the product before the page shows, and names the page after it. */
export const loader: SegmentModule['loader'] = async ({ segmentParams }) => {
  const product = await queryClient.ensureQueryData(ownProductQuery(Number(segmentParams.id))).catch(() => undefined);
  return product ? { meta: { title: product.kt.urunAd } } : null;
};

/** /account-d-detay-urun-icerik-{id}: my product, its form and its images (segment 'member-product'). */
export function Component() {
  return (
    <MemberShell>
      <OwnProductDetail id={Number(useSegment().params.id)} />
    </MemberShell>
  );
}
