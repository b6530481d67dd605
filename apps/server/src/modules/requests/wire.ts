// Requests in the legacy Turkish wire shapes (spec §3 "Request"; admin spec §3 "Member request").
import type { CallBody } from '@tedarik/contract/call';
import { maskContacts, shownText } from '@tedarik/contract/conversations/masking';
import { type AdminRequestRow, type moderateRequest, statusOf } from '@tedarik/contract/requests/admin';
import type { CreateRequest, changeOwnRequest, OwnRequestItem } from '@tedarik/contract/requests/member';
import type { OpenRequest } from '@tedarik/contract/requests/open';
import type { PublicRequestDetail, PublicRequestItem } from '@tedarik/contract/requests/public';
import { maskCompany } from '@tedarik/contract/text';
import { isoDate } from '../../platform/paging';
import type { ModerationInput } from './decision';
import type { RequestInput } from './own';
import type { RequestRow } from './service';

const productOf = (r: RequestRow) => ({ id: r.productId, urunAd: r.productName, linq: r.productSlug });
const categoryOf = (r: RequestRow) => ({
  id: r.categoryId,
  katAd: r.categoryName,
  link: r.categorySlug,
  ustKat: r.categoryParent,
});

/**
 * One row of a public list; the buyer's company masked, the creation date only for logged-in members, the description
 * with contact details hidden (issue 47 item 4) unless the reader may read it `whole` (its buyer, or a supplier whose
 * offer it accepted).
 */
export const toPublicItem = (r: RequestRow, loggedIn: boolean, whole = false): PublicRequestItem => ({
  tlb: {
    id: r.id,
    adet: r.quantity,
    tip: r.unit,
    detay: shownText(r.detail, whole),
    // free text of the buyer's, read by suppliers and visitors before any acceptance (issue 47 items 4, 21)
    malzeme: shownText(r.material, whole),
    teslimTarihi: r.deliveryOn,
    tarih: loggedIn ? isoDate(r.createdAt) : null,
  },
  urun: productOf(r),
  kat: categoryOf(r),
  firmaad: maskCompany(r.company),
  ulkeSehir: r.place,
  toplam: r.offers,
  teklifSiniri: r.offerCap,
});

/**
 * Whether the reader of a request's page sees its buyer's company whole: its owner; an activated buyer (spec: an
 * activated member); a supplier only once the buyer accepted its offer — before, masked as on every other page a
 * supplier reads the buyer on (lists, its offer, threads, notices; issue 47 item 22). A visitor never.
 */
const seesBuyer = (
  request: RequestRow,
  offerers: readonly { memberId: number; reviewed: boolean }[],
  viewer: { id: number; activated: boolean; supplier: boolean } | undefined,
) =>
  viewer !== undefined &&
  (request.ownerId === viewer.id ||
    (viewer.supplier ? offerers.some((o) => o.memberId === viewer.id && o.reviewed) : viewer.activated));

/**
 * A request's page: the buyer's company as seesBuyer says, else masked. Offering companies stay masked. `offerers`:
 * who offered, newest first. Its description is whole for its buyer and a supplier whose offer it accepted, masked
 * for everyone else.
 */
export function toPublicDetail(
  request: RequestRow,
  offerers: { createdAt: Date; company: string; memberId: number; reviewed: boolean }[],
  viewer: { id: number; activated: boolean; supplier: boolean } | undefined,
): PublicRequestDetail {
  const whole =
    viewer !== undefined &&
    (request.ownerId === viewer.id || offerers.some((o) => o.memberId === viewer.id && o.reviewed));
  const item = toPublicItem(request, viewer !== undefined, whole);
  return {
    uye: viewer !== undefined,
    sahibi: viewer !== undefined && request.ownerId === viewer.id,
    teklifVerildi: viewer !== undefined && offerers.some((o) => o.memberId === viewer.id),
    talep: item.tlb,
    urun: item.urun,
    kat: item.kat,
    firmaAd: seesBuyer(request, offerers, viewer) ? request.company : maskCompany(request.company),
    ulkeSehir: request.place,
    // a sealed request lists no offerer to anyone, its buyer and the other suppliers included: the count only
    cevaplar: request.sealed
      ? []
      : offerers.map((a) => ({ tarih: isoDate(a.createdAt), firmaad: maskCompany(a.company) })),
    toplamCevaplar: offerers.length,
    teklifSiniri: request.offerCap,
    kapaliZarf: request.sealed,
    sonTeklifTarihi: request.offerDeadline ? new Date(request.offerDeadline).toISOString() : null,
  };
}

/** The request as its owner sees it. */
export const toOwnRequest = (r: RequestRow) => ({
  id: r.id,
  adet: r.quantity,
  tip: r.unit,
  detay: r.detail,
  malzeme: r.material,
  teslimTarihi: r.deliveryOn,
  tarih: isoDate(r.createdAt),
  durum: r.published,
  bitir: r.finished,
  onay: r.approved,
  onayAciklama: r.rejectionNote,
  acik: r.open,
});

export const toOwnItem = (r: RequestRow): OwnRequestItem => ({
  tlb: toOwnRequest(r),
  urn: productOf(r),
  kat: categoryOf(r),
  firmaad: r.company,
  ulkeSehir: r.place,
  beklenen: r.unreviewed,
  toplam: r.offers,
  teklifSiniri: r.offerCap,
});

/** The request part of the owner's detail (the offers are added by the offers area's wire). */
export const toOwnDetailHead = (r: RequestRow) => ({ talep: toOwnRequest(r), urun: productOf(r), kat: categoryOf(r) });

export const toAdminRow = (r: RequestRow): AdminRequestRow => ({
  uypkt: {
    id: r.id,
    teslimTarihi: r.deliveryOn,
    tarih: isoDate(r.createdAt),
    adet: r.quantity,
    tip: r.unit,
    detay: r.detail,
    durum: r.published,
    bitir: r.finished,
    onay: r.approved,
    onayAciklama: r.rejectionNote,
    acik: r.open,
    malzeme: r.material,
    kapaliZarf: r.sealed,
    sonTeklifTarihi: r.offerDeadline ? new Date(r.offerDeadline).toISOString() : null,
    teklifSiniri: r.offerCap,
  },
  katUrun: { id: r.productId, urunAd: r.productName, kat: r.categoryName },
  uy: { uyeid: r.ownerId, firma: r.company, adsoyad: r.ownerName },
  cevap: r.offers,
});

/** A buyer's request in the v2 calls' English shape. */
export const toEditedRequest = (r: RequestRow) => ({
  id: r.id,
  categoryId: r.categoryId,
  catalogProductId: r.productId,
  quantity: r.quantity,
  unit: r.unit,
  material: r.material,
  deliveryOn: r.deliveryOn,
  detail: r.detail,
  approved: r.approved,
  rejectionNote: r.rejectionNote,
});

/**
 * For the offers area: the request of an offer as a manufacturer sees it (the buyer masked; the description whole once
 * the buyer accepted its offer).
 */
export const toOfferedRequest = (r: RequestRow, accepted: boolean) => ({
  ...toPublicItem(r, true, accepted),
  bitti: !r.open,
});

// ── the forms → the services' English input ────────────────────────────────────────────────────────────────────
/** talepOlustur: urun is the catalog product, ktt its category, tip the unit, tarih the delivery day. */
export const fromRequestFields = (b: CreateRequest): RequestInput => ({
  catalogProductId: b.urun,
  categoryId: b.ktt,
  quantity: b.adet,
  unit: b.tip,
  material: b.malzeme,
  detail: b.detay,
  deliveryOn: b.tarih,
});

/** islem 'durdur' stops or publishes the request, 'bitir' finishes it. */
export const ownRequestAction = (b: CallBody<typeof changeOwnRequest>) =>
  b.islem === 'bitir' ? ('finish' as const) : ('toggle' as const);

/** The back-office's decision on a request: durum 1 approved, 0 rejected (aciklama says why), -1 waiting. */
export const fromModerationFields = (b: CallBody<typeof moderateRequest>): ModerationInput => ({
  requestId: b.id,
  approved: statusOf(b.durum),
  reason: b.aciklama,
});

/**
 * A request that matches a company as the open API answers it (decision 0065) and a webhook's request.matched carries
 * it (0068): the buyer's texts masked as on every page a supplier reads before an acceptance; the buyer not named.
 */
export const toOpenRequest = ({
  request: r,
  updatedAt,
  offered,
}: {
  request: RequestRow;
  /** when it last changed for a supplier */
  updatedAt: Date;
  /** whether the company offered on it */
  offered: boolean;
}): OpenRequest => ({
  id: r.id,
  catalogProduct: { id: r.productId, name: r.productName },
  category: { id: r.categoryId, name: r.categoryName },
  quantity: r.quantity,
  unit: r.unit,
  material: maskContacts(r.material).text,
  detail: maskContacts(r.detail).text,
  deliveryOn: r.deliveryOn,
  place: r.place,
  offerCount: r.offers,
  offerCap: r.offerCap,
  sealed: r.sealed,
  offerDeadline: r.offerDeadline ? new Date(r.offerDeadline).toISOString() : null,
  offered,
  createdAt: r.createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});
