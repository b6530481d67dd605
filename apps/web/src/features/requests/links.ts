import { formatCount } from '../../lib/format';

/** /talep-detay-{id}: the public request detail. */
export const requestHref = (id: number) => `/talep-detay-${id}`;

/** The heading of a request: quantity, unit and product ('4.100 Adet Endüstriyel Boya'). */
export const requestTitle = (adet: number, tip: string, urunAd: string) => `${formatCount(adet)} ${tip} ${urunAd}`;

/** The member's create-request page, where a visitor's draft continues after login. */
export const MEMBER_CREATE_REQUEST = '/account-d-detay-taleplerim-olustur';

/** The visitor's create-request page (the legacy path keeps 'teklif'; a member is sent on to the member's page). */
export const VISITOR_CREATE_REQUEST = '/teklif-Olustur';

/** The buyer's requests, active and finished. */
export const MEMBER_REQUESTS = '/account-d-detay-taleplerim';

/** /account-d-detay-talep-{id}: the buyer's own request with its offers. */
export const ownRequestHref = (id: number) => `/account-d-detay-talep-${id}`;

/** /account-d-detay-talep-duzenle-{id}: the buyer edits a waiting or rejected request and sends it back. */
export const editRequestHref = (id: number) => `/account-d-detay-talep-duzenle-${id}`;
