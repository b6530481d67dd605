// Requests in the legacy Turkish wire shapes of the public site (spec §3 "Request").
import type { PublicRequestDetail, PublicRequestItem } from '@tedarik/contract/requests/public';
import { maskCompany } from '@tedarik/contract/text';
import { isoDate } from '../../platform/paging';
import type { PublicRequestRow, publicRequestDetail } from './service';

/** One row of a public list; the buyer's company masked, the creation date only for logged-in members. */
export const toPublicItem = (r: PublicRequestRow, loggedIn: boolean): PublicRequestItem => ({
  tlb: {
    id: r.id,
    adet: r.quantity,
    tip: r.unit,
    detay: r.detail,
    teslimTarihi: r.deliveryOn,
    tarih: loggedIn ? isoDate(r.createdAt) : null,
  },
  urun: { id: r.productId, urunAd: r.productName, linq: r.productSlug },
  kat: { id: r.categoryId, katAd: r.categoryName, link: r.categorySlug, ustKat: r.categoryParent },
  firmaad: maskCompany(r.company),
  ulkeSehir: r.place,
  toplam: r.offers,
});

type Detail = NonNullable<Awaited<ReturnType<typeof publicRequestDetail>>>;

/** A visitor sees the buyer's company masked; an activated member sees it. Offering companies stay masked. */
export function toPublicDetail(d: Detail, viewerId: number | undefined): PublicRequestDetail {
  const item = toPublicItem(d.request, viewerId !== undefined);
  return {
    uye: viewerId !== undefined,
    talep: item.tlb,
    urun: item.urun,
    kat: item.kat,
    firmaAd: d.viewerActivated ? d.request.company : maskCompany(d.request.company),
    ulkeSehir: d.request.place,
    cevaplar: d.offers.map((a) => ({ tarih: isoDate(a.createdAt), firmaad: maskCompany(a.company) })),
    toplamCevaplar: d.offers.length,
  };
}
