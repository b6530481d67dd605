/** The manufacturer's list of requests it may offer on (a member page of its own; spec §6 "Manufacturer roles"). */
export const OFFERABLE_REQUESTS = '/account-d-detay-teklif-ver';

/** /account-d-detay-teklif-{requestId}: my offer on that request. */
export const ownOfferHref = (requestId: number) => `/account-d-detay-teklif-${requestId}`;

/** Where a manufacturer without products adds one. */
export const ADD_PRODUCT = '/account-d-detay-urun-olustur';

/** The public page of a request (the requests feature's requestHref; features do not import each other). */
export const publicRequestHref = (requestId: number) => `/talep-detay-${requestId}`;

/** The buyer's comparison of a request's offers (issue 37; a new route: DESIGN §8's Turkish lower-case paths). */
export const comparisonHref = (requestId: number) => `/hesabim/talepler/${requestId}/karsilastir`;
