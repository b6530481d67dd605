import { useQuery } from '@tanstack/react-query';
import { ownProductQuery } from '../../../features/products/api/get-own-product';
import { OwnProductDetail } from '../../../features/products/components/own-product-detail';
import { usePageTitle } from '../../../lib/route-title';
import { useSegment } from '../../segment-route';

/**
 * /account-d-detay-urun-icerik-{id}: my product, its form and its images (in the member frame), named after it once it
 * is loaded.
 */
export function Component() {
  const id = Number(useSegment().params.id);
  usePageTitle(useQuery(ownProductQuery(id)).data?.kt.urunAd);
  return <OwnProductDetail id={id} />;
}
