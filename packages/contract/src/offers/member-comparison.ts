// The buyer's comparison of a request's offers (issue 37, decision 0039): one row per offer, its amounts in its own
// currency and in TL at a TCMB bulletin, KDV included or excluded, delivery against the requested day, payment,
// validity, the supplier's rating and verification; the lowest TL total marked. The same table as .xlsx and PDF.
import { z } from 'zod';
import { defineCall, FILE } from '../call';
import { formatDate } from '../dates';
import { zDay, zIdParams } from '../fields';
import { zReputationSummary } from '../reputation/public';
import { CURRENCIES } from '../requests/member';
import { zBadges } from '../verification/documents';

export const COMPARISON_MSG = {
  rateDate: 'Geçerli bir kur tarihi seçin.',
  noRates: 'Bu tarih için TCMB kuru bulunmuyor; yönetici kurları girdiğinde karşılaştırma TL olarak gösterilecek.',
  sealed: 'Kapalı zarf teklifleri Son Teklif Tarihi geçince açılır.',
  /** the server prepares too many files at this moment (503, Retry-After) */
  exportBusy: 'Şu anda çok sayıda dosya hazırlanıyor; lütfen birkaç saniye sonra tekrar deneyin.',
  /** the member's own files are still being prepared (429) */
  exportWait: 'Dosyalarınız hazırlanıyor; öncekiler bitince tekrar deneyin.',
} as const;

export const VAT_MODES = ['included', 'excluded'] as const;
export const COMPARISON_SORTS = ['total', 'delivery', 'rating'] as const;

export const zComparisonQuery = z.object({
  vat: z.enum(VAT_MODES).catch('excluded'),
  /** the bulletin day the TL amounts use: the newest bulletin on or before it (default today) */
  rateDate: zDay(COMPARISON_MSG.rateDate).optional(),
  sort: z.enum(COMPARISON_SORTS).catch('total'),
});
export type ComparisonQuery = z.output<typeof zComparisonQuery>;

/** Amounts are decimal strings with 2 decimals ('1234.56'), never floats (decision 0037). */
const zMoney = z.string();

export const zComparisonRow = z.object({
  offerId: z.number(),
  version: z.number(),
  /** 'Teklif A', 'Teklif B' … in the order the offers came: tells masked suppliers apart (issue 47 item 20) */
  label: z.string(),
  /** the supplier's city, shown beside its label; null when it gave none */
  city: z.string().nullable(),
  /** the company's name once the buyer accepted the offer; before, its label and city ('Teklif A (Kocaeli)') */
  supplier: z.string(),
  accepted: z.boolean(),
  /** the supplier's average rating (1–5, one decimal) and how many ratings it has; null when none */
  rating: z.object({ average: z.number(), count: z.number() }).nullable(),
  /** the supplier's figures over 12 months (reputation, decision 0057) */
  reputation: zReputationSummary.optional(),
  /** the supplier's account is activated (its e-mail or phone code was confirmed) */
  verified: z.boolean(),
  currency: z.enum(CURRENCIES),
  /** as offered: the KDV rate (null when the offer did not say) and whether its prices include it */
  vatRate: z.number().nullable(),
  vatIncludedInOffer: z.boolean().nullable(),
  /** in the offer's currency, KDV as the query asks (an offer without a KDV rate: as offered) */
  unitPrice: zMoney.nullable(),
  total: zMoney,
  /** in TL at the bulletin of `rates`; null when there is no bulletin */
  unitPriceTl: zMoney.nullable(),
  totalTl: zMoney.nullable(),
  deliveryOn: z.string(),
  /** days after the requested delivery day (negative: early) */
  daysLate: z.number(),
  /** 0 = peşin; null when the offer did not say */
  paymentDays: z.number().nullable(),
  validUntil: z.string().nullable(),
  expired: z.boolean(),
  /** the lowest TL total of the table (all of them when tied); none when a row could not be converted to TL */
  lowest: z.boolean(),
  /** the supplier's badges (verification/documents.ts), evaluated now */
  badges: zBadges.optional(),
});
export type ComparisonRow = z.output<typeof zComparisonRow>;

export const zComparison = z.object({
  requestId: z.number(),
  product: z.string(),
  quantity: z.number(),
  unit: z.string(),
  deliveryOn: z.string(),
  /** the buyer's company (the request's owner) */
  buyer: z.string(),
  vat: z.enum(VAT_MODES),
  sort: z.enum(COMPARISON_SORTS),
  /**
   * the rates used for every TL amount, or null when none was found for the day: TCMB's bulletin, or the rates the
   * administrator entered for that day by hand (`source: 'manual'`, never named TCMB: issue 47 item 18)
   */
  rates: z
    .object({ bulletinDate: z.string(), source: z.enum(['tcmb', 'manual']), usd: z.string(), eur: z.string() })
    .nullable(),
  /** a sealed request before its deadline: only the count of offers, no rows */
  sealed: z.boolean(),
  offerCount: z.number(),
  rows: z.array(zComparisonRow),
});
export type Comparison = z.output<typeof zComparison>;

/** The neutral label of the `index`-th offer (from 0): 'Teklif A' … 'Teklif Z', then 'Teklif AA', 'Teklif AB' … */
export function offerLabel(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return `Teklif ${letters}`;
}

/**
 * What the TL amounts name (COPY.md): 'TCMB 27.11.2026 döviz satış kuru' for TCMB's bulletin, 'Elle girilen kur
 * (27.11.2026)' for the administrator's entry.
 */
export const comparisonRateName = (rates: { bulletinDate: string; source: 'tcmb' | 'manual' }) =>
  rates.source === 'manual'
    ? `Elle girilen kur (${formatDate(rates.bulletinDate)})`
    : `TCMB ${formatDate(rates.bulletinDate)} döviz satış kuru`;

/** The rates line of the screen and the files: 'TCMB 27.11.2026 döviz satış kuru: USD 42,4977 ₺ · EUR 49,1234 ₺'. */
export const comparisonRatesLine = (rates: NonNullable<Comparison['rates']>) =>
  `${comparisonRateName(rates)}: USD ${rates.usd.replace('.', ',')} ₺ · EUR ${rates.eur.replace('.', ',')} ₺`;

/** A request's comparison: its id and the comparison's options (the buyer's and the administrator's call). */
export const comparisonRequest = { params: zIdParams, query: zComparisonQuery };

/** GET /api/v2/requests/{id}/comparison: the request's owner only. */
export const getComparison = defineCall({
  method: 'GET',
  path: '/api/v2/requests/:id/comparison',
  summary: 'Teklif karşılaştırma tablosu',
  operationId: 'getComparison',
  auth: 'member',
  request: comparisonRequest,
  response: zComparison,
});
/** …/comparison.xlsx: the same table as an Excel workbook (numbers as numbers, no formulas). */
export const getComparisonXlsx = defineCall({
  method: 'GET',
  path: '/api/v2/requests/:id/comparison.xlsx',
  summary: 'Teklif karşılaştırma tablosu (Excel)',
  operationId: 'getComparisonXlsx',
  auth: 'member',
  request: comparisonRequest,
  response: FILE,
});
/** …/comparison.pdf: the same table as a PDF with Turkish letters. */
export const getComparisonPdf = defineCall({
  method: 'GET',
  path: '/api/v2/requests/:id/comparison.pdf',
  summary: 'Teklif karşılaştırma tablosu (PDF)',
  operationId: 'getComparisonPdf',
  auth: 'member',
  request: comparisonRequest,
  response: FILE,
});
