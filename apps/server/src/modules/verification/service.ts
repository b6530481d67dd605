// Company verification (issue 49 item 1, decision 0056): a company's numbers and documents, the administrator's
// review of them, and the badges they earn. Documents are private files (decision 0044): the company and the
// administrators read them, nobody else; a member asking for another's document is answered 'not found'.
import {
  DOCUMENT_LABELS,
  type DocumentKind,
  isCertificate,
  VERIFICATION_MSG as MSG,
} from '@tedarik/contract/verification/documents';
import type { VerificationDetails } from '@tedarik/contract/verification/member';
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/members';
import { requests } from '../../db/schema/requests';
import { companyVerifications, verificationDocuments } from '../../db/schema/verification';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { afterCommit, tell } from '../../platform/notices';
import { isoDate } from '../../platform/paging';
import { sweepNow, type Upload } from '../../platform/private-files/private-files';
import { PRIVATE_FILES } from '../../platform/private-files/uses';
import { reasonText } from '../moderation/service';
import { badgesOf, NONE } from './badges';

export { badgesOf } from './badges';
export { documentRemindersJob, sendDocumentReminders } from './reminders';

type Ctx = Pick<AppContext, 'db' | 'storage' | 'clock'>;
type TellCtx = Pick<AppContext, 'db' | 'events' | 'outbox' | 'publicUrl' | 'clock'>;
export type DocumentRow = typeof verificationDocuments.$inferSelect;

/** The member's page of its verification, where every verification notice leads. */
export const VERIFICATION_PAGE = '/hesabim/dogrulama';

const detailsOf = async (db: Db, memberId: number) =>
  (await db.select().from(companyVerifications).where(eq(companyVerifications.memberId, memberId)))[0] ?? null;

const documentsOf = (db: Db, memberId: number) =>
  db
    .select()
    .from(verificationDocuments)
    .where(eq(verificationDocuments.memberId, memberId))
    .orderBy(asc(verificationDocuments.id));

/** A member's numbers, documents and badges (for itself, or for the back-office). */
export async function verificationOf(ctx: Pick<Ctx, 'db' | 'clock'>, memberId: number) {
  const now = ctx.clock.now();
  const [details, documents, badges] = await Promise.all([
    detailsOf(ctx.db, memberId),
    documentsOf(ctx.db, memberId),
    badgesOf(ctx.db, [memberId], now),
  ]);
  return { details, documents, badges: badges.get(memberId) ?? NONE, today: isoDate(now) };
}

/** Saves the member's numbers (checked by the contract: check digits, lengths). */
export async function saveDetails(db: Db, memberId: number, d: VerificationDetails) {
  const values = { ...d, updatedAt: new Date() };
  await db
    .insert(companyVerifications)
    .values({ memberId, ...values })
    .onConflictDoUpdate({ target: companyVerifications.memberId, set: values });
}

/**
 * Stores a document of `kind`, replacing the member's one of that kind (its bytes are swept); it waits for review.
 * A certificate needs its last valid day; no document is taken already expired; the numbers come first.
 */
export async function uploadDocument(
  ctx: Ctx,
  memberId: number,
  input: { kind: DocumentKind; expiresOn?: string },
  upload: Upload,
) {
  const today = isoDate(ctx.clock.now());
  if (isCertificate(input.kind) && !input.expiresOn)
    throw new AppError(MSG.expiresOnRequired, 400, { expiresOn: MSG.expiresOnRequired });
  if (input.expiresOn && input.expiresOn < today)
    throw new AppError(MSG.expiresOnPast, 400, { expiresOn: MSG.expiresOnPast });
  if (!(await detailsOf(ctx.db, memberId))) throw new AppError(MSG.detailsFirst, 409);
  const row = await PRIVATE_FILES.verification.withStored(ctx.storage, upload, (file) =>
    ctx.db.transaction(async (tx) => {
      await tx
        .delete(verificationDocuments)
        .where(and(eq(verificationDocuments.memberId, memberId), eq(verificationDocuments.kind, input.kind)));
      const [inserted] = await tx
        .insert(verificationDocuments)
        .values({
          memberId,
          kind: input.kind,
          expiresOn: input.expiresOn ?? null,
          name: file.name,
          fileKind: file.kind,
          size: file.size,
          storageKey: file.storageKey,
          createdAt: ctx.clock.now(),
        })
        .returning();
      return inserted;
    }),
  );
  await sweepNow(ctx); // the replaced document's bytes
  return row;
}

/** The member's own document (another's, or none: 'not found'). */
export async function memberDocument(db: Db, memberId: number, id: number) {
  const [row] = await db
    .select()
    .from(verificationDocuments)
    .where(and(eq(verificationDocuments.id, id), eq(verificationDocuments.memberId, memberId)));
  if (!row) throw notFound(MSG.notFound);
  return row;
}

/** The member removes its document: the row now, its bytes with the sweep. */
export async function deleteDocument(ctx: Ctx, memberId: number, id: number) {
  const gone = await ctx.db
    .delete(verificationDocuments)
    .where(and(eq(verificationDocuments.id, id), eq(verificationDocuments.memberId, memberId)))
    .returning({ id: verificationDocuments.id });
  if (gone.length === 0) throw notFound(MSG.notFound);
  await sweepNow(ctx);
}

// ── the back-office ───────────────────────────────────────────────────────────────────────────────────────────
/** Documents waiting for review, oldest first, after the cursor's id (one range of the partial index). */
export const reviewQueue = (db: Db, take: number, after?: number) =>
  db
    .select({
      id: verificationDocuments.id,
      memberId: verificationDocuments.memberId,
      companyName: members.companyName,
      kind: verificationDocuments.kind,
      expiresOn: verificationDocuments.expiresOn,
      createdAt: verificationDocuments.createdAt,
    })
    .from(verificationDocuments)
    .innerJoin(members, eq(members.id, verificationDocuments.memberId))
    .where(
      and(
        eq(verificationDocuments.status, 'pending'),
        after === undefined ? undefined : gt(verificationDocuments.id, after),
      ),
    )
    .orderBy(asc(verificationDocuments.id))
    .limit(take);

/** A member's verification for the back-office, with its name and e-mail. */
export async function companyVerification(ctx: Pick<Ctx, 'db' | 'clock'>, memberId: number) {
  const [m] = await ctx.db
    .select({ companyName: members.companyName, email: members.email })
    .from(members)
    .where(eq(members.id, memberId));
  if (!m) throw notFound(MSG.companyNotFound);
  return { memberId, ...m, ...(await verificationOf(ctx, memberId)) };
}

/** Any document, for the back-office. */
export async function anyDocument(db: Db, id: number) {
  const [row] = await db.select().from(verificationDocuments).where(eq(verificationDocuments.id, id));
  if (!row) throw notFound(MSG.notFound);
  return row;
}

/**
 * The administrator's decision on a waiting document, written with the company's notice in one transaction (a
 * document reviewed meanwhile, or replaced, is refused: it is no longer the one that waited).
 */
export async function reviewDocument(
  ctx: TellCtx,
  id: number,
  decision: { approve: true } | { approve: false; reasonId: number; note: string },
) {
  // a reason of the administrator's list for documents, else a refusal before anything is written
  const reason = decision.approve ? null : await reasonText(ctx.db, 'document', decision.reasonId);
  const told = await ctx.db.transaction(async (tx) => {
    const [doc] = await tx
      .update(verificationDocuments)
      .set(
        decision.approve
          ? { status: 'approved', reviewedAt: ctx.clock.now(), rejectReason: null, rejectNote: '' }
          : {
              status: 'rejected',
              reviewedAt: ctx.clock.now(),
              rejectReason: reason,
              rejectNote: decision.note,
            },
      )
      .where(and(eq(verificationDocuments.id, id), eq(verificationDocuments.status, 'pending')))
      .returning();
    if (!doc) {
      const [exists] = await tx
        .select({ id: verificationDocuments.id })
        .from(verificationDocuments)
        .where(eq(verificationDocuments.id, id));
      throw exists ? new AppError(MSG.notPending, 409) : notFound(MSG.notFound);
    }
    const label = DOCUMENT_LABELS[doc.kind as DocumentKind];
    const text = decision.approve
      ? `${label} belgeniz onaylandı.`
      : `${label} belgeniz reddedildi: ${reason?.replace(/\.$/, '')}.${decision.note ? ` ${decision.note}` : ''}`;
    return tell(tx, {
      to: doc.memberId,
      bell: {
        kind: decision.approve ? 'verification_approved' : 'verification_rejected',
        text,
        link: VERIFICATION_PAGE,
      },
      mail: {
        subject: decision.approve ? 'Belgeniz onaylandı' : 'Belgeniz reddedildi',
        body: `${text}\n\nFirma doğrulama: ${ctx.publicUrl}${VERIFICATION_PAGE}`,
        title: decision.approve ? 'Belgeniz onaylandı' : 'Belgeniz reddedildi',
        paragraphs: [text],
        action: { label: 'Firma Doğrulama', link: `${ctx.publicUrl}${VERIFICATION_PAGE}` },
      },
    });
  });
  await afterCommit(ctx, told);
}

// ── badges for other members ──────────────────────────────────────────────────────────────────────────────────
/** A company's badges for its public page; a member that is no company (or none) is not found. */
export async function publicBadges(ctx: Pick<Ctx, 'db' | 'clock'>, memberId: number) {
  const [m] = await ctx.db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.isCompany, true), isNull(members.deletedAt)));
  if (!m) throw notFound(MSG.companyNotFound);
  return (await badgesOf(ctx.db, [memberId], ctx.clock.now())).get(memberId) ?? NONE;
}

/** The badges of the buyers of approved requests (a supplier's feed): two statements for the whole page. */
export async function requestBuyerBadges(ctx: Pick<Ctx, 'db' | 'clock'>, requestIds: readonly number[]) {
  if (requestIds.length === 0) return [];
  const owners = await ctx.db
    .select({ requestId: requests.id, memberId: requests.memberId })
    .from(requests)
    .where(and(inArray(requests.id, [...requestIds]), eq(requests.approved, true)));
  const badges = await badgesOf(
    ctx.db,
    owners.map((o) => o.memberId),
    ctx.clock.now(),
  );
  return owners.map((o) => ({ requestId: o.requestId, badges: badges.get(o.memberId) ?? NONE }));
}
