// A member's own data under KVKK (issue 53 item 3, decision 0070): 'Verilerimi İndir' asks for a ZIP of everything
// the site holds of the member — every area's part of the personal-data register as JSON (platform/personal-data.ts)
// and the private files it uploaded — made by a durable task (platform/tasks.ts), zipped off the event loop (fflate's
// workers), stored as a private file of the `personalData` use. The link works once, for the member only, within
// DATA_EXPORT_HOURS; the retention job then deletes the row and so the bytes (personal-data.ts).
import { DATA_EXPORT_HOURS, DATA_EXPORT_MSG } from '@tedarik/contract/privacy/member';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type AsyncZippable, zip } from 'fflate';
import type { Db } from '../../db/client';
import { dataExports } from '../../db/schema/exports';
import type { AppContext } from '../../platform/context';
import { AppError, loggable, notFound } from '../../platform/errors';
import { exportMember, filesOfMember } from '../../platform/personal-data';
import { PRIVATE_FILES } from '../../platform/private-files/uses';
import { addTask, type TaskKind } from '../../platform/tasks';
import { memberIdentity } from '../members/service';

type Ctx = Pick<AppContext, 'db' | 'storage' | 'clock' | 'personalData'>;
export type DataExportRow = typeof dataExports.$inferSelect;

/** The durable task that makes a member's ZIP (the app builds the kind, `dataExportTask`). */
export const DATA_EXPORT_TASK = { kind: 'personal-data-export' } as const;
export const DATA_EXPORT_MS = DATA_EXPORT_HOURS * 3_600_000;
/** one member asks one at a time (the pending count is read under it) */
const DATA_EXPORT_LOCK = 4711030;

/** The ZIP's name: the site's and the day it was asked for. */
export const dataExportName = (row: Pick<DataExportRow, 'createdAt'>) =>
  `tedarik-verilerim-${row.createdAt.toISOString().slice(0, 10)}.zip`;

/** A ZIP asked for: refused while another one of the member is being made. */
export async function askForDataExport(ctx: Ctx, memberId: number) {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DATA_EXPORT_LOCK}, ${memberId})`);
    const [{ n }] = await tx
      .select({ n: count() })
      .from(dataExports)
      .where(and(eq(dataExports.memberId, memberId), eq(dataExports.status, 'pending')));
    if (n > 0) throw new AppError(DATA_EXPORT_MSG.busy, 429);
    const [row] = await tx.insert(dataExports).values({ memberId, createdAt: ctx.clock.now() }).returning();
    await addTask(tx, DATA_EXPORT_TASK, { id: row.id }, { memberId });
    return row;
  });
}

/** The member's ZIPs of the last DATA_EXPORT_HOURS, newest first. */
export const dataExportsOf = (db: Db, memberId: number, now: Date) =>
  db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.memberId, memberId), gt(dataExports.createdAt, new Date(now.getTime() - DATA_EXPORT_MS))))
    .orderBy(desc(dataExports.id))
    .limit(20);

/**
 * The member's ready ZIP, taken: the statement that finds it ready marks it downloaded, so that the link works once
 * (a second download, even a parallel one, is refused). 404 for another member's, a failed or an expired one; 410 for
 * one downloaded already; 409 while it is being made.
 */
export async function takeDataExport(db: Db, memberId: number, id: number, now: Date) {
  const mine = and(eq(dataExports.memberId, memberId), eq(dataExports.id, id));
  const fresh = gt(dataExports.createdAt, new Date(now.getTime() - DATA_EXPORT_MS));
  const [taken] = await db
    .update(dataExports)
    .set({ status: 'downloaded', downloadedAt: now })
    .where(and(mine, fresh, eq(dataExports.status, 'ready')))
    .returning();
  if (taken?.storageKey)
    return { storageKey: taken.storageKey, kind: 'zip' as const, name: dataExportName(taken), size: taken.size ?? 0 };
  const [row] = await db.select().from(dataExports).where(and(mine, fresh));
  if (!row || row.status === 'failed') throw notFound(DATA_EXPORT_MSG.notFound);
  if (row.status === 'downloaded') throw new AppError(DATA_EXPORT_MSG.used, 410);
  throw new AppError(DATA_EXPORT_MSG.notReady, 409);
}

/** What the ZIP says of itself, first in its JSON. */
const ABOUT =
  'Tedarik üzerinde sizinle ilgili tutulan veriler (KVKK md. 11). Her bölüm bir alanın kayıtlarıdır; ' +
  "yüklediğiniz dosyalar 'dosyalar' klasöründedir.";

/**
 * An object as JSON bytes, a part at a time with the event loop's other work between them: a member with 10,000
 * requests and as many offers is megabytes of JSON, which in one `JSON.stringify` held the server for ~100 ms.
 * Compact (no indentation), so that the parts join as they are.
 */
async function jsonBytes(object: Record<string, unknown>) {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(object)) {
    parts.push(`${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return Buffer.from(`{${parts.join(',')}}`);
}

/** fflate's zip, off the event loop (its workers), as a promise. */
const zipped = (entries: AsyncZippable) =>
  new Promise<Uint8Array>((resolve, reject) =>
    zip(entries, { level: 6 }, (err, data) => (err ? reject(err) : resolve(data))),
  );

/** A file's path in the ZIP: its area's folder, a number (names may repeat) and its shown name. */
const pathOf = (area: string, n: number, name: string) => `dosyalar/${area}/${n}-${name}`;

/**
 * The task kind that makes the ZIPs: the member's data read from every area, its files read from storage, zipped,
 * stored, and the row marked ready in one statement (a row deleted meanwhile leaves no file). Storage that does not
 * answer is tried again later (the task's retry); any other failure marks the ZIP 'failed' for the member to ask again.
 */
export function dataExportTask(ctx: Ctx & { log: FastifyBaseLogger }): TaskKind<{ id: number }> {
  async function make(row: DataExportRow) {
    const who = await memberIdentity(ctx.db, row.memberId);
    if (!who) throw notFound(DATA_EXPORT_MSG.notFound);
    const data = await exportMember(ctx.db, ctx.personalData, who);
    const files = await filesOfMember(ctx.db, ctx.personalData, who);
    const entries: AsyncZippable = {};
    const listed: Record<string, string[]> = {};
    let n = 0;
    for (const [area, list] of Object.entries(files)) {
      listed[area] = [];
      for (const file of list) {
        const bytes = await ctx.storage.get(file.storageKey);
        if (!bytes) continue; // swept meanwhile
        const at = pathOf(area, ++n, file.name);
        // stored as they are: drawings and PDFs are compressed already
        entries[at] = [new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), { level: 0 }];
        listed[area].push(at);
      }
    }
    const json = {
      aciklama: ABOUT,
      olusturulma: ctx.clock.now().toISOString(),
      uye: { id: who.id },
      ...data,
      dosyalar: listed,
    };
    entries['verilerim.json'] = await jsonBytes(json);
    const bytes = await zipped(entries);
    const file = await PRIVATE_FILES.personalData.storeMade(
      ctx.storage,
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      dataExportName(row),
      'zip',
    );
    const done = await ctx.db
      .update(dataExports)
      .set({ status: 'ready', storageKey: file.storageKey, size: file.size, files: n, readyAt: ctx.clock.now() })
      .where(and(eq(dataExports.id, row.id), eq(dataExports.status, 'pending')))
      .returning({ id: dataExports.id });
    if (!done.length) await ctx.storage.remove(file.storageKey).catch(() => {});
  }
  return {
    kind: DATA_EXPORT_TASK.kind,
    attempts: 6,
    async run({ id }) {
      const [row] = await ctx.db.select().from(dataExports).where(eq(dataExports.id, id));
      if (row?.status !== 'pending') return; // gone, or made already (a task run twice)
      try {
        await make(row);
      } catch (err) {
        if (err instanceof AppError && err.status === 503) throw err; // storage down: later
        ctx.log.warn({ dataExportId: id, err: loggable(err) }, 'personal data export failed');
        await ctx.db
          .update(dataExports)
          .set({ status: 'failed' })
          .where(and(eq(dataExports.id, id), eq(dataExports.status, 'pending')));
      }
    },
  };
}
