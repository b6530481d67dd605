// Files attached to requests, offers (issue 37 item 6) and messages (issue 38): who may add, see and remove them, and
// their bytes in storage. A request's files: its owner adds and removes up to MAX_REQUEST_FILES; the owner and the companies that
// may offer on it (offers' mayOfferOn) see them. An offer's file: its supplier attaches one, a new one replacing it,
// until the buyer accepts the offer or the request closes; the supplier and the buyer see it. The administrator sees
// all (admin.routes.ts). A message's file: written with its message and read through it (conversations/service.ts,
// its name masked as the message's text), never removed but with its message. Anything else is 'not found', never
// told apart from a file that does not exist.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { ATTACHMENT_MSG, type AttachmentKind, MAX_REQUEST_FILES } from '@tedarik/contract/attachments/member';
import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attachmentRemovals, attachments } from '../../db/schema/attachments';
import { offers } from '../../db/schema/offers';
import { requests } from '../../db/schema/requests';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import type { Job } from '../../platform/jobs';
import { mayOfferOn } from '../offers/service';
import { openRequestSql } from '../requests/service';
import { cleanName, detectKind } from './content';

type Ctx = Pick<AppContext, 'db' | 'storage'>;
export type AttachmentRow = typeof attachments.$inferSelect;
/** An uploaded file as the route read it: its bytes and the name the client gave. */
export type Upload = { bytes: Buffer; name: string | undefined };

const FOLDER = 'attachments';

// ── storing ─────────────────────────────────────────────────────────────────────────────────────────────────────
/** Checks the upload's content and stores it under a generated key (no extension: /uploads never serves it). */
async function store({ storage }: Ctx, upload: Upload) {
  const kind = await detectKind(upload.bytes);
  const key = `${FOLDER}/${randomUUID()}`;
  try {
    await storage.put(key, upload.bytes, 'application/octet-stream');
  } catch {
    await storage.remove(key).catch(() => {});
    throw new AppError(ATTACHMENT_MSG.storageDown, 503);
  }
  return { kind, key, name: cleanName(upload.name, kind), size: upload.bytes.length };
}

/** Runs `write` with the stored file; when it throws, the stored bytes go again. */
async function withStored<T>(ctx: Ctx, upload: Upload, write: (file: Stored) => Promise<T>): Promise<T> {
  const file = await store(ctx, upload);
  try {
    return await write(file);
  } catch (err) {
    await ctx.storage.remove(file.key).catch(() => {});
    throw err;
  }
}
type Stored = { kind: AttachmentKind; key: string; name: string; size: number };

/** Stores the upload and runs `write` with the file's row values; when `write` throws, the stored bytes go again. */
export const withFile = <T>(ctx: Ctx, upload: Upload, write: (file: ReturnType<typeof rowOf>) => Promise<T>) =>
  withStored(ctx, upload, (file) => write(rowOf(file)));

/**
 * Removes from storage the files whose rows are gone (the trigger of `attachments` lists them in
 * attachment_removals), at most `limit`; a file already gone is no error. Answers how many it removed.
 */
export async function sweepRemovedFiles({ db, storage }: Ctx, limit = 200) {
  const due = await db.select({ key: attachmentRemovals.storageKey }).from(attachmentRemovals).limit(limit);
  const removed: string[] = [];
  for (const { key } of due) {
    try {
      await storage.remove(key);
      removed.push(key);
    } catch {
      // storage away: the key stays listed for the next sweep
    }
  }
  if (removed.length) await db.delete(attachmentRemovals).where(inArray(attachmentRemovals.storageKey, removed));
  return removed.length;
}

/** The sweep as a job (platform/jobs.ts): every 10 minutes, what a deleted request, offer or member left. */
export const removedFilesJob = (ctx: Ctx): Job => ({
  name: 'removed attachments',
  due: (last, now) => last === null || now.getTime() - last.getTime() >= 10 * 60_000,
  run: () => sweepRemovedFiles(ctx),
});

// ── a request's files ───────────────────────────────────────────────────────────────────────────────────────────
const ownRequest = async (db: Db, memberId: number, requestId: number) => {
  const [r] = await db
    .select({ finished: requests.finished })
    .from(requests)
    .where(and(eq(requests.id, requestId), eq(requests.memberId, memberId)));
  if (!r) throw notFound(ATTACHMENT_MSG.requestNotFound);
  return r;
};

const requestFileCount = async (db: Pick<Db, 'select'>, requestId: number) =>
  (await db.select({ n: count() }).from(attachments).where(eq(attachments.requestId, requestId)))[0].n;

/** The owner adds a file to its request: not to a finished one, MAX_REQUEST_FILES at most, even in parallel. */
export async function addRequestFile(ctx: Ctx, memberId: number, requestId: number, upload: Upload) {
  const request = await ownRequest(ctx.db, memberId, requestId);
  if (request.finished) throw new AppError(ATTACHMENT_MSG.requestFinished);
  // refused before storing when it is full already; counted again under the request's lock before the row
  if ((await requestFileCount(ctx.db, requestId)) >= MAX_REQUEST_FILES) throw new AppError(ATTACHMENT_MSG.requestFull);
  return withStored(ctx, upload, (file) =>
    ctx.db.transaction(async (tx) => {
      await tx.select({ id: requests.id }).from(requests).where(eq(requests.id, requestId)).for('update');
      if ((await requestFileCount(tx, requestId)) >= MAX_REQUEST_FILES) throw new AppError(ATTACHMENT_MSG.requestFull);
      const [row] = await tx
        .insert(attachments)
        .values({ owner: 'request', requestId, ...rowOf(file), uploadedBy: memberId })
        .returning();
      return row;
    }),
  );
}

const rowOf = (file: Stored) => ({ name: file.name, kind: file.kind, size: file.size, storageKey: file.key });

const filesOfRequest = (db: Db, requestId: number) =>
  db.select().from(attachments).where(eq(attachments.requestId, requestId)).orderBy(asc(attachments.id));

/** Whether the member sees the request's files: its owner, or a company that may offer on it. */
async function seesRequestFiles(db: Db, memberId: number, requestId: number) {
  const [r] = await db.select({ ownerId: requests.memberId }).from(requests).where(eq(requests.id, requestId));
  if (!r) return false;
  return r.ownerId === memberId || mayOfferOn(db, memberId, requestId);
}

/** The request's own files, for its owner or a company that may offer on it. */
export async function requestFiles(db: Db, memberId: number, requestId: number) {
  if (!(await seesRequestFiles(db, memberId, requestId))) throw notFound(ATTACHMENT_MSG.requestNotFound);
  return filesOfRequest(db, requestId);
}

const offerFilesOfRequest = (db: Db, requestId: number) =>
  db
    .select({ file: attachments })
    .from(attachments)
    .innerJoin(offers, eq(offers.id, attachments.offerId))
    .where(eq(offers.requestId, requestId))
    .orderBy(asc(attachments.id))
    .then((rows) => rows.map((r) => r.file));

/** The files of the offers on the owner's request. */
export async function requestOfferFiles(db: Db, memberId: number, requestId: number) {
  await ownRequest(db, memberId, requestId);
  return offerFilesOfRequest(db, requestId);
}

// ── an offer's file ─────────────────────────────────────────────────────────────────────────────────────────────
const offerParties = (db: Pick<Db, 'select'>, offerId: number) =>
  db
    .select({
      supplierId: offers.memberId,
      buyerId: requests.memberId,
      requestId: offers.requestId,
      // the supplier may change its file while the buyer has not accepted the offer and the request is open
      changeable: sql<boolean>`(not ${offers.reviewed} and ${openRequestSql})`,
    })
    .from(offers)
    .innerJoin(requests, eq(requests.id, offers.requestId))
    .where(eq(offers.id, offerId));

/** The supplier attaches its offer's file; one it attached before is replaced (removed with its bytes). */
export async function setOfferFile(ctx: Ctx, memberId: number, offerId: number, upload: Upload) {
  const [o] = await offerParties(ctx.db, offerId);
  if (!o || o.supplierId !== memberId) throw notFound(ATTACHMENT_MSG.offerNotFound);
  if (!o.changeable) throw new AppError(ATTACHMENT_MSG.offerClosed, 409);
  const row = await withStored(ctx, upload, (file) =>
    ctx.db.transaction(async (tx) => {
      await tx.select({ id: offers.id }).from(offers).where(eq(offers.id, offerId)).for('update');
      const [now] = await offerParties(tx, offerId);
      if (!now?.changeable) throw new AppError(ATTACHMENT_MSG.offerClosed, 409);
      await tx.delete(attachments).where(eq(attachments.offerId, offerId)); // its key goes to attachment_removals
      const [inserted] = await tx
        .insert(attachments)
        .values({ owner: 'offer', offerId, ...rowOf(file), uploadedBy: memberId })
        .returning();
      return inserted;
    }),
  );
  await sweepRemovedFiles(ctx).catch(() => {}); // the replaced file's bytes; the job sweeps what fails here
  return row;
}

/** The offer's file (none or one), for its supplier or the request's owner. */
export async function offerFiles(db: Db, memberId: number, offerId: number) {
  const [o] = await offerParties(db, offerId);
  if (!o || (o.supplierId !== memberId && o.buyerId !== memberId)) throw notFound(ATTACHMENT_MSG.offerNotFound);
  return db.select().from(attachments).where(eq(attachments.offerId, offerId));
}

// ── one file ────────────────────────────────────────────────────────────────────────────────────────────────────
/** A request's or an offer's file with the members it concerns: the request's owner, and an offer's supplier. */
const fileWithParties = (db: Db, fileId: number) =>
  db
    .select({ file: attachments, buyerId: requests.memberId, requestId: requests.id, supplierId: offers.memberId })
    .from(attachments)
    .leftJoin(offers, eq(offers.id, attachments.offerId))
    .innerJoin(requests, or(eq(requests.id, attachments.requestId), eq(requests.id, offers.requestId)))
    .where(eq(attachments.id, fileId));

/** The file, if the member may see it: see the rules at the top. */
export async function memberFile(db: Db, memberId: number, fileId: number) {
  const [f] = await fileWithParties(db, fileId);
  const sees =
    f &&
    (f.file.owner === 'offer'
      ? f.supplierId === memberId || f.buyerId === memberId
      : f.buyerId === memberId || (await mayOfferOn(db, memberId, f.requestId)));
  if (!sees) throw notFound(ATTACHMENT_MSG.notFound);
  return f.file;
}

/** The member who attached the file removes it: the request's owner any time, a supplier while it may change it. */
export async function deleteFile(ctx: Ctx, memberId: number, fileId: number) {
  const [f] = await fileWithParties(ctx.db, fileId);
  const mine = f && (f.file.owner === 'offer' ? f.supplierId === memberId : f.buyerId === memberId);
  if (!mine) throw notFound(ATTACHMENT_MSG.notFound);
  if (f.file.offerId !== null) {
    const [o] = await offerParties(ctx.db, f.file.offerId);
    if (!o?.changeable) throw new AppError(ATTACHMENT_MSG.offerClosed, 409);
  }
  await ctx.db.delete(attachments).where(eq(attachments.id, fileId));
  await sweepRemovedFiles(ctx).catch(() => {});
}

/** Any file (the administrator). */
export async function anyFile(db: Db, fileId: number) {
  const [f] = await db.select().from(attachments).where(eq(attachments.id, fileId));
  if (!f) throw notFound(ATTACHMENT_MSG.notFound);
  return f;
}

/** Every file of a request and of its offers (the administrator). */
export async function allRequestFiles(db: Db, requestId: number) {
  const [r] = await db.select({ id: requests.id }).from(requests).where(eq(requests.id, requestId));
  if (!r) throw notFound(ATTACHMENT_MSG.requestNotFound);
  const [own, ofOffers] = await Promise.all([filesOfRequest(db, requestId), offerFilesOfRequest(db, requestId)]);
  return [...own, ...ofOffers];
}

/** The stored bytes of a file, as a stream; a file whose bytes are missing is 'not found'. */
export async function openFile({ storage }: Pick<Ctx, 'storage'>, file: AttachmentRow): Promise<Readable> {
  const stream = await storage.open(file.storageKey);
  if (!stream) throw notFound(ATTACHMENT_MSG.notFound);
  return stream;
}
