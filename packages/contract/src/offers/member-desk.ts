// The buyer's decision desk, the offer side (issue 37 items 1, 4, 5; DESIGN §8, decisions 0037, 0039): richer offers
// sent and revised through v2 calls, every version kept, new rounds ('Yeni Tur'), sealed requests ('Kapalı Zarf')
// and a cap of offers. English fields, amounts as decimal strings, refusals as `{ message, fields }`.
import { z } from 'zod';
import { ATTACHMENT_MSG } from '../attachments/member';
import { defineCall } from '../call';
import { MAX_DETAIL } from '../constants';
import { MAX_YEARS_AHEAD } from '../dates';
import { zDay, zId, zIdParams, zInstant, zOptionalText, zTextOver, zWhole } from '../fields';
import { zReputationSummary } from '../reputation/public';
import { CURRENCIES } from '../requests/member';
import { zAmount } from '../v2';
import { zBadges } from '../verification/documents';
import { VAT_RATES } from './totals';

/** The most offers a request may be capped at, and the create form's default. */
export const MAX_OFFER_CAP = 50;
export const DEFAULT_OFFER_CAP = 10;
/** The longest vade, in days. */
export const MAX_PAYMENT_DAYS = 365;
/** A round's message. */
export const MAX_ROUND_MESSAGE = 1000;
/** A request has at most this many rounds (the first included). */
export const MAX_ROUNDS = 10;

export const DESK_MSG = {
  unitPrice: 'Geçerli bir birim fiyat girin.',
  totalTooLarge: 'Toplam tutar çok büyük.',
  vatRate: 'KDV oranı seçin (%0, %1, %10 veya %20).',
  vatIncluded: 'Fiyatın KDV dahil mi hariç mi olduğunu seçin.',
  paymentDays: `Ödeme vadesi 0 (peşin) ile ${MAX_PAYMENT_DAYS} gün arasında olmalıdır.`,
  validUntil: 'Geçerli bir geçerlilik tarihi seçin (bugün veya sonrası).',
  validUntilFar: `Geçerlilik tarihi en fazla ${MAX_YEARS_AHEAD} yıl sonrası olabilir.`,
  full: (cap: number) => `Bu talep en fazla ${cap} teklif alabilir; teklif sayısı doldu.`,
  deadlinePassed: 'Son Teklif Tarihi geçti.',
  roundEnded: 'Bu turun süresi doldu; teklifinizi artık güncelleyemezsiniz.',
  accepted: 'Teklifiniz kabul edildi; kabul edilen teklif güncellenemez.',
  closed: 'Bu talep teklif almaya kapalı; teklifinizi güncelleyemezsiniz.',
  offerNotFound: 'Teklif bulunamadı.',
  sealedUnopened: 'Kapalı zarf teklifleri Son Teklif Tarihinde açılır.',
  offerDeadline: 'Geçerli bir Son Teklif Tarihi seçin (şimdiden sonra).',
  offerDeadlineLate: 'Son Teklif Tarihi, teslim tarihinden sonra olamaz.',
  offerCap: `En fazla teklif 1 ile ${MAX_OFFER_CAP} arasında olmalıdır.`,
  roundMessage: 'Yeni tur için bir mesaj yazın.',
  roundMessageLong: `Mesaj en fazla ${MAX_ROUND_MESSAGE} karakter olabilir.`,
  roundDeadline: 'Geçerli bir tur bitiş tarihi seçin (şimdiden sonra).',
  roundDeadlineLate: 'Tur bitiş tarihi, talebin kapanışından sonra olamaz.',
  roundNoOffers: 'Yeni tur açmak için en az bir teklif gelmiş olmalıdır.',
  roundClosed: 'Bu talep kapalı; yeni tur açılamaz.',
  roundsMax: `Bir talepte en fazla ${MAX_ROUNDS} tur olabilir.`,
  roundOpened: 'Yeni tur açıldı; teklif veren firmalara bildirildi.',
  roundRace: 'Bu talepte az önce yeni bir tur açıldı.',
} as const;

/** An offer's terms as the supplier sends them, a new one or a revision. */
export const zOfferTerms = z.object({
  unitPrice: zAmount(DESK_MSG.unitPrice),
  currency: z.enum(CURRENCIES, { error: 'Para birimi seçin.' }),
  vatRate: z.union(
    VAT_RATES.map((r) => z.literal(r)),
    { error: DESK_MSG.vatRate },
  ),
  vatIncluded: z.boolean({ error: DESK_MSG.vatIncluded }),
  /** the estimated delivery */
  deliveryOn: zDay('Geçerli bir tahmini teslim tarihi seçin (bugün veya sonrası).'),
  /** 0 = peşin */
  paymentDays: zWhole(DESK_MSG.paymentDays, 0, MAX_PAYMENT_DAYS),
  validUntil: zDay(DESK_MSG.validUntil),
  note: zOptionalText(MAX_DETAIL, 'Açıklama en fazla 4000 karakter olabilir.'),
});
export type OfferTerms = z.infer<typeof zOfferTerms>;

export const zTermsOut = z.object({
  /** null on an offer a legacy client made (its total only) */
  unitPrice: z.string().nullable(),
  /** unit price × the request's quantity, in its KDV mode */
  total: z.string(),
  currency: z.enum(CURRENCIES),
  vatRate: z.number().nullable(),
  vatIncluded: z.boolean().nullable(),
  deliveryOn: z.string(),
  paymentDays: z.number().nullable(),
  validUntil: z.string().nullable(),
  note: z.string(),
});
export type TermsOut = z.infer<typeof zTermsOut>;

/** A version of an offer, with the fields that changed from the one before (none for the first). */
export const zOfferVersion = zTermsOut.extend({
  version: z.number(),
  round: z.number(),
  createdAt: z.string(),
  changed: z.array(z.string()),
});
export type OfferVersion = z.infer<typeof zOfferVersion>;

export const zRound = z.object({
  number: z.number(),
  message: z.string(),
  deadline: z.string(),
  createdAt: z.string(),
});

/** Where a request stands for offers: sealed or not, its deadline, count and cap, its current round. */
export const zOfferState = z.object({
  requestId: z.number(),
  quantity: z.number(),
  unit: z.string(),
  deliveryOn: z.string(),
  sealed: z.boolean(),
  offerDeadline: z.string().nullable(),
  /** sealed and not opened yet: the buyer sees only the count */
  hidden: z.boolean(),
  offerCount: z.number(),
  offerCap: z.number().nullable(),
  /** 1, or the newest round's number */
  round: z.number(),
  rounds: z.array(zRound),
});

/** The supplier's own offer on a request: its current terms, whether it may still revise, and until when. */
export const zMyOffer = z.object({
  request: zOfferState,
  offer: zTermsOut
    .extend({ id: z.number(), version: z.number(), reviewed: z.boolean(), createdAt: z.string() })
    .nullable(),
  /** why it may not revise now (a Turkish text), null when it may */
  locked: z.string().nullable(),
  /** the deadline of its revisions (the round's or the sealed request's), null when none */
  revisableUntil: z.string().nullable(),
});
export type MyOffer = z.infer<typeof zMyOffer>;

/** An offer on the buyer's desk: the supplier masked until the offer is accepted. */
export const zDeskOffer = zTermsOut.extend({
  id: z.number(),
  company: z.string(),
  reviewed: z.boolean(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
  /** the supplier's badges (verification/documents.ts), evaluated now */
  badges: zBadges.optional(),
  /** the supplier's figures over 12 months (reputation, decision 0057) */
  reputation: zReputationSummary.optional(),
});
export type DeskOffer = z.infer<typeof zDeskOffer>;

/** The buyer's desk: the request's offer state and, unless sealed and not opened yet, its offers. */
export const zDesk = zOfferState.extend({
  offers: z.array(zDeskOffer),
  /** whether the buyer may open a new round now */
  canOpenRound: z.boolean(),
});
export type Desk = z.infer<typeof zDesk>;

export const zNewRound = z.object({
  message: zTextOver(0, DESK_MSG.roundMessage, MAX_ROUND_MESSAGE),
  deadline: zInstant(DESK_MSG.roundDeadline),
});

const zRequestParams = zIdParams;

// ── calls ────────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * A new offer: its terms and the quote picked while the form was filled (a draft file, POST /api/v2/draft-files),
 * attached in the offer's transaction (issue 47 item 21). A revision changes its file on the offer's page.
 */
export const zNewOffer = zOfferTerms.extend({
  draftFile: zId(ATTACHMENT_MSG.draftGone).nullable().default(null),
});
export type NewOffer = z.infer<typeof zNewOffer>;

/** A manufacturer's offer with its full terms → its own offer. */
export const createRichOffer = defineCall({
  method: 'POST',
  path: '/api/v2/requests/:id/offers',
  summary: 'Teklif ver',
  operationId: 'createRichOffer',
  auth: 'member',
  request: { params: zRequestParams, body: zNewOffer },
  response: zMyOffer,
});

/** The manufacturer's own offer on a request (none yet: offer null). */
export const getMyOffer = defineCall({
  method: 'GET',
  path: '/api/v2/requests/:id/my-offer',
  summary: 'Talebe verdiğim teklif',
  operationId: 'getMyOffer',
  auth: 'member',
  request: { params: zRequestParams },
  response: zMyOffer,
});

/** A revision: a new version of the offer (the id is the offer's). */
export const reviseOffer = defineCall({
  method: 'PUT',
  path: '/api/v2/offers/:id',
  summary: 'Teklifi revize et',
  operationId: 'reviseOffer',
  auth: 'member',
  request: { params: zIdParams, body: zOfferTerms },
  response: zMyOffer,
});

/** Every version of an offer, oldest first: to its supplier, and to the buyer once the offers are visible. */
export const getOfferVersions = defineCall({
  method: 'GET',
  path: '/api/v2/offers/:id/versions',
  summary: 'Teklifin sürümleri',
  operationId: 'getOfferVersions',
  auth: 'member',
  request: { params: zIdParams },
  response: z.object({ offerId: z.number(), versions: z.array(zOfferVersion) }),
});

/** The buyer's desk of a request. */
export const getDesk = defineCall({
  method: 'GET',
  path: '/api/v2/requests/:id/desk',
  summary: 'Talebin karar masası',
  operationId: 'getDesk',
  auth: 'member',
  request: { params: zRequestParams },
  response: zDesk,
});

/** 'Yeni Tur': a message and a deadline; every supplier who offered is told → the desk. */
export const openRound = defineCall({
  method: 'POST',
  path: '/api/v2/requests/:id/rounds',
  summary: 'Yeni tur aç',
  operationId: 'openRound',
  auth: 'member',
  request: { params: zRequestParams, body: zNewRound },
  response: zDesk,
});
