// A member's lists as spreadsheets (issue 52 item 5, decision 0066): asked for in a call, made by a durable task
// (platform/tasks.ts) in a worker thread (platform/spreadsheet-pool.ts) into a private file of the `exports` use that
// only its member downloads; files older than EXPORT_DAYS go with the retention job (personal-data.ts). The tables
// are the offers area's (offers/spreadsheets.ts).
import {
  COMPANY_EXPORTS,
  EXPORT_DAYS,
  EXPORT_KIND_LABELS,
  EXPORT_MSG,
  type ExportInput,
  type ExportKind,
  MAX_PENDING_EXPORTS,
} from '@tedarik/contract/exports/member';
import { slugify } from '@tedarik/contract/text';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { spreadsheetExports } from '../../db/schema/exports';
import { members } from '../../db/schema/members';
import type { AppContext } from '../../platform/context';
import { AppError, loggable, notFound } from '../../platform/errors';
import { PRIVATE_FILES } from '../../platform/private-files/uses';
import { spreadsheetPool } from '../../platform/spreadsheet-pool';
import { addTask, type TaskKind } from '../../platform/tasks';
import { matchingRequestsTable, ownOffersTable, ownRequestsTable } from '../offers/service';

type Ctx = Pick<AppContext, 'db' | 'storage' | 'clock' | 'publicUrl'>;
export type ExportRow = typeof spreadsheetExports.$inferSelect;

/** The durable task that makes a file: asked for by its kind's name (the app builds the kind, `spreadsheetTask`). */
export const SPREADSHEET_TASK = { kind: 'spreadsheet-export' } as const;
const DAY_MS = 86_400_000;
/** one member asks for files one at a time (the pending count is read under it) */
const EXPORTS_LOCK = 4711020;

/** A file asked for: refused to a member who is not a company for a company's list, or with too many being made. */
export async function askForExport(ctx: Ctx, memberId: number, input: ExportInput) {
  if (COMPANY_EXPORTS.includes(input.kind)) {
    const [m] = await ctx.db.select({ company: members.isCompany }).from(members).where(eq(members.id, memberId));
    if (!m?.company) throw new AppError(EXPORT_MSG.companiesOnly, 403);
  }
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${EXPORTS_LOCK}, ${memberId})`);
    const [{ n }] = await tx
      .select({ n: count() })
      .from(spreadsheetExports)
      .where(and(eq(spreadsheetExports.memberId, memberId), eq(spreadsheetExports.status, 'pending')));
    if (n >= MAX_PENDING_EXPORTS) throw new AppError(EXPORT_MSG.busy, 429);
    const [row] = await tx
      .insert(spreadsheetExports)
      .values({ memberId, kind: input.kind, format: input.format, createdAt: ctx.clock.now() })
      .returning();
    await addTask(tx, SPREADSHEET_TASK, { id: row.id }, { memberId });
    return row;
  });
}

/** The member's files of the last EXPORT_DAYS, newest first. */
export const exportsOf = (db: Db, memberId: number, now: Date) =>
  db
    .select()
    .from(spreadsheetExports)
    .where(
      and(
        eq(spreadsheetExports.memberId, memberId),
        gt(spreadsheetExports.createdAt, new Date(now.getTime() - EXPORT_DAYS * DAY_MS)),
      ),
    )
    .orderBy(desc(spreadsheetExports.id))
    .limit(50);

/** The member's ready file (404 for another member's, a gone or an expired one; 409 while it is being made). */
export async function exportFile(db: Db, memberId: number, id: number, now: Date) {
  const [row] = await db
    .select()
    .from(spreadsheetExports)
    .where(and(eq(spreadsheetExports.memberId, memberId), eq(spreadsheetExports.id, id)));
  const expired = row && row.createdAt.getTime() <= now.getTime() - EXPORT_DAYS * DAY_MS;
  if (!row || expired || row.status === 'failed') throw notFound(EXPORT_MSG.notFound);
  if (row.status !== 'ready' || !row.storageKey) throw new AppError(EXPORT_MSG.notReady, 409);
  return { storageKey: row.storageKey, kind: row.format, name: row.name ?? `dosya.${row.format}`, size: row.size ?? 0 };
}

const tableOf = (ctx: Ctx, kind: ExportKind, memberId: number) =>
  kind === 'matching-requests'
    ? matchingRequestsTable(ctx.db, memberId, ctx.publicUrl)
    : kind === 'my-offers'
      ? ownOffersTable(ctx.db, memberId)
      : ownRequestsTable(ctx.db, memberId);

/**
 * The task kind that makes the files: the table read, the file made in the pool, stored, and the row marked ready in
 * one statement (a row gone meanwhile leaves no file). A busy pool is tried again later (the task's retry); any other
 * failure marks the file 'failed' for its member to ask again.
 */
export function spreadsheetTask(ctx: Ctx & { log: FastifyBaseLogger }): TaskKind<{ id: number }> & {
  close(): Promise<void>;
} {
  const pool = spreadsheetPool();
  async function make(row: ExportRow) {
    const table = await tableOf(ctx, row.kind as ExportKind, row.memberId);
    const format = row.format as 'csv' | 'xlsx';
    const bytes = await pool.run({ format, table }, `member:${row.memberId}`);
    const day = ctx.clock.now().toISOString().slice(0, 10);
    const name = `${slugify(EXPORT_KIND_LABELS[row.kind as ExportKind])}-${day}.${format}`;
    const file = await PRIVATE_FILES.exports.storeMade(
      ctx.storage,
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      name,
      format,
    );
    const done = await ctx.db
      .update(spreadsheetExports)
      .set({
        status: 'ready',
        storageKey: file.storageKey,
        name: file.name,
        size: file.size,
        rows: table.rows.length,
        readyAt: ctx.clock.now(),
      })
      .where(and(eq(spreadsheetExports.id, row.id), eq(spreadsheetExports.status, 'pending')))
      .returning({ id: spreadsheetExports.id });
    if (!done.length) await ctx.storage.remove(file.storageKey).catch(() => {});
  }
  return {
    kind: SPREADSHEET_TASK.kind,
    attempts: 6,
    async run({ id }) {
      const [row] = await ctx.db.select().from(spreadsheetExports).where(eq(spreadsheetExports.id, id));
      if (row?.status !== 'pending') return; // gone, or made already (a task run twice)
      try {
        await make(row);
      } catch (err) {
        if (err instanceof AppError && (err.status === 503 || err.status === 429)) throw err; // busy: later
        ctx.log.warn({ exportId: id, err: loggable(err) }, 'spreadsheet export failed');
        await ctx.db
          .update(spreadsheetExports)
          .set({ status: 'failed' })
          .where(and(eq(spreadsheetExports.id, id), eq(spreadsheetExports.status, 'pending')));
      }
    },
    close: () => pool.close(),
  };
}
