import { OwnOfferDetail } from '../../../features/offers/components/own-offer-detail';
import { useSegment } from '../../segment-route';

/** /account-d-detay-teklif-{requestId}: my offer on that request (segment 'member-offer', in the member frame). */
export function Component() {
  return <OwnOfferDetail requestId={Number(useSegment().params.id)} />;
}
