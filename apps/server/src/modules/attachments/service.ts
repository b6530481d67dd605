// Files attached to requests, offers (issue 37 item 6) and messages (issue 38): who may add, see and remove them; their
// bytes are private files (platform/private-files, decision 0044). A request's files: its owner adds and removes up to
// MAX_REQUEST_FILES; the owner and the companies that may offer on it (offers' mayOfferOn) see them. An offer's file:
// its supplier attaches one, a new one replacing it, and replaces or removes it exactly while it may revise the offer
// (offers' offerToChange); the supplier sees it, and the buyer once the request's offers are visible (a sealed
// request's are not before it opens, as on the desk). The administrator sees all (admin.routes.ts). A message's file:
// written with its message and read through it (conversations/service.ts, its name masked as the message's text),
// never removed but with its message. Anything else is 'not found', never told apart from a file that does not exist.
// A file's name is the other side's writing: until the buyer accepts the supplier's offer, each reads the name of the
// other's file with contact details hidden (issue 47 item 4), the uploader and the administrator whole.

import { ATTACHMENT_MSG, MAX_REQUEST_FILES } from '@tedarik/contract/attachments/member';
import { maskFileName } from '@tedarik/contract/conversations/masking';
import { DESK_MSG } from '@tedarik/contract/offers/member-desk';
import { and, asc, count, eq, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { attachments } from '../../db/schema/attachments';
import { offers } from '../../db/schema/offers';
import { requests } from '../../db/schema/requests';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { sweepNow, type Upload } from '../../platform/private-files/private-files';
import { PRIVATE_FILES } from '../../platform/private-files/uses';
import { mayOfferOn, offerToChange } from '../offers/service';
import { offersHidden } from '../requests/service';

type Ctx = Pick<AppContext, 'db' | 'storage' | 'clock'>;
export type AttachmentRow = typeof attachments.$inferSelect;

const files = PRIVATE_FILES.attachments;
/** The file under the name its reader may see: whole, or with contact details hidden. */
const named = (row: AttachmentRow, whole: boolean) => (whole ? row : { ...row, name: maskFileName(row.name).text });
/** Whether the buyer accepted an offer of `supplierId` on the request: then the two read each other's names whole. */
const accepted = async (db: Db, requestId: number, supplierId: number) =>
  (
    await db
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.requestId, requestId), eq(offers.memberId, supplierId), eq(offers.reviewed, true)))
  ).length > 0;
/** The buyer's answer for a sealed request's offers before it opens: the desk's. */
const sealed = () => new AppError(DESK_MSG.sealedUnopened, 409);

// ── a request's files ───────────────────────────────────────────────────────────────────────────────────────────
const ownRequest = async (db: Db, memberId: number, requestId: number) => {
  const [r] = await db
    .select({ finished: requests.finished, sealed: requests.sealed, openedAt: requests.openedAt })
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
  return files.withStored(ctx.storage, upload, (file) =>
    ctx.db.transaction(async (tx) => {
      await tx.select({ id: requests.id }).from(requests).where(eq(requests.id, requestId)).for('update');
      if ((await requestFileCount(tx, requestId)) >= MAX_REQUEST_FILES) throw new AppError(ATTACHMENT_MSG.requestFull);
      const [row] = await tx
        .insert(attachments)
        .values({ owner: 'request', requestId, ...file, uploadedBy: memberId })
        .returning();
      return row;
    }),
  );
}

const filesOfRequest = (db: Db, requestId: number) =>
  db.select().from(attachments).where(eq(attachments.requestId, requestId)).orderBy(asc(attachments.id));

/** The request's own files, for its owner or a company that may offer on it (their names masked for it). */
export async function requestFiles(db: Db, memberId: number, requestId: number) {
  const [r] = await db.select({ ownerId: requests.memberId }).from(requests).where(eq(requests.id, requestId));
  if (r?.ownerId === memberId) return filesOfRequest(db, requestId);
  if (!r || !(await mayOfferOn(db, memberId, requestId))) throw notFound(ATTACHMENT_MSG.requestNotFound);
  const whole = await accepted(db, requestId, memberId);
  return (await filesOfRequest(db, requestId)).map((row) => named(row, whole));
}

const offerFilesOfRequest = (db: Db, requestId: number) =>
  db
    .select({ file: attachments, reviewed: offers.reviewed })
    .from(attachments)
    .innerJoin(offers, eq(offers.id, attachments.offerId))
    .where(eq(offers.requestId, requestId))
    .orderBy(asc(attachments.id));

/**
 * The files of the offers on the owner's request, each name masked until its offer is accepted; none while a sealed
 * request is not opened (its desk has none).
 */
export async function requestOfferFiles(db: Db, memberId: number, requestId: number) {
  const request = await ownRequest(db, memberId, requestId);
  if (offersHidden(request)) return [];
  return (await offerFilesOfRequest(db, requestId)).map((r) => named(r.file, r.reviewed));
}

// ── an offer's file ─────────────────────────────────────────────────────────────────────────────────────────────
/** The supplier attaches its offer's file while it may revise the offer; one attached before is replaced. */
export async function setOfferFile(ctx: Ctx, memberId: number, offerId: number, upload: Upload) {
  const now = ctx.clock.now();
  await offerToChange(ctx.db, memberId, offerId, now); // refused before its bytes are stored
  const row = await files.withStored(ctx.storage, upload, (file) =>
    ctx.db.transaction(async (tx) => {
      await offerToChange(tx, memberId, offerId, now); // held: the buyer's acceptance waits, or came first
      await tx.delete(attachments).where(eq(attachments.offerId, offerId)); // its key goes to the removals
      const [inserted] = await tx
        .insert(attachments)
        .values({ owner: 'offer', offerId, ...file, uploadedBy: memberId })
        .returning();
      return inserted;
    }),
  );
  await sweepNow(ctx); // the replaced file's bytes
  return row;
}

/** The offer's file (none or one), for its supplier, or the request's owner once the offers are visible. */
export async function offerFiles(db: Db, memberId: number, offerId: number) {
  const [o] = await db
    .select({
      supplierId: offers.memberId,
      buyerId: requests.memberId,
      sealed: requests.sealed,
      openedAt: requests.openedAt,
      reviewed: offers.reviewed,
    })
    .from(offers)
    .innerJoin(requests, eq(requests.id, offers.requestId))
    .where(eq(offers.id, offerId));
  if (!o || (o.supplierId !== memberId && o.buyerId !== memberId)) throw notFound(ATTACHMENT_MSG.offerNotFound);
  if (o.supplierId !== memberId && offersHidden(o)) throw sealed();
  const rows = await db.select().from(attachments).where(eq(attachments.offerId, offerId));
  return rows.map((row) => named(row, o.supplierId === memberId || o.reviewed));
}

// ── files picked while a form is filled (issue 47 item 21) ────────────────────────────────────────────────────
/** A file uploaded while a request or an offer is written, before its save: the member's draft. */
export const addDraftFile = (ctx: Ctx, memberId: number, upload: Upload) => files.storeDraft(ctx, memberId, upload);

/** The member takes back a file it picked before the save. */
export const deleteDraftFile = (ctx: Ctx, memberId: number, draftId: number) =>
  files.removeDraft(ctx, memberId, draftId);

/**
 * The save of a new request attaches the drafts its form named (`draftFiles`, at most MAX_REQUEST_FILES by the
 * contract), in the save's transaction: a draft that is not the member's or is gone refuses the save.
 */
export async function claimRequestFiles(tx: Tx, memberId: number, requestId: number, draftIds: readonly number[]) {
  const stored = await files.claimDrafts(tx, memberId, draftIds, 'draftFiles');
  if (stored.length === 0) return;
  if (stored.length > MAX_REQUEST_FILES)
    throw new AppError(ATTACHMENT_MSG.requestFull, 400, { draftFiles: ATTACHMENT_MSG.requestFull });
  await tx
    .insert(attachments)
    .values(stored.map((file) => ({ owner: 'request', requestId, ...file, uploadedBy: memberId })));
}

/** The save of a new offer attaches the draft its form named (`draftFile`), in the save's transaction. */
export async function claimOfferFile(tx: Tx, memberId: number, offerId: number, draftId: number) {
  const [file] = await files.claimDrafts(tx, memberId, [draftId], 'draftFile');
  await tx.insert(attachments).values({ owner: 'offer', offerId, ...file, uploadedBy: memberId });
}

// ── one file ────────────────────────────────────────────────────────────────────────────────────────────────────
/** A request's or an offer's file with the members it concerns: the request's owner, and an offer's supplier. */
const fileWithParties = (db: Db, fileId: number) =>
  db
    .select({
      file: attachments,
      buyerId: requests.memberId,
      requestId: requests.id,
      supplierId: offers.memberId,
      reviewed: offers.reviewed,
      sealed: requests.sealed,
      openedAt: requests.openedAt,
    })
    .from(attachments)
    .leftJoin(offers, eq(offers.id, attachments.offerId))
    .innerJoin(requests, or(eq(requests.id, attachments.requestId), eq(requests.id, offers.requestId)))
    .where(eq(attachments.id, fileId));

/** The file, if the member may see it, under the name it may see: see the rules at the top. */
export async function memberFile(db: Db, memberId: number, fileId: number) {
  const [f] = await fileWithParties(db, fileId);
  if (f?.file.owner === 'offer') {
    if (f.supplierId === memberId) return f.file;
    if (f.buyerId === memberId) {
      if (offersHidden(f)) throw sealed();
      return named(f.file, f.reviewed === true);
    }
  } else if (f?.buyerId === memberId) return f.file;
  else if (f && (await mayOfferOn(db, memberId, f.requestId)))
    return named(f.file, await accepted(db, f.requestId, memberId));
  throw notFound(ATTACHMENT_MSG.notFound);
}

/** The member who attached the file removes it: the request's owner any time, a supplier while it may revise. */
export async function deleteFile(ctx: Ctx, memberId: number, fileId: number) {
  const [f] = await fileWithParties(ctx.db, fileId);
  const mine = f && (f.file.owner === 'offer' ? f.supplierId === memberId : f.buyerId === memberId);
  if (!mine) throw notFound(ATTACHMENT_MSG.notFound);
  const { offerId } = f.file;
  await ctx.db.transaction(async (tx) => {
    if (offerId !== null) await offerToChange(tx, memberId, offerId, ctx.clock.now());
    await tx.delete(attachments).where(eq(attachments.id, fileId));
  });
  await sweepNow(ctx);
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
  return [...own, ...ofOffers.map((r) => r.file)];
}
