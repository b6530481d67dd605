import { MemberShell } from '../../../features/accounts/components/member-shell';
import { ownProductQuery } from '../../../features/products/api/get-own-product';
import { AddProductImage } from '../../../features/products/components/add-product-image';
import { queryClient } from '../../query-client';
import type { SegmentModule } from '../../segment-match';
import { useSegment } from '../../segment-route';

/** Loads the product (its image count decides between the form and the limit text). */
export const loader: SegmentModule['loader'] = async ({ segmentParams }) => {
  const product = await queryClient.ensureQueryData(ownProductQuery(Number(segmentParams.id))).catch(() => undefined);
  return product ? { meta: { title: `Görsel Ekle – ${product.kt.urunAd}` } } : null;
};

/** /account-d-detay-urun-icerik-gorsel-ekle-{id}: one more image of my product (segment 'member-product-image'). */
export function Component() {
  return (
    <MemberShell>
      <AddProductImage id={Number(useSegment().params.id)} />
    </MemberShell>
  );
}
