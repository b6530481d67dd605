// A manufacturer's own offers: the list of them with their requests, and one request it offered on.
import { REQUEST_MSG } from '@tedarik/contract/requests/member';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { type Db, preparedPerDb } from '../../db/client';
import { offers, ratings } from '../../db/schema/offers';
import { notFound } from '../../platform/errors';
import { type MemberContact, memberContacts } from '../members/service';
import { requestById, requestsByIds } from '../requests/service';

const OWN_LIST_LIMIT = 200;

/** The member's offers with their requests, newest first. */
// planned once per connection (a fresh plan cost about as much as running it: 0.9 ms at 3 M offers)
const ownOfferRows = preparedPerDb((db) =>
  db
    .select()
    .from(offers)
    .where(eq(offers.memberId, sql.placeholder('member')))
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(OWN_LIST_LIMIT)
    .prepare('own_offers'),
);

export async function ownOffers(db: Db, memberId: number) {
  const mine = await ownOfferRows(db).execute({ member: memberId });
  // two statements for any number of offers
  const requestRows = await requestsByIds(
    db,
    mine.map((o) => o.requestId),
  );
  const byId = new Map(requestRows.map((r) => [r.id, r]));
  const accepted = new Set(mine.filter((o) => o.reviewed).map((o) => o.requestId));
  const buyers = await acceptingBuyers(
    db,
    requestRows.filter((r) => accepted.has(r.id)).map((r) => r.ownerId),
  );
  return mine.flatMap((offer) => {
    const request = byId.get(offer.requestId);
    const buyer = request && accepted.has(request.id) ? (buyers.get(request.ownerId) ?? null) : null;
    return request ? [{ offer, request, buyer }] : [];
  });
}

/**
 * The buyers who accepted (reviewed) an offer of the member, by id: their contact data is the supplier's from then on,
 * as the supplier's is theirs (DESIGN §4 "Offers and ratings", issue 37). No statement when there are none.
 */
const acceptingBuyers = async (db: Db, ownerIds: number[]): Promise<Map<number, MemberContact>> =>
  new Map((await memberContacts(db, ownerIds)).map((c) => [c.id, c]));

/** A request the member offered on, with its offers and, once it accepted one, its buyer (404 when it has none there). */
export async function ownOffer(db: Db, memberId: number, requestId: number) {
  const [request, mine] = await Promise.all([
    requestById(db, requestId),
    db
      .select()
      .from(offers)
      .where(and(eq(offers.requestId, requestId), eq(offers.memberId, memberId)))
      .orderBy(desc(offers.createdAt)),
  ]);
  if (!request || !mine.length) throw notFound(REQUEST_MSG.notFound);
  const buyers = await acceptingBuyers(db, mine.some((o) => o.reviewed) ? [request.ownerId] : []);
  return { request, offers: mine, buyer: buyers.get(request.ownerId) ?? null };
}

/**
 * The open API's page of the member's offers (decision 0065): `take` after the cursor (an offer id), newest first,
 * only those revised or made since `updatedSince`; each with its request's product and whether the request is still
 * open (index offers_member_idx for the member, then by id).
 */
export async function ownOfferPage(
  db: Db,
  memberId: number,
  take: number,
  query: { cursor?: number; updatedSince?: string },
) {
  const mine = await db
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.memberId, memberId),
        query.cursor === undefined ? undefined : lt(offers.id, query.cursor),
        query.updatedSince === undefined
          ? undefined
          : sql`coalesce(${offers.updatedAt}, ${offers.createdAt}) >= ${query.updatedSince}::timestamptz`,
      ),
    )
    .orderBy(desc(offers.id))
    .limit(take);
  const byId = new Map(
    (
      await requestsByIds(
        db,
        mine.map((o) => o.requestId),
      )
    ).map((r) => [r.id, r]),
  );
  return mine.map((offer) => ({ offer, request: byId.get(offer.requestId) }));
}
export type OpenOfferRow = Awaited<ReturnType<typeof ownOfferPage>>[number];

/**
 * The member's offer `offerId` as the open API's list shows it, with its rating (score, comment, when) if the buyer
 * gave one: what a webhook's offer.accepted / offer.rated carries (decision 0068). Undefined: not the member's.
 */
export async function ownOfferWithRating(db: Db, memberId: number, offerId: number) {
  const [row] = await db
    .select({
      offer: offers,
      rating: { score: ratings.score, comment: ratings.comment, createdAt: ratings.createdAt },
    })
    .from(offers)
    .leftJoin(ratings, eq(ratings.offerId, offers.id))
    .where(and(eq(offers.id, offerId), eq(offers.memberId, memberId)));
  if (!row) return undefined;
  return { offer: row.offer, request: await requestById(db, row.offer.requestId), rating: row.rating };
}
