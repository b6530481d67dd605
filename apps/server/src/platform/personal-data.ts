// A member's personal data, registered per area (issue 48 item 4, docs/decisions/0053-personal-data.md): each area
// that stores something of a member says what it holds (`exportMember`) and how it forgets it (`forgetMember`, in the
// deletion's one transaction). app.ts lists the areas (AppContext.personalData); the administrator's member deletion
// runs them all, and KVKK's export will read them all. A new table with a member's data adds its area here, or the
// deletion test's scan of every text column fails.
import { maskSeries } from '@tedarik/contract/conversations/masking';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rawRows, type Tx } from '../db/client';
import type { Cache } from './cache';
import type { Job } from './jobs';
import type { Storage } from './storage';

/** Who is forgotten: read before any area forgets, so that each may match rows by address as well as by id. */
export interface MemberIdentity {
  id: number;
  email: string;
  /** the member's phones as written (mobile, company, WhatsApp), empty ones left out */
  phones: string[];
  /** the member's name and its company's, empty ones left out: what a kept text of it must no longer say */
  names?: string[];
}

/** Files to remove after the commit: public files (logos, product images) by path; private ones go by trigger. */
export interface Forgotten {
  publicFiles?: (string | null)[];
  /** true when the area deleted rows that held private files (their bytes are swept after the commit) */
  privateFiles?: boolean;
}

/** A private file the member uploaded, as an export of its data carries it: its bytes' key and the name shown. */
export interface MemberFile {
  storageKey: string;
  name: string;
}

export interface PersonalData {
  /** the area's name, the key of its part of an export */
  area: string;
  /** what the area holds of the member, as plain rows (no secrets: no hashes, no tokens) */
  exportMember(db: Db, who: MemberIdentity): Promise<unknown>;
  /** the private files the member uploaded that the area keeps (an export of its data carries their bytes) */
  filesOf?(db: Db, who: MemberIdentity): Promise<MemberFile[]>;
  /** forgets the member inside the deletion's transaction; what it keeps for other members holds no personal data */
  forgetMember(tx: Tx, who: MemberIdentity): Promise<Forgotten | undefined>;
  /** what the area erases once it is no longer needed (issue 53 item 5; docs/retention.md lists every rule) */
  retention?: readonly Retention[];
}

/** What a retention rule's erasure may use: the deletion of a whole member runs every area's `forgetMember`. */
export interface RetentionCtx {
  db: Db;
  storage: Storage;
  cache: Cache;
  personalData: readonly PersonalData[];
}

/** A retention rule: what is erased once it is older than `days` (or has been inactive that long). */
export interface Retention {
  /** what is erased, in Turkish, word for word as docs/retention.md's table says it */
  what: string;
  days: number;
  /** erases everything of the rule that passed its period before `before`; how many records */
  expire(ctx: RetentionCtx, before: Date): Promise<number>;
}

const DAY_MS = 86_400_000;

/**
 * The retention job: once a day (a day of the job clock, UTC), every area's rules, each erasing what passed its
 * period. Each rule is idempotent (what it erased is not found again), so a run cut short is finished by the next.
 */
export const retentionJob = (ctx: RetentionCtx): Job => ({
  name: 'retention',
  due: (last, now) => last === null || Math.floor(last.getTime() / DAY_MS) < Math.floor(now.getTime() / DAY_MS),
  async run(now) {
    const erased: Record<string, number> = {};
    for (const area of ctx.personalData)
      for (const rule of area.retention ?? [])
        erased[rule.what] = await rule.expire(ctx, new Date(now.getTime() - rule.days * DAY_MS));
    return erased;
  },
});

/** Every area forgets the member, in the order listed (the member's own row last), in the caller's transaction. */
export async function forgetMember(tx: Tx, areas: readonly PersonalData[], who: MemberIdentity) {
  const publicFiles: string[] = [];
  let privateFiles = false;
  for (const area of areas) {
    const forgotten = await area.forgetMember(tx, who);
    for (const f of forgotten?.publicFiles ?? []) if (f) publicFiles.push(f);
    privateFiles ||= forgotten?.privateFiles === true;
  }
  return { publicFiles, privateFiles };
}

/** What every area holds of the member, keyed by area. */
export async function exportMember(db: Db, areas: readonly PersonalData[], who: MemberIdentity) {
  const out: Record<string, unknown> = {};
  for (const area of areas) out[area.area] = await area.exportMember(db, who);
  return out;
}

/** Every private file the member uploaded, keyed by area (those that keep some). */
export async function filesOfMember(db: Db, areas: readonly PersonalData[], who: MemberIdentity) {
  const out: Record<string, MemberFile[]> = {};
  for (const area of areas) if (area.filesOf) out[area.area] = await area.filesOf(db, who);
  return out;
}

/** Runs a retention rule's statement (an update or delete `returning 1`) and answers how many rows it erased. */
export async function erasedCount(db: Db, statement: SQL) {
  const [row] = await rawRows<{ n: number }>(
    db,
    sql`with erased as (${statement}) select count(*)::int as n from erased`,
  );
  return row.n;
}

/** Runs an area's forgetting statements in order. */
export async function runAll(tx: Tx, statements: SQL[]) {
  for (const statement of statements) await tx.execute(statement);
}

/** What a forgotten member is called wherever its rows stay for the other members (decision 0011). */
export const DELETED_NAME = 'Silinmiş Üye';

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The texts a forgotten member wrote that stay for the other members (messages, request details, offer notes),
 * pseudonymised for good: contact details masked as the other side of a thread reads them before an acceptance
 * (contract/conversations/masking.ts, the texts read as one series so that a number split over two is caught), and
 * the member's names, address and phones as written replaced by 'Silinmiş Üye' wherever they still stand.
 */
export function pseudonymised(texts: string[], who: MemberIdentity): string[] {
  const needles = [...(who.names ?? []), who.email, ...who.phones].filter((n) => n.trim().length > 2);
  const own = needles.length ? new RegExp(needles.map(escaped).join('|'), 'giu') : null;
  return maskSeries(texts).map((m) => (own ? m.text.replace(own, DELETED_NAME) : m.text));
}

/**
 * Rewrites one text column of the rows `rows` selects (`id` and `text`, in the order they were written) through
 * `pseudonymised`, 500 rows a statement, in the forgetting's transaction; `group` keeps series apart (a thread).
 */
export async function pseudonymiseRows(
  tx: Tx,
  who: MemberIdentity,
  rows: SQL,
  update: (values: SQL) => SQL,
  group: (row: { id: number; text: string; grp?: unknown }) => unknown = () => 0,
) {
  const found = await rawRows<{ id: number; text: string; grp?: unknown }>(tx, rows);
  const series = new Map<unknown, typeof found>();
  for (const row of found) {
    const key = group(row);
    const list = series.get(key);
    if (list) list.push(row);
    else series.set(key, [row]);
  }
  const changed: { id: number; text: string }[] = [];
  for (const list of series.values()) {
    const shown = pseudonymised(
      list.map((r) => r.text),
      who,
    );
    list.forEach((r, i) => {
      if (shown[i] !== r.text) changed.push({ id: r.id, text: shown[i] });
    });
  }
  for (let i = 0; i < changed.length; i += 500)
    await tx.execute(
      update(sql`jsonb_to_recordset(${JSON.stringify(changed.slice(i, i + 500))}::jsonb) as v(id int, text text)`),
    );
}
