// A supplier's offer after it is sent (issue 37 item 4, decision 0039): revised into a new version while the request
// is open, the offer not accepted and its round (or a sealed request's deadline) not over (offer-locks.ts, the rule
// its file follows too); every version kept unchanged in offer_versions, and shown with what changed from the one
// before.
import { shownText } from '@tedarik/contract/conversations/masking';
import { DESK_MSG } from '@tedarik/contract/offers/member-desk';
import { REQUEST_MSG } from '@tedarik/contract/requests/member';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/members';
import { offers, offerVersions } from '../../db/schema/offers';
import { requests } from '../../db/schema/requests';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { afterCommit, tell } from '../../platform/notices';
import { isoDate } from '../../platform/paging';
import { offersHidden } from '../requests/service';
import { offerToChange, revisionDeadline, revisionLock, stateOf } from './offer-locks';
import { type RichOfferInput, richTerms } from './offerable';

type Offer = typeof offers.$inferSelect;
type Version = typeof offerVersions.$inferSelect;

const FIELDS = [
  'unitPrice',
  'total',
  'currency',
  'vatRate',
  'vatIncluded',
  'deliveryOn',
  'paymentDays',
  'validUntil',
  'note',
] as const;

/** The terms of an offer or a version as the wire sends them. */
export const termsOf = (
  o: Pick<Offer, 'currency' | 'deliveryOn' | 'note' | 'vatRate' | 'vatIncluded' | 'paymentDays' | 'validUntil'> & {
    price: string;
    unitPrice: string | null;
  },
) => ({
  unitPrice: o.unitPrice,
  total: o.price,
  currency: o.currency as 'TL' | 'USD' | 'EUR',
  vatRate: o.vatRate,
  vatIncluded: o.vatIncluded,
  deliveryOn: o.deliveryOn,
  paymentDays: o.paymentDays,
  validUntil: o.validUntil,
  note: o.note,
});

/** Every version with the fields that changed from the one before. */
export function withChanges(versions: Version[]) {
  return versions.map((v, i) => {
    const terms = termsOf(v);
    const before = i > 0 ? termsOf(versions[i - 1]) : undefined;
    return {
      ...terms,
      version: v.version,
      round: v.round,
      createdAt: v.createdAt.toISOString(),
      changed: before ? FIELDS.filter((f) => terms[f] !== before[f]) : [],
    };
  });
}

/** The manufacturer's own offer on a request, its state and whether it may revise (404: not its, and not public). */
export async function myOffer(ctx: Pick<AppContext, 'db' | 'clock'>, memberId: number, requestId: number) {
  const [facts, [offer]] = await Promise.all([
    stateOf(ctx.db, requestId, memberId),
    ctx.db
      .select()
      .from(offers)
      .where(and(eq(offers.requestId, requestId), eq(offers.memberId, memberId))),
  ]);
  if (!facts || (!offer && !facts.open)) throw notFound(REQUEST_MSG.notFound);
  const locked = offer ? revisionLock(facts.state, offer, facts, ctx.clock.now()) : null;
  return { ...facts.state, offer: offer ?? null, locked, revisableUntil: revisionDeadline(facts.state) };
}
export type MyOfferView = Awaited<ReturnType<typeof myOffer>>;

/**
 * A revision: the offer's row becomes the new version and the version is kept, in one transaction that holds the
 * offer's row (a revision and the buyer's acceptance wait for each other; the later one sees the other). The buyer is
 * told, unless the request is sealed and not opened yet. Answers the request's id.
 */
export async function reviseOffer(
  ctx: Pick<AppContext, 'db' | 'clock' | 'events' | 'outbox'>,
  memberId: number,
  offerId: number,
  input: RichOfferInput,
) {
  const now = ctx.clock.now();
  const { requestId, told } = await ctx.db.transaction(async (tx) => {
    const { offer, facts } = await offerToChange(tx, memberId, offerId, now);
    const terms = richTerms(input, facts.state.request.quantity, isoDate(now));
    const round = facts.state.rounds.at(-1)?.number ?? 1;
    const version = offer.version + 1;
    const fields = {
      currency: input.currency,
      deliveryOn: input.deliveryOn,
      note: input.note,
      unitPrice: terms.unitPrice,
      vatRate: terms.vatRate,
      vatIncluded: terms.vatIncluded,
      paymentDays: terms.paymentDays,
      validUntil: terms.validUntil,
    };
    await tx
      .update(offers)
      .set({ ...fields, price: terms.price, version, updatedAt: now })
      .where(eq(offers.id, offerId));
    await tx.insert(offerVersions).values({ offerId, version, round, price: terms.price, ...fields });
    if (!offersHidden(facts.state.request)) {
      const [r] = await tx
        .select({ product: sql<string>`(select name from catalog_products where id = ${requests.catalogProductId})` })
        .from(requests)
        .where(eq(requests.id, offer.requestId));
      const told = await tell(tx, {
        to: facts.ownerId,
        bell: {
          kind: 'offer_revised',
          text: `${r?.product ?? ''} talebinize gelen bir teklif güncellendi.`,
          link: `/account-d-detay-talep-${offer.requestId}`,
          requestId: offer.requestId,
        },
        event: { kind: 'offer', requestId: offer.requestId, change: 'revised' },
      });
      return { requestId: offer.requestId, told };
    }
    return { requestId: offer.requestId, told: undefined }; // the buyer is told nothing before a sealed opening
  });
  if (told) await afterCommit(ctx, told);
  return requestId;
}

/**
 * Every version of an offer, oldest first: its supplier sees them; the buyer too once the request's offers are
 * visible (a sealed request's are not before they open). Anyone else: not found.
 */
export async function offerVersionsOf(db: Db, memberId: number, offerId: number) {
  const [row] = await db
    .select({ offer: offers, ownerId: requests.memberId, sealed: requests.sealed, openedAt: requests.openedAt })
    .from(offers)
    .innerJoin(requests, eq(requests.id, offers.requestId))
    .where(eq(offers.id, offerId));
  if (!row || (row.offer.memberId !== memberId && row.ownerId !== memberId)) throw notFound(DESK_MSG.offerNotFound);
  if (row.ownerId === memberId && offersHidden(row)) throw new AppError(DESK_MSG.sealedUnopened, 409);
  const versions = await db
    .select()
    .from(offerVersions)
    .where(eq(offerVersions.offerId, offerId))
    .orderBy(asc(offerVersions.version));
  // the buyer reads the supplier's notes with contact details hidden until it accepts the offer (issue 47 item 4);
  // what changed is told from the notes as written
  const whole = row.offer.memberId === memberId || row.offer.reviewed;
  return withChanges(versions).map((v) => ({ ...v, note: shownText(v.note, whole) }));
}

/** The offers of a request for its buyer's desk, newest first, with their suppliers' company names. */
export const deskOffers = (db: Db, requestId: number) =>
  db
    .select({ offer: offers, company: members.companyName })
    .from(offers)
    .innerJoin(members, eq(members.id, offers.memberId))
    .where(eq(offers.requestId, requestId))
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(500);
