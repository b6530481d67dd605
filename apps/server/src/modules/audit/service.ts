// The audit log's search (Denetim Kaydı, decision 0054): newest first, paged by id, narrowed by administrator,
// action, target and Türkiye's days; the export reads the same search in batches, never whole in memory. Every part
// of the search is served by an index at a million rows: an action's text is matched against the few distinct
// actions first, and days are turned into a range of ids.
import type { AuditFilter } from '@tedarik/contract/audit/admin';
import { and, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { type Db, rawRows } from '../../db/client';
import { admins } from '../../db/schema/accounts';
import { adminAudits } from '../../db/schema/audit';
import { cursorPage } from '../../platform/paging';

/** A day's first instant in Türkiye (UTC+3 all year). */
const dayStart = (day: string) => new Date(`${day}T00:00:00+03:00`);
const nextDay = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

/**
 * The actions whose text holds `part` (any case), read from (action, id)'s index one distinct action at a time: there
 * are as many as the back-office has routes. Matching every row's text instead walked the whole log for a rare one
 * (2.6 s at a million rows for a text no action has).
 */
async function actionsHolding(db: Db, part: string) {
  const rows = await rawRows<{ action: string }>(
    db,
    sql`with recursive actions(action) as (
        (select action from admin_audits order by action limit 1)
        union all
        select (select a.action from admin_audits a where a.action > actions.action order by a.action limit 1)
        from actions where actions.action is not null
      )
      select action from actions where action is not null and strpos(lower(action), ${part}) > 0`,
  );
  return rows.map((r) => r.action);
}

/**
 * How long an audit row's `at` (its transaction's start: now()) may precede the drawing of its id. A row is written by
 * one back-office call, which takes seconds at most, so ids follow `at` to within this; the conversations' rows copied
 * by migration 0035 came first, in their order.
 */
const DRAWN_WITHIN = sql`interval '1 day'`;

/**
 * Days as ids, from `at`'s index: every row of the days has an id above that of the last row dated a DRAWN_WITHIN
 * before the first day, and below that of the first row dated a DRAWN_WITHIN after the last day. The list is newest
 * first by id: read by `at` alone, a month long ago walked every newer row (450–770 ms at a million rows).
 */
const idsAfter = (from: Date) =>
  sql`${adminAudits.id} > coalesce((select id from admin_audits
    where at < ${from.toISOString()}::timestamptz - ${DRAWN_WITHIN} order by at desc limit 1), 0)`;
const idsBefore = (until: Date) =>
  sql`${adminAudits.id} < coalesce((select id from admin_audits
    where at >= ${until.toISOString()}::timestamptz + ${DRAWN_WITHIN} order by at limit 1), 2147483647)`;

/** The search with its action's text resolved: the actions it names (none: `false`, planned as no scan at all). */
type Search = AuditFilter & { actions?: string[] };

async function searchOf(db: Db, f: AuditFilter): Promise<Search> {
  const action = f.action?.trim().toLowerCase();
  return action ? { ...f, actions: await actionsHolding(db, action) } : f;
}

function where(f: Search, before?: number): SQL | undefined {
  return and(
    f.adminId === undefined ? undefined : eq(adminAudits.adminId, Number(f.adminId)),
    f.actions === undefined ? undefined : inArray(adminAudits.action, f.actions),
    f.targetType === undefined ? undefined : eq(adminAudits.targetType, f.targetType),
    f.targetId === undefined ? undefined : eq(adminAudits.targetId, Number(f.targetId)),
    f.from === undefined ? undefined : and(gte(adminAudits.at, dayStart(f.from)), idsAfter(dayStart(f.from))),
    f.to === undefined ? undefined : and(lt(adminAudits.at, nextDay(f.to)), idsBefore(nextDay(f.to))),
    before === undefined ? undefined : lt(adminAudits.id, before),
  );
}

function read(db: Db, f: Search, take: number, before?: number) {
  return db
    .select({
      id: adminAudits.id,
      adminId: adminAudits.adminId,
      username: admins.username,
      name: admins.name,
      action: adminAudits.action,
      targetType: adminAudits.targetType,
      targetId: adminAudits.targetId,
      before: adminAudits.before,
      after: adminAudits.after,
      status: adminAudits.status,
      at: adminAudits.at,
    })
    .from(adminAudits)
    .leftJoin(admins, eq(admins.id, adminAudits.adminId))
    .where(where(f, before))
    .orderBy(desc(adminAudits.id))
    .limit(take);
}
export type AuditRow = Awaited<ReturnType<typeof read>>[number];

export async function auditPage(db: Db, query: AuditFilter & { cursor?: number; limit?: number }) {
  const search = await searchOf(db, query);
  return cursorPage(
    query.limit ?? 50,
    (take) => read(db, search, take, query.cursor),
    (r) => r.id,
  );
}

/** Every row of the search, newest first, in batches. */
export async function* allAuditRows(db: Db, f: AuditFilter, batch = 1000): AsyncGenerator<AuditRow[]> {
  const search = await searchOf(db, f);
  let before: number | undefined;
  for (;;) {
    const rows = await read(db, search, batch, before);
    if (rows.length) yield rows;
    if (rows.length < batch) return;
    before = rows[rows.length - 1].id;
  }
}
