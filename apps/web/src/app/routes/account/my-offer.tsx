import { Stack } from '@mantine/core';
import { MyOfferPanel } from '../../../features/offers/components/my-offer-panel';
import { OwnOfferDetail } from '../../../features/offers/components/own-offer-detail';
import { useSegment } from '../../segment-route';

/** /account-d-detay-teklif-{requestId}: my offer on that request, its terms, 'Teklifi Güncelle' and its versions (segment 'member-offer', in the member frame). */
export function Component() {
  const requestId = Number(useSegment().params.id);
  return (
    <Stack gap="md">
      <OwnOfferDetail requestId={requestId} />
      <MyOfferPanel requestId={requestId} />
    </Stack>
  );
}
