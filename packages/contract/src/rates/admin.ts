// Exchange rates in the back-office (issue 37, DESIGN §8): TCMB's daily bulletins as stored, the fetch job's state,
// and a day's rates entered by hand (/adminimt/kurlar).
import { z } from 'zod';
import { defineCall } from '../call';
import { formatDate } from '../dates';
import { zDay } from '../fields';
import { zCursorPage, zDayCursorQuery } from '../v2';

export const RATES_MSG = {
  day: 'Geçerli bir tarih girin.',
  future: 'İleri bir tarihe kur girilemez.',
  usd: 'Geçerli bir USD kuru girin.',
  eur: 'Geçerli bir EUR kuru girin.',
  notFound: 'Bu tarih için kur bulunamadı.',
  fetchFailed: 'TCMB kurları alınamadı',
  empty: 'Henüz kur yok.',
} as const;

/** The currencies the administrator enters by hand (the offers' foreign currencies). */
export const MANUAL_CURRENCIES = ['USD', 'EUR'] as const;

export const zRateSource = z.enum(['tcmb', 'manual']);
export const zRate = z.object({
  currency: z.string(),
  /** ForexSelling is TL for this many units (JPY: 100) */
  unit: z.number(),
  /** exact decimal string, TL */
  forexSelling: z.string(),
});

/** A bulletin in the list: its day, where it came from, and its USD and EUR rates. */
export const zBulletinSummary = z.object({
  date: z.string(),
  source: zRateSource,
  storedAt: z.string(),
  usd: zRate.nullable(),
  eur: zRate.nullable(),
});

/** The rates in force on a day: the bulletin of that day or, on a weekend or holiday, the last one before it. */
export const zBulletin = z.object({
  /** the bulletin's own day, which every converted amount names */
  date: z.string(),
  source: zRateSource,
  /** TCMB's bulletin number; null for a manual entry */
  number: z.string().nullable(),
  storedAt: z.string(),
  rates: z.array(zRate),
});

export const zRatesJobState = z.object({
  lastSuccessAt: z.string().nullable(),
  lastFailureAt: z.string().nullable(),
  lastError: z.string().nullable(),
  /** failures in a row since the last success */
  failures: z.number(),
  /** the newest bulletin stored, and the one that should exist by now (the last business day from 15:30) */
  newestBulletin: z.string().nullable(),
  expectedBulletin: z.string(),
  /**
   * what really happened (issue 47 item 18): `current` the expected bulletin (or a newer one, or the day's rates by
   * hand) is stored; `notFetched` no fetch since its publication (the job is about to run); `failed` the last fetch
   * failed; `tcmbBehind` a fetch after its publication found TCMB still serving an older one (a holiday, a late one)
   */
  state: z.enum(['current', 'notFetched', 'failed', 'tcmbBehind']),
  /** when the job tries again (null: nothing to fetch) */
  nextAttemptAt: z.string().nullable(),
});
export type RatesJobState = z.output<typeof zRatesJobState>;

/**
 * The fetch's state in words for /adminimt/kurlar: a title for a failure, then what happened and what comes next,
 * in Istanbul time. Never 'resmî tatil' unless TCMB really served an older bulletin after the publication time.
 */
export function ratesJobText(s: RatesJobState): { failed: boolean; lines: string[] } {
  const next = s.nextAttemptAt ? `Sonraki deneme: ${formatDate(s.nextAttemptAt, true)}.` : '';
  const expected = formatDate(s.expectedBulletin);
  const success = s.lastSuccessAt ? `Son başarılı çekim: ${formatDate(s.lastSuccessAt, true)}.` : '';
  const join = (...parts: string[]) => parts.filter(Boolean).join(' ');
  switch (s.state) {
    case 'failed':
      return {
        failed: true,
        lines: [
          join(`${formatDate(s.lastFailureAt, true)}: ${s.lastError ?? ''}`.trim()),
          join(`${s.failures} kez denendi.`, next, 'Gerekirse günün kurlarını aşağıdan elle girin.'),
        ],
      };
    case 'notFetched':
      return {
        failed: false,
        lines: [
          join(`TCMB ${expected} bülteni henüz çekilmedi.`, next || 'Sistem birkaç dakika içinde çekecek.', success),
        ],
      };
    case 'tcmbBehind':
      return {
        failed: false,
        lines: [
          join(
            `TCMB ${expected} bültenini henüz yayımlamadı; son çekimde gelen bülten ${formatDate(s.newestBulletin) || 'yok'}.`,
            next,
            'Resmî tatilde son bülten geçerlidir.',
            success,
          ),
        ],
      };
    default:
      return { failed: false, lines: [join(`Son bülten: ${formatDate(s.newestBulletin)}.`, success)] };
  }
}

/** A decimal rate > 0 with at most 6 decimals and 6 digits before the point ('42.5012'); a comma is a point. */
const zRateValue = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().replace(',', '.') : v),
    z
      .string({ error: message })
      .max(13, { error: message, abort: true })
      .regex(/^\d{1,6}(\.\d{1,6})?$/, { error: message, abort: true })
      .refine((s) => /[1-9]/.test(s), { error: message }),
  );

export const zManualRates = z.object({ usd: zRateValue(RATES_MSG.usd), eur: zRateValue(RATES_MSG.eur) });
export const zDayParams = z.object({ date: zDay(RATES_MSG.day) });
/** The back-office form 'Kur Gir': the day (sent in the path) and its rates. */
export const zRatesEntry = z.object({ ...zDayParams.shape, ...zManualRates.shape });

/** GET /adn_api/v2/rates: the stored bulletins, newest first (`cursor`: the day to continue before). */
export const getBulletins = defineCall({
  method: 'GET',
  path: '/adn_api/v2/rates',
  summary: 'TCMB kur bültenleri',
  operationId: 'getBulletins',
  auth: 'admin',
  request: { query: zDayCursorQuery },
  response: zCursorPage(zBulletinSummary),
});

/** GET /adn_api/v2/rates/job: the TCMB fetch job's state (a failure is shown as 'TCMB kurları alınamadı'). */
export const getRatesJob = defineCall({
  method: 'GET',
  path: '/adn_api/v2/rates/job',
  summary: 'TCMB kur işinin durumu',
  operationId: 'getRatesJob',
  auth: 'admin',
  response: zRatesJobState,
});

/** GET /adn_api/v2/rates/:date: the rates in force on that day, with the bulletin's own day. */
export const getRatesOn = defineCall({
  method: 'GET',
  path: '/adn_api/v2/rates/:date',
  summary: 'Bir günün kurları',
  operationId: 'getRatesOn',
  auth: 'admin',
  request: { params: zDayParams },
  response: zBulletin,
});

/** PUT /adn_api/v2/rates/:date: that day's USD and EUR rates by hand (unit 1); they replace the day's bulletin. */
export const putRates = defineCall({
  method: 'PUT',
  path: '/adn_api/v2/rates/:date',
  summary: 'Bir günün kurlarını elle gir',
  operationId: 'putRates',
  auth: 'admin',
  request: { params: zDayParams, body: zManualRates },
  response: zBulletin,
});
