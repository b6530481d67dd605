// The audit log's search (Denetim Kaydı, decision 0054): newest first, paged by id, narrowed by administrator,
// action, target and Türkiye's days; the export reads the same search in batches, never whole in memory.
import type { AuditFilter } from '@tedarik/contract/audit/admin';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { admins } from '../../db/schema/accounts';
import { adminAudits } from '../../db/schema/audit';
import { cursorPage } from '../../platform/paging';

/** A day's first instant in Türkiye (UTC+3 all year). */
const dayStart = (day: string) => new Date(`${day}T00:00:00+03:00`);
const nextDay = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

function where(f: AuditFilter, before?: number): SQL | undefined {
  const action = f.action?.trim().toLowerCase();
  return and(
    f.adminId === undefined ? undefined : eq(adminAudits.adminId, Number(f.adminId)),
    action ? sql`strpos(lower(${adminAudits.action}), ${action}) > 0` : undefined,
    f.targetType === undefined ? undefined : eq(adminAudits.targetType, f.targetType),
    f.targetId === undefined ? undefined : eq(adminAudits.targetId, Number(f.targetId)),
    f.from === undefined ? undefined : gte(adminAudits.at, dayStart(f.from)),
    f.to === undefined ? undefined : lt(adminAudits.at, nextDay(f.to)),
    before === undefined ? undefined : lt(adminAudits.id, before),
  );
}

function read(db: Db, f: AuditFilter, take: number, before?: number) {
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

export function auditPage(db: Db, query: AuditFilter & { cursor?: number; limit?: number }) {
  return cursorPage(
    query.limit ?? 50,
    (take) => read(db, query, take, query.cursor),
    (r) => r.id,
  );
}

/** Every row of the search, newest first, in batches. */
export async function* allAuditRows(db: Db, f: AuditFilter, batch = 1000): AsyncGenerator<AuditRow[]> {
  let before: number | undefined;
  for (;;) {
    const rows = await read(db, f, batch, before);
    if (rows.length) yield rows;
    if (rows.length < batch) return;
    before = rows[rows.length - 1].id;
  }
}
