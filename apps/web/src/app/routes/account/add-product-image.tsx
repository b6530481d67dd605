import { useQuery } from '@tanstack/react-query';
import { ownProductQuery } from '../../../features/products/api/get-own-product';
import { AddProductImage } from '../../../features/products/components/add-product-image';
import { usePageTitle } from '../../../lib/route-title';
import { useSegment } from '../../segment-route';

/**
 * /account-d-detay-urun-icerik-gorsel-ekle-{id}: one more image of my product (in the member frame; its image count
 * decides between the form and the limit text).
 */
export function Component() {
  const id = Number(useSegment().params.id);
  const name = useQuery(ownProductQuery(id)).data?.kt.urunAd;
  usePageTitle(name && `Görsel Ekle – ${name}`);
  return <AddProductImage id={id} />;
}
