import type { ReceivedOffer } from '@tedarik/contract/requests/member';
import { type ReactNode, useState } from 'react';
import { ReceivedOffers } from './received-offers';
import { SupplierModal, type SupplierView } from './supplier-modal';

/**
 * The offers a buyer received on a request (spec §2 "My request detail"): accepting one shows its supplier, in a
 * modal where an accepted offer is rated, then or later ('Puan Ver'). The request's page (features/requests) shows it in its 'Teklifler' section.
 */
export function RequestOffers({
  offers,
  requestId,
  offerFile,
  offerMessage,
}: {
  offers: ReceivedOffer[];
  requestId: number;
  /** what an offer shows of its file (app/ composes the attachments area's) */
  offerFile?: (offerId: number) => ReactNode;
  /** the way to write to an offer's supplier (app/ composes the conversations area's) */
  offerMessage?: (offer: ReceivedOffer) => ReactNode;
}) {
  const [shown, setShown] = useState<{ id: number; view: SupplierView } | null>(null);
  return (
    <>
      <ReceivedOffers
        offers={offers}
        onShowSupplier={(id, view = 'supplier') => setShown({ id, view })}
        offerFile={offerFile}
        offerMessage={offerMessage}
      />
      <SupplierModal
        offer={offers.find((offer) => offer.id === shown?.id)}
        view={shown?.view}
        requestId={requestId}
        onClose={() => setShown(null)}
      />
    </>
  );
}
