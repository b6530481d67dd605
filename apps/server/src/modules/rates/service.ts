// Exchange rates (issue 37): TCMB's daily bulletins stored under their own day, the administrator's entry for a day,
// the job that fetches them, and conversion to TL. Other areas (the offer comparison) use:
//   ratesOn(db, day)                    → the bulletin in force on `day` (a weekend or holiday: the last before it)
//   convert(bulletin, kurus, currency)  → TL kuruş, the rate and the bulletin's day it used (pure)
//   convertToTl(db, kurus, currency, day) → the same, reading the bulletin (AppError 409 when there is none)
// and declare `tag.rates` on the reads whose answers hold converted amounts (the job and the entry change it).

import { istanbulDay } from '@tedarik/contract/dates';
import { type Rate, toTlKurus } from '@tedarik/contract/money';
import { RATES_MSG } from '@tedarik/contract/rates/admin';
import { and, desc, eq, inArray, lt, lte, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exchangeRates, rateBulletins } from '../../db/schema/rates';
import type { Cache } from '../../platform/cache';
import { tag } from '../../platform/cache';
import type { Clock } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { type Job, jobState } from '../../platform/jobs';
import { cursorPage } from '../../platform/paging';
import { expectedBulletin } from './calendar';
import { BulletinError, fetchBulletin, type ParsedBulletin } from './tcmb';

export type RateSource = 'tcmb' | 'manual';
export type CurrencyRate = Rate & { currency: string };
export type Bulletin = {
  day: string;
  source: RateSource;
  number: string | null;
  storedAt: Date;
  rates: CurrencyRate[];
};

/** The job's row in `jobs` (platform/jobs.ts). */
export const RATES_JOB = 'tcmb rates';
export const DEFAULT_TCMB_URL = 'https://www.tcmb.gov.tr/kurlar/today.xml';
const HALF_HOUR = 30 * 60_000;

/** numeric(18,6) as read ('42.501200') → as written ('42.5012'). */
const plain = (decimal: string) => (decimal.includes('.') ? decimal.replace(/0+$/, '').replace(/\.$/, '') : decimal);

async function ratesOf(db: Db, days: string[], currencies?: readonly string[]) {
  if (days.length === 0) return [];
  const rows = await db
    .select()
    .from(exchangeRates)
    .where(
      and(inArray(exchangeRates.day, days), currencies ? inArray(exchangeRates.currency, [...currencies]) : undefined),
    )
    .orderBy(exchangeRates.currency);
  return rows.map((r) => ({ day: r.day, currency: r.currency, unit: r.unit, forexSelling: plain(r.forexSelling) }));
}

/** The bulletin in force on `day`: that day's, or on a weekend or holiday the last one before it; undefined: none. */
export async function ratesOn(db: Db, day: string): Promise<Bulletin | undefined> {
  const [bulletin] = await db
    .select()
    .from(rateBulletins)
    .where(lte(rateBulletins.day, day))
    .orderBy(desc(rateBulletins.day))
    .limit(1);
  if (!bulletin) return undefined;
  const rates = (await ratesOf(db, [bulletin.day])).map(({ day: _, ...rate }) => rate);
  return { ...bulletin, source: bulletin.source as RateSource, rates };
}

export type Conversion = {
  /** the amount in TL kuruş, rounded half up */
  tlKurus: bigint;
  /** the bulletin's day the rate came from (null for an amount already in TL), which the answer must name */
  rateDate: string | null;
  rate: Rate | null;
};

/** `amountKurus` of `currency` in TL kuruş at `bulletin`'s ForexSelling per unit; TL passes through unchanged. */
export function convert(bulletin: Bulletin | undefined, amountKurus: bigint, currency: string): Conversion {
  if (currency === 'TL' || currency === 'TRY') return { tlKurus: amountKurus, rateDate: null, rate: null };
  const rate = bulletin?.rates.find((r) => r.currency === currency);
  if (!bulletin || !rate) throw new AppError(RATES_MSG.notFound, 409);
  return {
    tlKurus: toTlKurus(amountKurus, rate),
    rateDate: bulletin.day,
    rate: { unit: rate.unit, forexSelling: rate.forexSelling },
  };
}

/** `convert` at the bulletin in force on `day`. */
export async function convertToTl(db: Db, amountKurus: bigint, currency: string, day: string) {
  return convert(currency === 'TL' ? undefined : await ratesOn(db, day), amountKurus, currency);
}

/** The newest stored bulletin's day (null: none yet). */
export async function newestBulletinDay(db: Db): Promise<string | null> {
  const [row] = await db.select({ day: max(rateBulletins.day) }).from(rateBulletins);
  return row?.day ?? null;
}

/**
 * Stores TCMB's bulletin under its own day, once: a day already stored (fetched before, or entered by the
 * administrator, whose entry stands) is left as it is. Whether it stored anything.
 */
export async function storeBulletin(db: Db, bulletin: ParsedBulletin): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(rateBulletins)
      .values({ day: bulletin.day, source: 'tcmb', number: bulletin.number })
      .onConflictDoNothing()
      .returning({ day: rateBulletins.day });
    if (!stored) return false;
    await tx.insert(exchangeRates).values(bulletin.rates.map((r) => ({ ...r, day: bulletin.day })));
    return true;
  });
}

/** The administrator's USD and EUR rates (unit 1) for `day`: they replace whatever that day had. */
export async function enterRates(
  { db, clock }: { db: Db; clock: Clock },
  day: string,
  values: { usd: string; eur: string },
): Promise<Bulletin> {
  if (day > istanbulDay(clock.now())) throw new AppError(RATES_MSG.future, 400, { date: RATES_MSG.future });
  await db.transaction(async (tx) => {
    await tx.delete(rateBulletins).where(eq(rateBulletins.day, day)); // its rates go with it (cascade)
    await tx.insert(rateBulletins).values({ day, source: 'manual', number: null, storedAt: clock.now() });
    await tx.insert(exchangeRates).values([
      { day, currency: 'EUR', unit: 1, forexSelling: values.eur },
      { day, currency: 'USD', unit: 1, forexSelling: values.usd },
    ]);
  });
  return (await ratesOn(db, day)) as Bulletin;
}

/** The rates in force on `day` for the back-office; not found before the first bulletin. */
export async function bulletinFor(db: Db, day: string): Promise<Bulletin> {
  const bulletin = await ratesOn(db, day);
  if (!bulletin) throw notFound(RATES_MSG.notFound);
  return bulletin;
}

/** The stored bulletins, newest first, with their USD and EUR rates; `cursor` is the day to continue before. */
export async function listBulletins(db: Db, { cursor, limit = 30 }: { cursor?: string; limit?: number }) {
  const page = await cursorPage(
    limit,
    (take) =>
      db
        .select()
        .from(rateBulletins)
        .where(cursor ? lt(rateBulletins.day, cursor) : undefined)
        .orderBy(desc(rateBulletins.day))
        .limit(take),
    (b) => b.day,
  );
  const rates = await ratesOf(
    db,
    page.items.map((b) => b.day),
    ['USD', 'EUR'],
  );
  const rateOf = (day: string, currency: string) => {
    const r = rates.find((x) => x.day === day && x.currency === currency);
    return r ? { currency, unit: r.unit, forexSelling: r.forexSelling } : null;
  };
  return {
    items: page.items.map((b) => ({
      day: b.day,
      source: b.source as RateSource,
      storedAt: b.storedAt,
      usd: rateOf(b.day, 'USD'),
      eur: rateOf(b.day, 'EUR'),
    })),
    nextCursor: page.nextCursor,
  };
}

/** How often the jobs are checked (platform/jobs.ts startJobs): a due job runs within this. */
const JOB_CHECK_MS = 60_000;

/**
 * The fetch job's state for the administrator, with the newest stored and the expected bulletin, and what really
 * happened (issue 47 item 18): stored; not fetched since the publication; failed (tried again when its wait ends);
 * or TCMB still serving an older bulletin after the publication (tried again half-hourly).
 */
export async function ratesJobState(db: Db, now: Date) {
  const job = await jobState(db, RATES_JOB);
  const expected = expectedBulletin(now);
  const newest = await newestBulletinDay(db);
  const lastSuccessAt = job?.lastSuccessAt ?? null;
  const failures = job?.failures ?? 0;
  const [state, nextAttemptAt]: [RatesJobState, Date | null] =
    newest !== null && newest >= expected.day
      ? ['current', null]
      : failures > 0
        ? ['failed', job?.leaseUntil && job.leaseUntil > now ? job.leaseUntil : new Date(now.getTime() + JOB_CHECK_MS)]
        : lastSuccessAt === null || lastSuccessAt < expected.publishedAt
          ? ['notFetched', new Date(now.getTime() + JOB_CHECK_MS)]
          : ['tcmbBehind', new Date(Math.max(lastSuccessAt.getTime() + HALF_HOUR, now.getTime() + JOB_CHECK_MS))];
  return {
    lastSuccessAt,
    lastFailureAt: job?.lastFailureAt ?? null,
    lastError: job?.lastError ?? null,
    failures,
    newestBulletin: newest,
    expectedBulletin: expected.day,
    state,
    nextAttemptAt,
  };
}
type RatesJobState = 'current' | 'notFetched' | 'failed' | 'tcmbBehind';

/**
 * The job that fetches TCMB's bulletin (platform/jobs.ts). Due while the newest stored bulletin is older than the
 * one that should exist (the last business day from 15:30 Istanbul time): at once when no fetch has succeeded since
 * that bulletin's publication (at 15:30, or at a start after a missed one), then every half hour while TCMB still
 * serves an older one (a holiday, a late bulletin). A failure is recorded and tried again by the job mechanism.
 */
export function ratesJob({
  db,
  cache,
  url = DEFAULT_TCMB_URL,
  timeoutMs = 15_000,
}: {
  db: Db;
  cache?: Pick<Cache, 'changed'>;
  url?: string;
  timeoutMs?: number;
}): Job {
  return {
    name: RATES_JOB,
    async due(last, now) {
      const expected = expectedBulletin(now);
      const newest = await newestBulletinDay(db);
      if (newest !== null && newest >= expected.day) return false;
      return last === null || last < expected.publishedAt || now.getTime() - last.getTime() >= HALF_HOUR;
    },
    async run(now) {
      const bulletin = await fetchBulletin(url, timeoutMs);
      if (bulletin.day > istanbulDay(now))
        throw new BulletinError(`Bülten tarihi (${bulletin.day}) ileri bir gün: saat ya da bülten hatalı.`);
      if (await storeBulletin(db, bulletin)) cache?.changed([tag.rates, tag.admin]);
    },
  };
}
