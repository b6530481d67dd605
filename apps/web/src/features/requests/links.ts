/** /talep-detay-{id}: the public request detail. */
export const requestHref = (id: number) => `/talep-detay-${id}`;

/** The heading of a request: quantity, unit and product ('4.100 Adet Endüstriyel Boya'). */
export const requestTitle = (adet: number, tip: string, urunAd: string) =>
  `${adet.toLocaleString('tr-TR')} ${tip} ${urunAd}`;

/** The member's create-request page, where a visitor's draft continues after login. */
export const MEMBER_CREATE_REQUEST = '/account-d-detay-taleplerim-olustur';
