// A company's reputation from its real deals (issue 49 item 2, decision 0057). Over the last 12 months, per company:
// the median time from a matching request's approval to its offer, the share of matching requests it offered on,
// the share of its offers accepted, the average of its active ratings with the reviews' sub-scores, and its accepted
// offers. The figures are computed by a job into company_reputations (a page never counts over millions of rows);
// reviews are ratings with sub-scores, 'Satın aldım' / 'Satın almadım' and the company's one public answer.
import { maskContacts } from '@tedarik/contract/conversations/masking';
import type { ReviewInput } from '@tedarik/contract/offers/member-review';
import { REPUTATION_MSG } from '@tedarik/contract/reputation/texts';
import { and, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { type Db, rawRows } from '../../db/client';
import { catalogProducts } from '../../db/schema/catalog';
import { members } from '../../db/schema/members';
import { offers, ratings } from '../../db/schema/offers';
import { companyReputations, reviews } from '../../db/schema/reputation';
import { requests } from '../../db/schema/requests';
import { tag } from '../../platform/cache';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import type { Job } from '../../platform/jobs';
import { afterCommit, tell } from '../../platform/notices';
import { cursorPage } from '../../platform/paging';
import { matchBellsSql } from '../notifications/service';
import { insertRating, offerToRate, ratingNoticeText, setRatingStatus } from '../offers/service';
import { publishingCompanySql } from '../packages/service';

/** The window the figures look back over. */
export const WINDOW_DAYS = 365;
/** Companies computed per statement: each statement reads one range of ids through the member indexes. */
const CHUNK = 500;

// ── the figures ────────────────────────────────────────────────────────────────────────────────────────────────────
/**
 * One statement: the figures of the members with ids `from`–`to` over (now − 12 months, now], written into
 * company_reputations; the rows of those with nothing in the window removed. Idempotent: the same `now` writes the
 * same rows.
 */
function refreshRange(db: Db, from: number, to: number, now: Date) {
  const until = now.toISOString();
  const since = new Date(now.getTime() - WINDOW_DAYS * 86_400_000).toISOString();
  const window = (column: SQL) => sql`${column} > ${since}::timestamptz and ${column} <= ${until}::timestamptz`;
  return db.execute(sql`
    with matched as (
      select m.member_id, m.told_at, o.created_at as offered_at
      from ${matchBellsSql(from, to, since, until)} m
      left join offers o on o.request_id = m.request_id and o.member_id = m.member_id
    ), by_match as (
      select member_id, count(*)::int as matching, count(offered_at)::int as offered,
        (percentile_cont(0.5) within group (
          order by greatest(0, extract(epoch from (offered_at - told_at)) / 60)
        ) filter (where offered_at is not null))::numeric as median_minutes
      from matched group by member_id
    ), by_offer as (
      select member_id, count(*)::int as offers, (count(*) filter (where reviewed))::int as accepted
      from offers where member_id between ${from} and ${to} and ${window(sql`created_at`)}
      group by member_id
    ), by_rating as (
      select o.member_id, count(*)::int as ratings, avg(r.score) as average,
        count(v.price)::int as reviews, avg(v.price) as price, avg(v.quality) as quality,
        avg(v.delivery) as delivery, avg(v.communication) as communication
      from offers o
      join ratings r on r.offer_id = o.id and r.status and ${window(sql`r.created_at`)}
      left join reviews v on v.rating_id = r.id
      where o.member_id between ${from} and ${to}
      group by o.member_id
    ), figures as (
      select ids.member_id as company_id,
        coalesce(m.matching, 0) as matching, coalesce(m.offered, 0) as offered, m.median_minutes,
        coalesce(o.offers, 0) as offers, coalesce(o.accepted, 0) as accepted,
        coalesce(r.ratings, 0) as ratings, r.average, coalesce(r.reviews, 0) as reviews,
        r.price, r.quality, r.delivery, r.communication
      from (select member_id from by_match union select member_id from by_offer union select member_id from by_rating) ids
      join members on members.id = ids.member_id
      left join by_match m on m.member_id = ids.member_id
      left join by_offer o on o.member_id = ids.member_id
      left join by_rating r on r.member_id = ids.member_id
    ), gone as (
      delete from company_reputations
      where company_id between ${from} and ${to} and company_id not in (select company_id from figures)
    )
    insert into company_reputations (company_id, matching, offered, median_minutes, offers, accepted, ratings,
      average, reviews, price, quality, delivery, communication, computed_at)
    select company_id, matching, offered, median_minutes, offers, accepted, ratings, average, reviews,
      price, quality, delivery, communication, ${until}::timestamptz
    from figures
    on conflict (company_id) do update set matching = excluded.matching, offered = excluded.offered,
      median_minutes = excluded.median_minutes, offers = excluded.offers, accepted = excluded.accepted,
      ratings = excluded.ratings, average = excluded.average, reviews = excluded.reviews, price = excluded.price,
      quality = excluded.quality, delivery = excluded.delivery, communication = excluded.communication,
      computed_at = excluded.computed_at`);
}

/** Every company's figures as of `now`, a range of ids per statement (short statements: PGlite has one connection). */
export async function refreshReputations(db: Db, now: Date) {
  const [{ last }] = await rawRows<{ last: number | null }>(db, sql`select max(id) as last from members`);
  for (let from = 1; from <= (last ?? 0); from += CHUNK) await refreshRange(db, from, from + CHUNK - 1, now);
}

/** One company's figures as of `now`, after a write that changes them (a rating let out, a review). */
export const refreshCompanyReputation = (db: Db, companyId: number, now: Date) =>
  refreshRange(db, companyId, companyId, now);

/**
 * The administrator's decision on a rating (the legacy call's and the workbench's): waiting (null), active or passive
 * with `note`; the company page's average and reviews show it at once, not at the next hourly run.
 */
export async function decideRating(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  id: number,
  status: boolean | null,
  note = '',
) {
  await refreshCompanyReputation(db, await setRatingStatus(db, id, status, note), clock.now());
}

/** The reputation job: every company's figures, hourly (and at once after a start that missed a run). */
export const reputationJob = (ctx: Pick<AppContext, 'db' | 'cache'>): Job => ({
  name: 'company reputation',
  due: (last, now) => last === null || now.getTime() - last.getTime() >= 60 * 60_000,
  run: async (now) => {
    await refreshReputations(ctx.db, now);
    ctx.cache.changed([tag.public]);
  },
});

export type ReputationRow = typeof companyReputations.$inferSelect;

/** A company's figures as computed last (null: none in the window); 404 for a member without a public company page. */
export async function companyReputation(db: Db, companyId: number) {
  const [row] = await db
    .select({ company: members.id, figures: companyReputations })
    .from(members)
    .leftJoin(companyReputations, eq(companyReputations.companyId, members.id))
    .where(and(eq(members.id, companyId), publishingCompanySql));
  if (!row) throw notFound(REPUTATION_MSG.companyNotFound);
  return row.figures;
}

/** The figures of the suppliers of a list of offers, by company id: one statement per list. */
export async function reputationsOf(db: Db, companyIds: number[]) {
  const ids = [...new Set(companyIds)];
  const rows = ids.length
    ? await db.select().from(companyReputations).where(inArray(companyReputations.companyId, ids))
    : [];
  return new Map(rows.map((r) => [r.companyId, r]));
}

/** The figures of each of a list's suppliers, in the list's order (undefined: none): one statement per list. */
export async function reputationsInOrder(db: Db, companyIds: number[]) {
  const of = await reputationsOf(db, companyIds);
  return companyIds.map((id) => of.get(id));
}

// ── reviews ────────────────────────────────────────────────────────────────────────────────────────────────────────
const reviewColumns = {
  id: ratings.id,
  companyId: offers.memberId,
  score: ratings.score,
  comment: ratings.comment,
  status: ratings.status,
  createdAt: ratings.createdAt,
  product: catalogProducts.name,
  price: reviews.price,
  quality: reviews.quality,
  delivery: reviews.delivery,
  communication: reviews.communication,
  purchased: reviews.purchased,
  answer: reviews.answer,
  answeredAt: reviews.answeredAt,
};
const reviewQuery = (db: Db) =>
  db
    .select(reviewColumns)
    .from(ratings)
    .innerJoin(offers, eq(offers.id, ratings.offerId))
    .innerJoin(requests, eq(requests.id, offers.requestId))
    .innerJoin(catalogProducts, eq(catalogProducts.id, requests.catalogProductId))
    .leftJoin(reviews, eq(reviews.ratingId, ratings.id));
export type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewQuery>['execute']>>[number];

/** A page of a company's reviews, newest first: its active ones (public) or all of them (its own list). */
function reviewPage(db: Db, companyId: number, activeOnly: boolean, query: { cursor?: number; limit?: number }) {
  return cursorPage(
    query.limit ?? 10,
    (take) =>
      reviewQuery(db)
        .where(
          and(
            eq(offers.memberId, companyId),
            activeOnly ? eq(ratings.status, true) : undefined,
            query.cursor === undefined ? undefined : lt(ratings.id, query.cursor),
          ),
        )
        .orderBy(desc(ratings.id))
        .limit(take),
    (r) => r.id,
  );
}

/** A public company's active reviews with their answers, newest first. */
export async function companyReviews(db: Db, companyId: number, query: { cursor?: number; limit?: number }) {
  await companyReputation(db, companyId); // 404 for a company without a public page
  return reviewPage(db, companyId, true, query);
}

/** The reviews of the member's company, whatever their state ('Değerlendirmeler'). */
export const receivedReviews = (db: Db, companyId: number, query: { cursor?: number; limit?: number }) =>
  reviewPage(db, companyId, false, query);

async function reviewById(db: Db, id: number) {
  const [row] = await reviewQuery(db).where(eq(ratings.id, id));
  return row;
}

type Ctx = Pick<AppContext, 'db' | 'events' | 'outbox' | 'clock'>;

/**
 * The request's owner reviews an accepted offer once: the rating (waiting for the administrator, as the legacy
 * call's) and its sub-scores and 'Satın aldım' in one transaction, and the company told.
 */
export async function reviewOffer(ctx: Ctx, ownerId: number, offerId: number, input: ReviewInput) {
  const offer = await offerToRate(ctx.db, ownerId, offerId);
  const link = `/account-d-detay-teklif-${offer.requestId}`;
  const text = ratingNoticeText(input.score);
  const { id, told } = await ctx.db.transaction(async (tx) => {
    const rating = await insertRating(tx, offer.id, input.score, input.comment);
    const { score: _, comment: __, ...details } = input;
    await tx.insert(reviews).values({ ratingId: rating.id, companyId: offer.memberId, ...details });
    const told = await tell(tx, {
      to: offer.memberId,
      bell: { kind: 'rating_received', text, link, requestId: offer.requestId },
    });
    return { id: rating.id, told };
  });
  await afterCommit(ctx, told);
  return { requestId: offer.requestId, review: (await reviewById(ctx.db, id)) as ReviewRow };
}

/**
 * 'Firma Yanıtı': the company answers an active review of its own, once, its contact details masked; the reviewer
 * is told. A rating of the legacy form gets its row here.
 */
export async function answerReview(ctx: Ctx, companyId: number, ratingId: number, text: string) {
  const answer = maskContacts(text).text;
  const now = ctx.clock.now();
  const told = await ctx.db.transaction(async (tx) => {
    const [written] = await rawRows<{ buyer: number; request_id: number }>(
      tx,
      sql`with target as (
          select r.id, o.member_id, o.request_id, q.member_id as buyer from ratings r
          join offers o on o.id = r.offer_id join requests q on q.id = o.request_id
          where r.id = ${ratingId} and o.member_id = ${companyId} and r.status
        ), answered as (
          insert into reviews (rating_id, company_id, answer, answered_at)
          select id, member_id, ${answer}, ${now.toISOString()}::timestamptz from target
          on conflict (rating_id) do update set answer = excluded.answer, answered_at = excluded.answered_at
          where reviews.answer is null
          returning rating_id
        )
        select buyer, request_id from target where exists (select 1 from answered)`,
    );
    if (!written) return undefined;
    return tell(tx, {
      to: written.buyer,
      bell: {
        kind: 'review_answered',
        text: 'Firma, yorumunuza yanıt verdi.',
        link: `/account-d-detay-talep-${written.request_id}`,
        requestId: written.request_id,
      },
    });
  });
  const review = await reviewById(ctx.db, ratingId);
  if (told) {
    await afterCommit(ctx, told);
    return review as ReviewRow;
  }
  // nothing written: why (another company's review is not told apart from none)
  if (!review || review.companyId !== companyId) throw notFound(REPUTATION_MSG.reviewNotFound);
  if (review.status !== true) throw new AppError(REPUTATION_MSG.notActive, 409);
  throw new AppError(REPUTATION_MSG.answeredTwice, 409);
}
