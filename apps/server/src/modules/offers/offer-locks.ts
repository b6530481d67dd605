// When a supplier may change its offer (issue 37 item 4, issue 47 item 2, decision 0039): while the request is public
// and open, the offer not accepted, the supplier's package running and the current round's deadline (or a sealed
// request's, in its first round) not passed. One rule for every change of an offer: its revision (revisions.ts) and
// replacing or removing its file (attachments area, through service.ts).

import { OFFER_MSG } from '@tedarik/contract/offers/member';
import { DESK_MSG } from '@tedarik/contract/offers/member-desk';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { members } from '../../db/schema/members';
import { offers } from '../../db/schema/offers';
import { requestRounds, requests } from '../../db/schema/requests';
import { AppError, notFound } from '../../platform/errors';
import { roleSql } from '../packages/service';
import { publicRequestSql } from '../requests/service';

type Offer = typeof offers.$inferSelect;
export type Round = typeof requestRounds.$inferSelect;

/** A request's rounds beyond the first, oldest first. */
export const roundsOf = (db: Db | Tx, requestId: number) =>
  db.select().from(requestRounds).where(eq(requestRounds.requestId, requestId)).orderBy(asc(requestRounds.number));

/** Where a request stands for offers (the wire's OfferState). */
export interface OfferState {
  request: {
    id: number;
    quantity: number;
    unit: string;
    deliveryOn: string;
    sealed: boolean;
    offerDeadline: Date | null;
    openedAt: Date | null;
    offerCount: number;
    offerCap: number | null;
  };
  rounds: Round[];
}

/** The deadline of revisions now: the current round's, or a sealed request's in its first round; null when none. */
export function revisionDeadline({ request, rounds }: OfferState): Date | null {
  const current = rounds.at(-1);
  if (current) return current.deadline;
  return request.sealed ? request.offerDeadline : null;
}

/** Why the offer may not be revised now (a Turkish text), or null when it may. */
export function revisionLock(
  state: OfferState,
  offer: Pick<Offer, 'reviewed'>,
  facts: { open: boolean; manufacturer: boolean },
  now: Date,
): string | null {
  if (offer.reviewed) return DESK_MSG.accepted;
  if (!facts.open) return DESK_MSG.closed;
  if (!facts.manufacturer) return OFFER_MSG.noPackage;
  const deadline = revisionDeadline(state);
  if (deadline && deadline <= now) return state.rounds.length ? DESK_MSG.roundEnded : DESK_MSG.deadlinePassed;
  return null;
}

/** The request's offer state, with whether it is open and whether the member may offer (a running package). */
export async function stateOf(db: Db | Tx, requestId: number, memberId: number) {
  const [row] = await db
    .select({
      id: requests.id,
      ownerId: requests.memberId,
      quantity: requests.quantity,
      unit: requests.unit,
      deliveryOn: requests.deliveryOn,
      sealed: requests.sealed,
      offerDeadline: requests.offerDeadline,
      openedAt: requests.openedAt,
      offerCount: requests.offerCount,
      offerCap: requests.offerCap,
      open: sql<boolean>`${publicRequestSql}`,
      manufacturer: sql<boolean>`(select ${roleSql} from ${members} where ${members.id} = ${memberId}) = 'imalatci'`,
    })
    .from(requests)
    .where(eq(requests.id, requestId));
  if (!row) return undefined;
  const { open, manufacturer, ownerId, ...request } = row;
  return { state: { request, rounds: await roundsOf(db, requestId) }, open, manufacturer, ownerId };
}

/**
 * The supplier's offer as a change of it finds it, or the refusal: 404 when it is not the member's, 409 with
 * revisionLock's text when it may not change now. In a transaction its row is held till the end, so the change and
 * the buyer's acceptance wait for each other. The one rule of every change of an offer: its revision, and replacing
 * or removing its file (attachments area).
 */
export async function offerToChange(db: Db | Tx, memberId: number, offerId: number, now: Date) {
  const [offer] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.id, offerId), eq(offers.memberId, memberId)))
    .for('update');
  if (!offer) throw notFound(DESK_MSG.offerNotFound);
  const facts = await stateOf(db, offer.requestId, memberId);
  if (!facts) throw notFound(DESK_MSG.offerNotFound);
  const locked = revisionLock(facts.state, offer, facts, now);
  if (locked) throw new AppError(locked, 409);
  return { offer, facts };
}
