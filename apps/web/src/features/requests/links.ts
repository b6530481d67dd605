/** /talep-detay-{id}: the public request detail. */
export const requestHref = (id: number) => `/talep-detay-${id}`;

/** The heading of a request: quantity, unit and product ('4.100 Adet Endüstriyel Boya'). */
export const requestTitle = (adet: number, tip: string, urunAd: string) =>
  `${adet.toLocaleString('tr-TR')} ${tip} ${urunAd}`;
