// The matching digests (issue 50 item 2, decision 0061): a company that hears by a daily (08:00 in Türkiye) or weekly
// (Monday 08:00) digest gets, once per period, one mail (and/or SMS) listing the requests approved since its last
// digest that it matches — nothing when there are none. Its bell came at each approval (decision.ts). A company's
// period is claimed by moving its `digested_through` in the transaction that tells it (skip locked: two processes
// take different companies, and a company claimed is not due again), so it is sent once; a missed 08:00 is caught up
// at the next run. Built 25 companies a transaction, yielding to the server between them. Time is the job clock's.
import { maskCompany } from '@tedarik/contract/text';
import { sql } from 'drizzle-orm';
import { type Db, rawRows } from '../../db/client';
import type { AppContext } from '../../platform/context';
import type { Job } from '../../platform/jobs';
import { requestDigestMail } from '../../platform/mail/request-digest';
import { afterCommit, type Notice, type Told, tell } from '../../platform/notices';
import { matchedCatalogProductsSql, preferencesPass } from '../matching/service';
import { runningPackageSql } from '../packages/service';
import { publicRequestSql } from './public-rule';

/** Companies a transaction claims; their mails are made YIELD_EVERY at a time, the server's requests between (decision
 * 0061: /healthz p99 during a digest of 10,000 companies 9.6–13.1 ms with 100 made 50 at a time, 7.1–7.7 ms so; idle
 * 3.7–4.6 ms; the digest 8–9 s and 16–17 s) */
const BATCH = 25;
const YIELD_EVERY = 10;
/** 08:00 in Türkiye (UTC+3 all year since 2016) is 05:00 UTC. */
const DIGEST_HOUR_UTC = 5;
const PACKAGES_LINK = '/account-d-detay-paket';

/** The start of the period due at `now`: the latest 08:00 in Türkiye (daily), or the latest Monday 08:00 (weekly). */
export function digestPeriodEnd(frequency: 'daily' | 'weekly', now: Date): Date {
  const end = new Date(now);
  end.setUTCHours(DIGEST_HOUR_UTC, 0, 0, 0);
  if (end > now) end.setUTCDate(end.getUTCDate() - 1);
  if (frequency === 'weekly') end.setUTCDate(end.getUTCDate() - ((end.getUTCDay() + 6) % 7));
  return end;
}

export interface DigestCompany {
  companyName: string;
  /** it holds a running package (else it is invited to buy one) */
  paying: boolean;
  frequency: 'daily' | 'weekly';
}
export interface DigestRequest {
  id: number;
  productName: string;
  quantity: number;
  unit: string;
  province: string | null;
  buyer: string;
}

/** The digest's mail (the site's mail layout, platform/mail: the one place it is worded; the buyers masked). */
export function digestMail(company: DigestCompany, list: DigestRequest[], publicUrl: string) {
  return requestDigestMail({
    companyName: company.companyName,
    period: company.frequency,
    requests: list.map((r) => ({
      product: r.productName,
      quantity: r.quantity,
      unit: r.unit,
      province: r.province ?? 'İl belirtilmemiş',
      maskedBuyer: maskCompany(r.buyer),
      link: `${publicUrl}/talep-detay-${r.id}`,
    })),
    invitation: company.paying
      ? undefined
      : { text: 'Teklif verebilmek için bir paket satın alın.', link: `${publicUrl}${PACKAGES_LINK}` },
    feedLink: `${publicUrl}/account-d-detay-teklif-ver`,
  });
}

type Claimed = {
  member_id: number;
  since: string;
  by_mail: boolean;
  by_sms: boolean;
  company_name: string;
  paying: boolean;
};
type Listed = DigestRequest & { member: number };

/** One batch of a frequency's due companies claimed and told, in one transaction; how many were claimed. */
async function digestBatch(ctx: Pick<AppContext, 'db' | 'publicUrl'>, frequency: 'daily' | 'weekly', end: Date) {
  const at = sql`${end.toISOString()}::timestamptz`;
  return ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const claimed = await rawRows<Claimed>(
      t,
      sql`with due as (
          select member_id, digested_through from match_preferences
          where frequency = ${frequency} and digested_through < ${at}
          order by digested_through, member_id limit ${BATCH} for update skip locked)
        update match_preferences mp set digested_through = ${at} from due, members
        where mp.member_id = due.member_id and members.id = due.member_id
        returning mp.member_id, due.digested_through::text as since, mp.by_mail, mp.by_sms,
          members.company_name, ${runningPackageSql} as paying`,
    );
    if (!claimed.length) return { claimed: 0, told: undefined };
    // Per company, the catalog products it matches, then each one's requests of the company's period: an index
    // range of (catalog_product_id, approved_at) each, so a batch reads only the requests it lists (decision 0061)
    const batch = sql`unnest(${sql.param(claimed.map((c) => c.member_id))}::int[],
      ${sql.param(claimed.map((c) => c.since))}::timestamptz[]) as batch(member_id, since)`;
    const rows = await rawRows<Listed>(
      t,
      sql`select batch.member_id as member, requests.id, cp.name as "productName", requests.quantity, requests.unit,
          city.name as province, b.company_name as buyer
        from ${batch}
        join members c on c.id = batch.member_id and c.is_company and c.active
        cross join lateral (${matchedCatalogProductsSql(sql`batch.member_id`)}) matched
        join requests on requests.catalog_product_id = matched.catalog_product_id
          and requests.approved_at > batch.since and requests.approved_at <= ${at}
        join catalog_products cp on cp.id = requests.catalog_product_id
        join members b on b.id = requests.member_id
        left join cities city on city.id = b.city_id
        where requests.member_id <> batch.member_id and ${publicRequestSql}
          and ${preferencesPass(sql`batch.member_id`, { city: sql`requests.buyer_city_id`, quantity: sql`requests.quantity` })}
        order by requests.approved_at, requests.id`,
    );
    // each company's list in one pass (a filter per company was companies × rows: ~10M steps, 25 ms of the event
    // loop per batch at 10,000 companies, the /healthz p99 of decision 0061's bench)
    const lists = new Map<number, Listed[]>();
    for (const r of rows) {
      const list = lists.get(r.member);
      if (list) list.push(r);
      else lists.set(r.member, [r]);
    }
    const notices: Notice[] = [];
    for (const [i, c] of claimed.entries()) {
      // a mail is ~0.15 ms of the event loop: the server's requests go between every YIELD_EVERY of them (a batch's
      // 500 at once held /healthz for 60–80 ms)
      if (i > 0 && i % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
      const list = lists.get(c.member_id) ?? [];
      if (!list.length || !(c.by_mail || c.by_sms)) continue;
      const company = { companyName: c.company_name, paying: c.paying, frequency };
      notices.push({
        to: c.member_id,
        ...(c.by_mail && { mail: digestMail(company, list, ctx.publicUrl) }),
        ...(c.by_sms && {
          sms: `Talep Tercihlerinize uyan ${list.length} yeni talep var. ${ctx.publicUrl}/account-d-detay-teklif-ver`,
        }),
      });
    }
    return { claimed: claimed.length, told: notices.length ? await tell(tx, ...notices) : undefined };
  });
}

/** Sends the digests due at `now`, batch by batch, each told after its commit; how many companies were claimed. */
export async function sendDigests(ctx: Pick<AppContext, 'db' | 'events' | 'outbox' | 'publicUrl'>, now: Date) {
  let total = 0;
  for (const frequency of ['daily', 'weekly'] as const) {
    const end = digestPeriodEnd(frequency, now);
    for (;;) {
      const { claimed, told } = await digestBatch(ctx, frequency, end);
      if (told) await afterCommit(ctx, told as Told);
      total += claimed;
      if (claimed < BATCH) break;
      await new Promise((resolve) => setImmediate(resolve)); // the server's requests go first
    }
  }
  return total;
}

/** The digests as a job (platform/jobs.ts): due once the latest 08:00 in Türkiye has passed since its last success. */
export const matchDigestJob = (ctx: Pick<AppContext, 'db' | 'events' | 'outbox' | 'publicUrl'>): Job => ({
  name: 'match digests',
  due: (last, now) => last === null || last < digestPeriodEnd('daily', now),
  run: (now) => sendDigests(ctx, now),
});
