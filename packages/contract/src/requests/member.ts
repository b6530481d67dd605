// A buyer's own requests and a manufacturer's offers on requests (spec §2 "My request detail", "My offers", §3, §4,
// §5 "Create request (member)", §7; DESIGN §4 "Request life", "Offers and ratings", "Matching").
import { z } from 'zod';
import { defineCall } from '../call';
import { zCatalogProductLink, zCategoryRef } from '../catalog/public';
import { MAX_DETAIL, REQUEST_UNITS, UNITS } from '../constants';
import { MAX_YEARS_AHEAD } from '../dates';
import { zDay, zId, zIdParams, zOptionalText, zTextOver } from '../fields';

export const REQUEST_MSG = {
  detail: 'Detay bilgisi girin.',
  detailTooLong: `Detay en fazla ${MAX_DETAIL} karakter olabilir.`,
  quantity: 'Miktar girin (bilinmiyorsa 0).',
  unit: 'Birim seçin.',
  category: 'Kategori seçin.',
  product: 'Ürün seçin.',
  deliveryDate: 'Geçerli bir teslim tarihi seçin (bugün veya sonrası).',
  deliveryDateFar: `Teslim tarihi en fazla ${MAX_YEARS_AHEAD} yıl sonrası olabilir.`,
  created: 'Talebiniz oluşturuldu. Onaylandıktan sonra imalatçılara ulaşacak.',
  buyersOnly: 'Talep oluşturma yalnızca alıcı üyeler içindir.',
  notFound: 'Aradığınız talep bulunamadı.',
  finished: 'Bu talep sonlandırılmıştır.',
  finishedNow: 'Talebiniz sonlandırıldı.',
  ratingScore: 'Lütfen 1 ile 5 arasında puan verin.',
  ratingComment: `Yorum en fazla ${MAX_DETAIL} karakter olabilir.`,
  ratingNotReviewed: 'Puan vermek için önce teklifi kabul edip firma bilgilerini görün.',
  ratingTwice: 'Bu teklifi zaten puanladınız.',
  offerNotFound: 'Teklif bulunamadı.',
  // editing a request and sending it back to moderation (issue 37)
  editApproved: 'Onaylanmış bir talep düzenlenemez.',
  editWithOffers: 'Teklif almış bir talep düzenlenemez.',
  resubmitted: 'Talebiniz güncellendi ve tekrar onaya gönderildi.',
} as const;

export const CURRENCIES = ['TL', 'USD', 'EUR'] as const;

/** The most a request's quantity may be. */
export const MAX_QUANTITY = 100_000_000;

/** The legacy talepOlustur's quantity: a whole number ≥ 0 (0 = not known), from a number or a numeric string. */
const zQuantity = z.preprocess(
  (v) => (v === '' || v === undefined || v === null ? 0 : typeof v === 'string' ? Number(v.trim()) : v),
  z
    .number({ error: REQUEST_MSG.quantity })
    .int({ error: REQUEST_MSG.quantity })
    .min(0, { error: REQUEST_MSG.quantity })
    .max(MAX_QUANTITY, { error: REQUEST_MSG.quantity }),
);

/**
 * A request's quantity in the v2 calls, one rule for creating and editing (issue 48 item 5): a whole number from 0
 * (not known) to MAX_QUANTITY, given as a JSON number or as digits ('1200', spaces around allowed). Nothing else is
 * read as a number: not '' nor a missing value (0 is said, as the forms do), '1e3', '0x10', '2.5' or '1.200' (the
 * form reads the Turkish thousands dot before it sends).
 */
export const zRequestQuantity = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: REQUEST_MSG.quantity })
    .int({ error: REQUEST_MSG.quantity })
    .min(0, { error: REQUEST_MSG.quantity })
    .max(MAX_QUANTITY, { error: REQUEST_MSG.quantity }),
);

/**
 * POST /api/talepOlustur (spec §7): email (the member's, ignored: the session decides), urun = catalog product id,
 * malzeme = material (free text), adet, detay, tarih = delivery date, tip = unit, ktt = category id.
 */
export const zCreateRequest = z.object({
  ktt: zId(REQUEST_MSG.category),
  urun: zId(REQUEST_MSG.product),
  adet: zQuantity,
  tip: z.enum(UNITS, { error: REQUEST_MSG.unit }),
  malzeme: zOptionalText(),
  tarih: zDay(REQUEST_MSG.deliveryDate),
  detay: zTextOver(2, REQUEST_MSG.detail, MAX_DETAIL),
  email: zOptionalText(),
});
export type CreateRequest = z.infer<typeof zCreateRequest>;

/** A request as its owner sees it (spec §3 "Request (talep)"). */
export const zOwnRequest = z.object({
  id: z.number(),
  adet: z.number(),
  tip: z.string(),
  detay: z.string(),
  malzeme: z.string(),
  teslimTarihi: z.string(), // YYYY-MM-DD
  tarih: z.string(), // creation date, YYYY-MM-DD
  durum: z.boolean(), // published (true) or stopped
  bitir: z.boolean(), // finished
  onay: z.boolean().nullable(), // null pending, false rejected, true approved
  onayAciklama: z.string(),
  acik: z.boolean(), // still open: not finished and not past 10 days after the delivery date
});

/** One row of my requests (spec §3: urn.urunAd, kat, firmaad, ulkeSehir, beklenen, toplam). */
export const zOwnRequestItem = z.object({
  tlb: zOwnRequest,
  urn: zCatalogProductLink,
  kat: zCategoryRef,
  firmaad: z.string(),
  ulkeSehir: z.string(),
  beklenen: z.number(), // offers not yet reviewed
  toplam: z.number(), // offers received
  teklifSiniri: z.number().nullable(), // the most offers it takes; null: no cap (issue 37)
});
export type OwnRequestItem = z.infer<typeof zOwnRequestItem>;

/** The supplier behind an offer: only in an answer to the request's owner, after the offer was accepted. */
export const zSupplier = z.object({
  firma: z.number(), // company id (its page: /firma-{firmalinq}-{firma})
  firmaad: z.string(),
  firmalinq: z.string(),
  logo: z.string().nullable(),
  firmaTel: z.string(),
  tel: z.string(),
  mail: z.string(),
  wpHat: z.string(),
  adres: z.string(),
});

export const zRating = z.object({ puan: z.number(), yorum: z.string(), tarih: z.string() });

/** An offer (cevap) as the request's owner sees it. */
export const zReceivedOffer = z.object({
  id: z.number(),
  tarih: z.string(), // when it was made, YYYY-MM-DD
  fiyat: z.number(),
  paraBirimi: z.enum(CURRENCIES),
  tahminiTesliTarihi: z.string(),
  aciklama: z.string(),
  kabulDurumu: z.boolean(), // reviewed: the owner opened it and saw the supplier
  firmaad: z.string(), // masked until reviewed
  firma: zSupplier.nullable(), // null until reviewed
  puan: zRating.nullable(), // the owner's rating, once given
  // beside the legacy fields (DESIGN §8; issue 47 item 21): whether `fiyat` includes KDV and at which rate; null on an
  // offer a legacy client made (its total only, KDV not said)
  kdvDahil: z.boolean().nullable().optional(),
  kdvOrani: z.number().nullable().optional(),
});
export type ReceivedOffer = z.infer<typeof zReceivedOffer>;

/** GET /api/talepDetay-{id} and the answers of the calls that change it. */
export const zOwnRequestDetail = z.object({
  talep: zOwnRequest,
  urun: zCatalogProductLink,
  kat: zCategoryRef,
  cevaplar: z.array(zReceivedOffer),
  toplamCevaplar: z.number(),
});
export type OwnRequestDetail = z.infer<typeof zOwnRequestDetail>;

export const zRequestAction = z.object({
  islem: z.enum(['durdur', 'bitir'], { error: 'Geçersiz işlem.' }),
});

// ── calls ────────────────────────────────────────────────────────────────────────────────────────────────────────
export const createRequest = defineCall({
  method: 'POST',
  path: '/api/talepOlustur',
  auth: 'member',
  request: { body: zCreateRequest },
  response: z.object({ id: z.number() }),
});

/** GET /api/talepListesi: my active requests (not finished, not closed), newest first. */
export const getOwnRequests = defineCall({
  method: 'GET',
  path: '/api/talepListesi',
  auth: 'member',
  response: z.array(zOwnRequestItem),
});

/** GET /api/talepListesiBitmis: my finished or closed requests, newest first. */
export const getOwnFinishedRequests = defineCall({
  method: 'GET',
  path: '/api/talepListesiBitmis',
  auth: 'member',
  response: z.array(zOwnRequestItem),
});

export const getOwnRequest = defineCall({
  method: 'GET',
  path: '/api/talepDetay-:id',
  auth: 'member',
  request: { params: zIdParams },
  response: zOwnRequestDetail,
});

/** POST /api/talepDetayislem-{id} islem=durdur (stop / publish again) | bitir (finish, final) → the detail. */
export const changeOwnRequest = defineCall({
  method: 'POST',
  path: '/api/talepDetayislem-:id',
  auth: 'member',
  request: { params: zIdParams, body: zRequestAction, encoding: 'form' },
  response: zOwnRequestDetail,
});

// ── beyond the spec (DESIGN §8, decision 0037) ──────────────────────────────────────────────────────────────────
/**
 * A request's fields in English, as both v2 calls take them (POST /api/v2/requests adds the desk's terms): the rules
 * and Turkish messages of the legacy talepOlustur (zCreateRequest), but one quantity rule (zRequestQuantity) and the
 * v2 units (REQUEST_UNITS); the delivery date's window (today to 5 years) is checked by the server's clock.
 */
export const zRequestFields = z.object({
  categoryId: zId(REQUEST_MSG.category),
  catalogProductId: zId(REQUEST_MSG.product),
  quantity: zRequestQuantity,
  unit: z.enum(REQUEST_UNITS, { error: REQUEST_MSG.unit }),
  material: zOptionalText(),
  deliveryOn: zDay(REQUEST_MSG.deliveryDate),
  detail: zTextOver(2, REQUEST_MSG.detail, MAX_DETAIL),
});
export type RequestFields = z.infer<typeof zRequestFields>;

/** A buyer's request as the v2 calls answer it. */
export const zEditedRequest = z.object({
  id: z.number(),
  categoryId: z.number(),
  catalogProductId: z.number(),
  quantity: z.number(),
  unit: z.string(),
  material: z.string(),
  deliveryOn: z.string(), // YYYY-MM-DD
  detail: z.string(),
  /** null waiting for moderation (always, after an edit), false rejected, true approved */
  approved: z.boolean().nullable(),
  rejectionNote: z.string(),
});

/**
 * PUT /api/v2/requests/{id}: the owner changes a request waiting for moderation or rejected, and sends it back to
 * moderation (waiting again, the rejection note cleared). Refused: someone else's request (404 as an unknown one),
 * an approved one, a finished one and one with offers (409).
 */
export const editRequest = defineCall({
  method: 'PUT',
  path: '/api/v2/requests/:id',
  summary: 'Talebi düzenle ve yeniden onaya gönder',
  operationId: 'editRequest',
  auth: 'member',
  request: { params: zIdParams, body: zRequestFields },
  response: zEditedRequest,
});
