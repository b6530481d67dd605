import { Stack } from '@mantine/core';
import { OfferFile } from '../../../features/attachments/components/offer-file';
import { OfferThread } from '../../../features/conversations/components/offer-thread';
import { MyOfferPanel } from '../../../features/offers/components/my-offer-panel';
import { OwnOfferDetail } from '../../../features/offers/components/own-offer-detail';
import { useSegment } from '../../segment-route';

/**
 * /account-d-detay-teklif-{requestId}: my offer on that request (in the member frame), with its file (the attachments
 * area's), which I attach or replace until the buyer accepts the offer, its terms, 'Teklifi Güncelle' and its versions,
 * and my thread with the buyer (the conversations area's).
 */
export function Component() {
  const requestId = Number(useSegment().params.id);
  return (
    <Stack gap="md">
      <OwnOfferDetail
        requestId={requestId}
        offerFile={(offerId, changeable) => <OfferFile offerId={offerId} editable={changeable} />}
      />
      <MyOfferPanel requestId={requestId} />
      <OfferThread requestId={requestId} />
    </Stack>
  );
}
