// Offers (teklif) and ratings (DESIGN §4 "Offers and ratings"): a request's offers and who sees them, the buyer
// accepting (reviewing) an offer — the only moment the supplier's contact data is revealed — and rating it once;
// ratings wait for the administrator, and only active ones count in public. What a manufacturer may offer on and its
// offering are in offerable.ts, its own offers in own.ts.
import { DESK_MSG } from '@tedarik/contract/offers/member-desk';
import { REQUEST_MSG } from '@tedarik/contract/requests/member';
import { and, desc, eq, getTableColumns, inArray, isNull, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import { type Db, isUniqueViolation, preparedPerDb } from '../../db/client';
import { members } from '../../db/schema/members';
import { offers, ratings } from '../../db/schema/offers';
import { requests } from '../../db/schema/requests';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { afterCommit, type Notice, noticeSteps, tell, toldOf } from '../../platform/notices';
import { companiesMatchingSql } from '../matching/service';
import { roleSql } from '../packages/service';
import { adjustOfferCounts, listQuery, offersHidden } from '../requests/service';
import { matchingRequestSql } from './matching-rule';

export { offerToChange } from './offer-locks'; // the rule of every change of an offer, its file's too

type Ctx = Pick<AppContext, 'db' | 'events' | 'outbox'>;

// The supplier's columns are those the screens show: its whole row was 24 columns an offer to read and parse,
// password hash included. Its table is the members table under another name, as the owner's request page joins the
// owner too.
const suppliers = alias(members, 'supplier');
const supplier = {
  id: suppliers.id,
  companyName: suppliers.companyName,
  fullName: suppliers.fullName,
  slug: suppliers.slug,
  logo: suppliers.logo,
  companyPhone: suppliers.companyPhone,
  phone: suppliers.phone,
  email: suppliers.email,
  whatsapp: suppliers.whatsapp,
  address: suppliers.address,
};
/** The offers of a request with their suppliers and ratings, newest first (the back-office's screen). */
// planned once per connection (a fresh plan of the joins took about as long as running them: 0.9 ms at 3 M offers)
const offersOfRequestRows = preparedPerDb((db) =>
  db
    .select({ offer: offers, company: supplier, rating: ratings })
    .from(offers)
    .innerJoin(suppliers, eq(suppliers.id, offers.memberId))
    .leftJoin(ratings, eq(ratings.offerId, offers.id))
    .where(eq(offers.requestId, sql.placeholder('request')))
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .prepare('offers_of_request'),
);
export const offersOfRequest = (db: Db, requestId: number) => offersOfRequestRows(db).execute({ request: requestId });
export type OfferOfRequest = Awaited<ReturnType<typeof offersOfRequest>>[number];

/**
 * The companies that offered on a request, newest first, and whether the buyer accepted each offer (the public request
 * page shows them masked, and names the buyer to a supplier it accepted).
 */
export const offerersOf = (db: Db, requestId: number) =>
  db
    .select({
      createdAt: offers.createdAt,
      company: members.companyName,
      memberId: offers.memberId,
      reviewed: offers.reviewed,
    })
    .from(offers)
    .innerJoin(members, eq(members.id, offers.memberId))
    .where(eq(offers.requestId, requestId))
    .orderBy(desc(offers.createdAt));

/** An offer on one of the owner's requests, or 404 (an offer on someone else's request is not told apart). */
const ownersOfferRow = preparedPerDb((db) =>
  db
    .select({ offer: offers, company: members.companyName, sealed: requests.sealed, openedAt: requests.openedAt })
    .from(offers)
    .innerJoin(requests, eq(requests.id, offers.requestId))
    .innerJoin(members, eq(members.id, offers.memberId))
    .where(and(eq(offers.id, sql.placeholder('offer')), eq(requests.memberId, sql.placeholder('owner'))))
    .prepare('owners_offer'),
);
async function ownersOffer(db: Db, ownerId: number, offerId: number) {
  const [row] = await ownersOfferRow(db).execute({ offer: offerId, owner: ownerId });
  if (!row) throw notFound(REQUEST_MSG.offerNotFound);
  return row;
}

/**
 * 'Teklifi Kabul Et': the offer is reviewed (once) and the supplier told; their thread on the request, if they have
 * one, shows everything from now on. → the request id.
 */
export async function acceptOffer(ctx: Ctx, ownerId: number, offerId: number) {
  const { offer, ...request } = await ownersOffer(ctx.db, ownerId, offerId);
  // a sealed request's offers are not opened before its deadline
  if (offersHidden(request)) throw new AppError(DESK_MSG.sealedUnopened, 409);
  if (offer.reviewed) return offer.requestId;
  const told = await ctx.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(offers)
      .set({ reviewed: true })
      .where(and(eq(offers.id, offerId), eq(offers.reviewed, false)))
      // the buyer's thread with this supplier on the request (one at most: conversations' unique index), whose
      // masking the acceptance ends; read here, as conversations' service depends on this one (mayOfferOn)
      .returning({
        thread: sql<number | null>`(select c.id from conversations c
          where c.request_id = offers.request_id and c.supplier_id = offers.member_id)`,
      });
    if (!changed) return undefined; // accepted in parallel: counted once
    await adjustOfferCounts(tx, offer.requestId, { offers: 0, unreviewed: -1 });
    const notices: Notice[] = [
      {
        to: offer.memberId,
        bell: {
          kind: 'offer_accepted',
          text: 'Teklifiniz kabul edildi: iletişim bilgileriniz alıcıya, alıcının bilgileri size gösterilir.',
          link: `/account-d-detay-teklif-${offer.requestId}`,
          requestId: offer.requestId,
        },
      },
    ];
    if (changed.thread !== null) {
      const event = { kind: 'conversation', conversationId: changed.thread, requestId: offer.requestId } as const;
      notices.push({ to: ownerId, event, quiet: true }, { to: offer.memberId, event, quiet: true });
    }
    return tell(tx, ...notices);
  });
  if (told) await afterCommit(ctx, told);
  return offer.requestId;
}

// The owner's request page is one statement: the request's row with each of its offers (one row of nulls when it
// has none), their suppliers and ratings. Two statements side by side were two round trips to PostgreSQL and two of
// the pool's connections, for every page a buyer opens, accepts or rates on.
const ownerPage = <Fresh extends SelectedFields>(qb: Pick<Db, 'select'>, fresh: Fresh) =>
  listQuery(qb, { offer: offers, supplier, rating: ratings, ...fresh })
    .leftJoin(offers, eq(offers.requestId, requests.id))
    .leftJoin(suppliers, eq(suppliers.id, offers.memberId))
    .leftJoin(ratings, eq(ratings.offerId, offers.id));
type OwnerPageRow = Awaited<ReturnType<ReturnType<typeof ownerPageRows>['execute']>>[number] & {
  fresh?: OfferOfRequest['rating'];
};
/** The page from its rows: a rating just written (which its own statement's reads do not see) is `fresh`. */
function pageOf(rows: OwnerPageRow[]) {
  const [first] = rows;
  if (!first) return undefined;
  const { offer: _, supplier: __, rating: ___, fresh: ____, ...request } = first;
  // a sealed request's offers are not in any answer to its buyer before they open: its count only
  if (offersHidden(request)) return { request, received: [] };
  const received = rows.flatMap(({ offer, supplier: company, rating, fresh }) =>
    offer && company ? [{ offer, company, rating: rating ?? fresh ?? null }] : [],
  );
  return { request, received };
}

const ownerPageRows = preparedPerDb((db) =>
  ownerPage(db, {})
    .where(eq(requests.id, sql.placeholder('id')))
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .prepare('owner_request_page'),
);

/** The owner's request with every offer on it (404 for anyone else). */
export async function ownerRequestDetail(db: Db, ownerId: number, requestId: number) {
  const page = pageOf(await ownerPageRows(db).execute({ id: requestId }));
  if (!page || page.request.ownerId !== ownerId) throw notFound(REQUEST_MSG.notFound);
  return page;
}

/**
 * A rating, the company's notice and the rating's answer (the owner's request page), in one statement prepared once
 * per connection (as an offer's write). It writes only when the offer is the owner's, on that request, and reviewed,
 * and answers no row when it wrote nothing (checking first was one more round trip of every rating). Its reads see
 * the tables as they were when it began, so the new rating comes from the insert itself ("rated"). It was three round
 * trips: the write, then the page's two reads (docs/performance.md, 0026, "Later").
 */
const ratingWrite = preparedPerDb((db) => {
  const target = db.$with('target').as(
    db
      .select({ id: offers.id, memberId: offers.memberId, requestId: offers.requestId })
      .from(offers)
      .innerJoin(requests, eq(requests.id, offers.requestId))
      .where(
        and(
          eq(offers.id, sql.placeholder('offer')),
          eq(requests.memberId, sql.placeholder('owner')),
          eq(offers.requestId, sql.placeholder('request')),
          eq(offers.reviewed, true),
        ),
      ),
  );
  const rated = db.$with('rated', getTableColumns(ratings)).as(
    sql`insert into ${ratings} ("offer_id", "score", "comment")
      select "id", ${sql.placeholder('score')}::smallint, ${sql.placeholder('comment')}::text
      from "target" returning *`,
  );
  const notice = noticeSteps(db, 'target', {
    to: sql`"member_id"`,
    kind: 'rating_received',
    text: sql.placeholder('text'),
    link: sql`'/account-d-detay-teklif-' || "request_id"`,
    requestId: sql`"request_id"`,
  });
  const { id, offerId, score, comment, status, rejectionNote, createdAt } = rated;
  return ownerPage(db.with(target, rated, ...notice), {
    fresh: { id, offerId, score, comment, status, rejectionNote, createdAt },
  })
    .leftJoin(rated, eq(rated.offerId, offers.id))
    .where(eq(requests.id, sql`(select "request_id" from "target")`))
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .prepare('rating_write');
});

export interface RatingInput {
  offerId: number;
  /** the request the offer answers, checked against the offer's own */
  requestId: number;
  /** 1–5 */
  score: number;
  comment: string;
}

/**
 * The owner rates a reviewed offer once (1–5, a comment); the rating waits for the administrator. Answers the
 * owner's request page.
 */
export async function rateOffer(ctx: Ctx, ownerId: number, input: RatingInput) {
  let page: ReturnType<typeof pageOf>;
  const text = ratingNoticeText(input.score);
  try {
    page = pageOf(
      await ratingWrite(ctx.db).execute({
        offer: input.offerId,
        owner: ownerId,
        request: input.requestId,
        score: input.score,
        comment: input.comment,
        text,
      }),
    );
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(REQUEST_MSG.ratingTwice);
    throw err;
  }
  const rated = page?.received.find((r) => r.offer.id === input.offerId);
  if (page && rated) {
    // the statement wrote the company's notification: its open pages hear of it
    const link = `/account-d-detay-teklif-${input.requestId}`;
    const bell = { kind: 'rating_received', text, link, requestId: input.requestId } as const;
    await afterCommit(ctx, toldOf([{ to: rated.company.id, bell }]));
    return page;
  }
  if (page) return page;
  // nothing written: why
  const { offer } = await ownersOffer(ctx.db, ownerId, input.offerId);
  if (offer.requestId !== input.requestId) throw notFound(REQUEST_MSG.offerNotFound);
  throw new AppError(REQUEST_MSG.ratingNotReviewed);
}

/**
 * The owner's accepted offer it may rate (a review, reputation's v2 call): 404 when it is not an offer on one of the
 * owner's requests, refused when not accepted yet — the legacy call's rules.
 */
export async function offerToRate(db: Db, ownerId: number, offerId: number) {
  const { offer } = await ownersOffer(db, ownerId, offerId);
  if (!offer.reviewed) throw new AppError(REQUEST_MSG.ratingNotReviewed);
  return offer;
}

/** A rating written in the caller's transaction, waiting for the administrator; a second one of an offer is refused. */
export async function insertRating(tx: Db, offerId: number, score: number, comment: string) {
  const [r] = await tx
    .insert(ratings)
    .values({ offerId, score, comment })
    .onConflictDoNothing()
    .returning({ id: ratings.id, createdAt: ratings.createdAt });
  if (!r) throw new AppError(REQUEST_MSG.ratingTwice);
  return r;
}

/** The company's notice of a rating (the legacy call's words). */
export const ratingNoticeText = (score: number) =>
  `Bir teklifiniz ${score} yıldız ile puanlandı; puan yönetici onayından sonra yayınlanacak.`;

// ── ratings in the back-office ──────────────────────────────────────────────────────────────────────────────────
function ratingQuery(db: Db) {
  return db
    .select({
      id: ratings.id,
      score: ratings.score,
      comment: ratings.comment,
      status: ratings.status,
      createdAt: ratings.createdAt,
      product: sql<string>`(select cp.name from catalog_products cp where cp.id = ${requests.catalogProductId})`,
      buyerId: requests.memberId,
      buyerCompany: sql<string>`(select m.company_name from members m where m.id = ${requests.memberId})`,
      buyerName: sql<string>`(select m.full_name from members m where m.id = ${requests.memberId})`,
      companyId: members.id,
      company: members.companyName,
      companyName: members.fullName,
    })
    .from(ratings)
    .innerJoin(offers, eq(offers.id, ratings.offerId))
    .innerJoin(requests, eq(requests.id, offers.requestId))
    .innerJoin(members, eq(members.id, offers.memberId));
}
export type RatingRow = Awaited<ReturnType<ReturnType<typeof ratingQuery>['execute']>>[number];

/** Ratings waiting for the administrator, oldest first (the back-office home page). */
export const pendingRatings = (db: Db, limit = 10) =>
  ratingQuery(db).where(isNull(ratings.status)).orderBy(ratings.createdAt).limit(limit);

/** Ratings the member gave (as a buyer) or received (as a company), newest first. */
export const memberRatings = (db: Db, memberId: number) =>
  ratingQuery(db)
    .where(or(eq(requests.memberId, memberId), eq(offers.memberId, memberId)))
    .orderBy(desc(ratings.createdAt))
    .limit(500);

/** Waiting (null), active (true: counts in public) or passive (false). */
/** Waiting (null), active or passive; `note`: why it was made passive (the moderation workbench's reason). */
export async function setRatingStatus(db: Db, id: number, status: boolean | null, note = '') {
  const [r] = await db
    .update(ratings)
    .set({ status, rejectionNote: status === false ? note : '' })
    .where(eq(ratings.id, id))
    .returning({ company: sql<number>`(select o.member_id from offers o where o.id = ${ratings.offerId})` });
  if (!r) throw notFound('Yorum bulunamadı.');
  return r.company; // the rated company: its reputation changes
}

// ── which companies may offer on a request ─────────────────────────────────────────────────────────────────────────
export { matchingRequestSql } from './matching-rule';
// the requests that match a company as the open API and webhooks show them (decision 0065, 0068)
export { matchingRequest, matchingRequestPage, matchingRequestRow } from './open-feed';
// a company's offer as the open API and webhooks show it
export { ownOfferWithRating } from './own';
// a member's lists as spreadsheets (modules/exports makes the files)
export { matchingRequestsTable, ownOffersTable, ownRequestsTable } from './spreadsheets';

const mayOfferRow = preparedPerDb((db) =>
  db
    .select({ role: roleSql })
    .from(members)
    .innerJoin(requests, eq(requests.id, sql.placeholder('request')))
    .where(and(eq(members.id, sql.placeholder('member')), matchingRequestSql(sql.placeholder('member'))))
    .prepare('may_offer_on'),
);
/**
 * Whether the member is a company that may offer on the request: a manufacturer with a running package whose matching
 * includes it, whether or not it has offered yet (what it sees of the request, its files included).
 */
export async function mayOfferOn(db: Db, memberId: number, requestId: number) {
  const [row] = await mayOfferRow(db).execute({ member: memberId, request: requestId });
  return row?.role === 'imalatci';
}

// ── who a change to a request shows to ──────────────────────────────────────────────────────────────────────────
/**
 * The members whose own lists show this request: its owner (my requests), the companies that offered on it (my
 * offers) and those that may (their feed, with its number of offers). A write to the request or its offers names them
 * as changed (platform/cache.ts `tag.member`).
 */
export const seenBy = (db: Db, requestId: Placeholder | SQL) =>
  db
    .select({ id: requests.memberId })
    .from(requests)
    .where(eq(requests.id, requestId))
    .union(db.select({ id: offers.memberId }).from(offers).where(eq(offers.requestId, requestId)))
    .union(
      db
        .select({ id: members.id })
        .from(members)
        .where(inArray(members.id, sql`(${companiesMatchingSql(requestId)})`)),
    );
// planned once per connection: a fresh plan of the three joins cost more than running them
const seeingRequest = preparedPerDb((db) => seenBy(db, sql.placeholder('id')).prepare('members_seeing_request'));
const seeingOffer = preparedPerDb((db) =>
  seenBy(db, sql`(select ${offers.requestId} from ${offers} where ${offers.id} = ${sql.placeholder('id')})`).prepare(
    'members_seeing_offer',
  ),
);
export const membersSeeingRequest = async (db: Db, requestId: number) =>
  (await seeingRequest(db).execute({ id: requestId })).map((r) => r.id);

/** The members seeing (membersSeeingRequest) the request this offer is on; none when there is no such offer. */
export const membersSeeingOffer = async (db: Db, offerId: number) =>
  (await seeingOffer(db).execute({ id: offerId })).map((r) => r.id);

export { openSealedOffers, sealedOpeningJob } from './sealed';
