import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ReceivedOfferFile } from '../../../features/attachments/components/received-offer-file';
import { RequestFiles } from '../../../features/attachments/components/request-files';
import { RequestThreads } from '../../../features/conversations/components/request-threads';
import { WriteButton } from '../../../features/conversations/components/write-button';
import { DeskPanel } from '../../../features/offers/components/desk-panel';
import { RequestOffers } from '../../../features/offers/components/request-offers';
import { ownRequestQuery } from '../../../features/requests/api/get-own-request';
import { OwnRequestDetail } from '../../../features/requests/components/own-request-detail';
import { requestTitle } from '../../../features/requests/links';
import { usePageTitle } from '../../../lib/route-title';
import { useSegment } from '../../segment-route';

/**
 * /account-d-detay-talep-{id}: my request with its offers (in the member frame), named after it once it is loaded
 * ('1.200 Adet Çelik Boru'), with its files (the attachments area's), its desk of offers and its threads with the
 * suppliers (the conversations area's, with 'Mesaj Yaz' on each offer).
 */
export function Component() {
  const id = Number(useSegment().params.id);
  const { data } = useQuery(ownRequestQuery(id));
  usePageTitle(data && requestTitle(data.talep.adet, data.talep.tip, data.urun.urunAd));
  return (
    <Stack gap="md">
      <OwnRequestDetail
        id={id}
        files={<RequestFiles requestId={id} editable={data ? !data.talep.bitir : false} />}
        offers={(detail) => (
          <RequestOffers
            offers={detail.cevaplar}
            requestId={detail.talep.id}
            offerFile={(offerId) => <ReceivedOfferFile requestId={id} offerId={offerId} />}
            offerMessage={(offer) => (
              <WriteButton requestId={id} offerId={offer.id} company={offer.firmaad} accepted={offer.kabulDurumu} />
            )}
          />
        )}
      />
      {/* the desk (issue 37): Kapalı Zarf, the cap, rounds, each offer's history, and the comparison */}
      {data && <DeskPanel requestId={id} />}
      {/* its threads with suppliers (issue 38) */}
      {data && <RequestThreads requestId={id} />}
    </Stack>
  );
}
