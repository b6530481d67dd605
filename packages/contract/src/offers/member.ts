// Offers (teklif) and ratings: a manufacturer's feed of requests it may offer on, its offers; the buyer accepting and
// rating an offer (spec §2, §3 "Offer", §4 "Offer", §5 "Rating", §7; DESIGN §4 "Matching", "Offers and ratings").
import { z } from 'zod';
import { defineCall, TEXT } from '../call';
import { zCatalogProductLink, zCategoryRef } from '../catalog/public';
import { MAX_DETAIL } from '../constants';
import { MAX_YEARS_AHEAD } from '../dates';
import { zDay, zId, zIdParams, zOptionalText, zPageQuery } from '../fields';
import { decimalToKurus, fromKurus } from '../money';
import { CURRENCIES, REQUEST_MSG, zOwnRequestDetail } from '../requests/member';
import { zPublicRequestItem } from '../requests/public';

export const OFFER_MSG = {
  created: 'Teklifiniz oluşturuldu.',
  price: 'Geçerli bir fiyat girin.',
  currency: 'Para birimi seçin.',
  detail: 'Açıklama en fazla 4000 karakter olabilir.',
  deliveryDate: 'Geçerli bir tahmini teslim tarihi seçin (bugün veya sonrası).',
  deliveryDateFar: `Tahmini teslim tarihi en fazla ${MAX_YEARS_AHEAD} yıl sonrası olabilir.`,
  noPackage: 'Teklif verebilmek için aktif bir paketiniz olmalıdır.',
  notMatching: 'Bu talep için teklif verebileceğiniz bir ürününüz bulunmuyor.',
  own: 'Kendi talebinize teklif veremezsiniz.',
  twice: 'Bu talebe zaten teklif verdiniz.',
} as const;

export const zRate = z.object({
  puan: z.preprocess(
    (v) => (typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: REQUEST_MSG.ratingScore })
      .int({ error: REQUEST_MSG.ratingScore })
      .min(1, { error: REQUEST_MSG.ratingScore })
      .max(5, { error: REQUEST_MSG.ratingScore }),
  ),
  yorum: zOptionalText(MAX_DETAIL, REQUEST_MSG.ratingComment),
  id: zId(REQUEST_MSG.offerNotFound), // the offer
  teklifid: zId(REQUEST_MSG.notFound), // the request
});

/** POST /api/genelteklifolustur-{id}: tarih = estimated delivery, detay ≤ 4000, fiyat > 0 (a decimal), parabirimi. */
export const zCreateOffer = z.object({
  tarih: zDay(OFFER_MSG.deliveryDate),
  detay: zOptionalText(MAX_DETAIL, OFFER_MSG.detail),
  /**
   * decimal notation only ('1500', '1500.5' or a JSON number), rounded half up to the kuruş, above zero and within the
   * price column (numeric 14,2): '0x10', '1e3', '0.001' and '1000000000000' are refused (issue 47 item 6); given on as
   * the column's decimal string ('1500.50')
   */
  fiyat: z.union([z.string(), z.number()], { error: OFFER_MSG.price }).transform((v, ctx) => {
    const kurus = decimalToKurus(v);
    if (kurus !== undefined && kurus > 0n) return fromKurus(kurus);
    ctx.addIssue({ code: 'custom', message: OFFER_MSG.price });
    return z.NEVER;
  }),
  parabirimi: z.preprocess(
    (v) => (v === undefined || v === '' ? 'TL' : v),
    z.enum(CURRENCIES, { error: OFFER_MSG.currency }),
  ),
});
export type CreateOffer = z.infer<typeof zCreateOffer>;

/** GET /api/uyetalelTeklifindex: the company's product count and the requests it may offer on, newest first. */
export const zOfferableFeed = z.object({
  urunC: z.number(), // the company's open products
  liste: z.array(zPublicRequestItem),
  toplam: z.number(),
  adet: z.number(),
  sayfa: z.number(),
});

/** My offer on a request (spec §3 "Offer"). */
export const zOwnOffer = z.object({
  id: z.number(),
  tarih: z.string(),
  fiyat: z.number(),
  paraBirimi: z.enum(CURRENCIES),
  tahminiTesliTarihi: z.string(),
  aciklama: z.string(),
  kabulDurumu: z.boolean(),
});

/**
 * The buyer behind a request, as the supplier sees it once the buyer accepted (reviewed) one of its offers; null
 * before. Added beside the legacy fields (DESIGN §8): a legacy client ignores it, and `firmaad` stays masked.
 */
export const zBuyer = z.object({
  adSoyad: z.string(),
  firmaad: z.string(),
  firmaTel: z.string(),
  tel: z.string(),
  mail: z.string(),
  wpHat: z.string(),
  adres: z.string(),
});
export type Buyer = z.infer<typeof zBuyer>;

/** One row of my offers: the offer, the request it answers and whether that request has ended. */
export const zOwnOfferItem = z.object({
  cevap: zOwnOffer,
  talep: z.object({ id: z.number(), adet: z.number(), tip: z.string(), detay: z.string(), teslimTarihi: z.string() }),
  urun: zCatalogProductLink,
  kat: zCategoryRef,
  bitti: z.boolean(), // the request is finished or closed
  alici: zBuyer.nullable().optional(), // the buyer, once it accepted one of my offers on the request
});
export type OwnOfferItem = z.infer<typeof zOwnOfferItem>;

/** GET /api/teklifDetay-{requestId}: the request (buyer masked) and my offer on it. */
export const zOwnOfferDetail = z.object({
  talep: zPublicRequestItem.shape.tlb,
  urun: zCatalogProductLink,
  kat: zCategoryRef,
  firmaad: z.string(),
  ulkeSehir: z.string(),
  bitti: z.boolean(),
  cevaplar: z.array(zOwnOffer),
  alici: zBuyer.nullable().optional(), // the buyer, once it accepted one of my offers on the request
});

// ── calls ────────────────────────────────────────────────────────────────────────────────────────────────────────
/** GET /api/talepDetayislemKabul-{offerId}: the owner accepts (opens) an offer and sees the supplier → the detail. */
export const acceptOffer = defineCall({
  writes: true,
  method: 'GET',
  path: '/api/talepDetayislemKabul-:id',
  auth: 'member',
  request: { params: zIdParams },
  response: zOwnRequestDetail,
});

/** POST /api/talepyorumYap puan, yorum, id (offer), teklifid (request) → the detail. */
export const rateOffer = defineCall({
  method: 'POST',
  path: '/api/talepyorumYap',
  auth: 'member',
  request: { body: zRate, encoding: 'form' },
  response: zOwnRequestDetail,
});

export const getOfferableFeed = defineCall({
  method: 'GET',
  path: '/api/uyetalelTeklifindex',
  auth: 'member',
  request: { query: zPageQuery },
  response: zOfferableFeed,
});

/** POST /api/genelteklifolustur-{requestId} → 'Teklifiniz oluşturuldu.' */
export const createOffer = defineCall({
  method: 'POST',
  path: '/api/genelteklifolustur-:id',
  auth: 'member',
  request: { params: zIdParams, body: zCreateOffer, encoding: 'form' },
  response: TEXT,
});

export const getOwnOffers = defineCall({
  method: 'GET',
  path: '/api/teklifListesi',
  auth: 'member',
  response: z.array(zOwnOfferItem),
});

/** GET /api/teklifDetay-{requestId}: the request and my offer on it. */
export const getOwnOffer = defineCall({
  method: 'GET',
  path: '/api/teklifDetay-:id',
  auth: 'member',
  request: { params: zIdParams },
  response: zOwnOfferDetail,
});
