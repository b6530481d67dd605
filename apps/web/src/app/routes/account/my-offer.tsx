import { OfferFile } from '../../../features/attachments/components/offer-file';
import { OwnOfferDetail } from '../../../features/offers/components/own-offer-detail';
import { useSegment } from '../../segment-route';

/**
 * /account-d-detay-teklif-{requestId}: my offer on that request (segment 'member-offer', in the member frame), with
 * its file (the attachments area's), which I attach or replace until the buyer accepts the offer.
 */
export function Component() {
  return (
    <OwnOfferDetail
      requestId={Number(useSegment().params.id)}
      offerFile={(offerId, changeable) => <OfferFile offerId={offerId} editable={changeable} />}
    />
  );
}
