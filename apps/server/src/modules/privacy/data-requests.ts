// The back-office's queue of data subjects' requests under KVKK (issue 53 item 4, decision 0072): requests received by
// e-mail or the contact form logged with their 30-day deadline, a member's own erasure logged by itself; listed open
// (nearest deadline first) or closed (newest first), by keyset; closed with the answer given.
import { DATA_REQUEST_MSG, type zNewDataRequest } from '@tedarik/contract/privacy/admin';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { admins } from '../../db/schema/accounts';
import { dataRequests } from '../../db/schema/privacy';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { presentMemberOf, presentMembers } from '../members/service';
import { dueOf, openRequestOf } from './erasure';
import { askForDataExport } from './service';

export type DataRequestRow = typeof dataRequests.$inferSelect & { closedByName: string | null; memberPresent: boolean };
type Added = z.output<typeof zNewDataRequest>;

/** Rows with the closing administrator's name and whether their member is still there. */
async function withNames(db: Db, rows: { r: typeof dataRequests.$inferSelect; closedByName: string | null }[]) {
  const present = await presentMembers(
    db,
    rows.flatMap(({ r }) => (r.memberId === null ? [] : [r.memberId])),
  );
  return rows.map(({ r, closedByName }) => ({
    ...r,
    closedByName,
    memberPresent: r.memberId !== null && present.has(r.memberId),
  }));
}

/**
 * One page of the queue: open requests by deadline (then id), or closed ones by closing time, newest first. The
 * cursor is the last row's order time and id (the partial indexes' columns).
 */
export async function dataRequestPage(
  db: Db,
  state: 'open' | 'closed',
  take: number,
  cursor?: { at: Date; id: number },
): Promise<DataRequestRow[]> {
  const open = state === 'open';
  const after = cursor
    ? open
      ? sql`(${dataRequests.dueAt}, ${dataRequests.id}) > (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::int)`
      : sql`(${dataRequests.closedAt}, ${dataRequests.id}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::int)`
    : undefined;
  const rows = await db
    .select({ r: dataRequests, closedByName: admins.username })
    .from(dataRequests)
    .leftJoin(admins, eq(admins.id, dataRequests.closedBy))
    .where(and(open ? eq(dataRequests.status, 'acik') : ne(dataRequests.status, 'acik'), after))
    .orderBy(
      ...(open
        ? [asc(dataRequests.dueAt), asc(dataRequests.id)]
        : [desc(dataRequests.closedAt), desc(dataRequests.id)]),
    )
    .limit(take);
  return withNames(db, rows);
}

/** The order time a page's cursor is made of. */
export const cursorTimeOf = (row: DataRequestRow) => (row.status === 'acik' ? row.dueAt : (row.closedAt ?? row.dueAt));

async function oneRequest(db: Db, id: number) {
  const rows = await db
    .select({ r: dataRequests, closedByName: admins.username })
    .from(dataRequests)
    .leftJoin(admins, eq(admins.id, dataRequests.closedBy))
    .where(eq(dataRequests.id, id));
  if (!rows.length) throw notFound(DATA_REQUEST_MSG.notFound);
  return (await withNames(db, rows))[0];
}

/** A request received by e-mail or the contact form, logged; linked to the member of its address, if any. */
export async function addDataRequest(ctx: Pick<AppContext, 'db' | 'clock'>, data: Added) {
  const received = new Date(`${data.receivedOn}T12:00:00+03:00`);
  if (received.getTime() > ctx.clock.now().getTime() + 86_400_000)
    throw new AppError(DATA_REQUEST_MSG.future, 400, { receivedOn: DATA_REQUEST_MSG.future });
  const [row] = await ctx.db
    .insert(dataRequests)
    .values({
      kind: data.kind,
      channel: data.channel,
      requesterName: data.requesterName,
      requesterEmail: data.requesterEmail,
      memberId: (await presentMemberOf(ctx.db, data.requesterEmail)) ?? null,
      note: data.note ?? '',
      receivedAt: received,
      dueAt: dueOf(received),
    })
    .returning({ id: dataRequests.id });
  return oneRequest(ctx.db, row.id);
}

/** 'Tamamlandı' or 'Reddedildi' with the answer given; a closed request is closed once. */
export async function closeDataRequest(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  adminId: number,
  id: number,
  outcome: { status: 'tamamlandi' | 'reddedildi'; answer: string },
) {
  const [row] = await ctx.db
    .update(dataRequests)
    .set({ status: outcome.status, answer: outcome.answer, closedAt: ctx.clock.now(), closedBy: adminId || null })
    .where(and(eq(dataRequests.id, id), eq(dataRequests.status, 'acik')))
    .returning({ id: dataRequests.id });
  if (!row) {
    await oneRequest(ctx.db, id); // 404 when there is none
    throw new AppError(DATA_REQUEST_MSG.closed, 409);
  }
  return oneRequest(ctx.db, id);
}

/** 'Verilerini Hazırla': the member's ZIP made as its own 'Verilerimi İndir' makes it, for it to download. */
export async function prepareRequestExport(ctx: Parameters<typeof askForDataExport>[0], id: number) {
  const request = await ctx.db.transaction((tx) => openRequestOf(tx, id));
  const present = await presentMembers(ctx.db, [request.memberId]);
  if (!present.has(request.memberId)) throw notFound(DATA_REQUEST_MSG.memberGone);
  await askForDataExport(ctx, request.memberId);
}
