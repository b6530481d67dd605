// The buyer's comparison of a request's offers (issue 37): each offer's current version with its amounts in its own
// currency and in TL at one TCMB bulletin, KDV included or excluded as asked, its delivery against the requested day,
// payment, validity and the supplier's rating and activation; the lowest TL total marked. Made for the request's
// owner and the administrator; a sealed request shows only its count until it is opened.

import { fromKurus, kurusOf } from '@tedarik/contract/money';
import {
  type Comparison,
  type ComparisonQuery,
  type ComparisonRow,
  offerLabel,
} from '@tedarik/contract/offers/member-comparison';
import { vatSplit } from '@tedarik/contract/offers/totals';
import { REQUEST_MSG } from '@tedarik/contract/requests/member';
import { and, asc, avg, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogProducts } from '../../db/schema/catalog';
import { members } from '../../db/schema/members';
import { offers, ratings } from '../../db/schema/offers';
import { cities } from '../../db/schema/places';
import { requests } from '../../db/schema/requests';
import type { Clock } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { isoDate } from '../../platform/paging';
import { type Bulletin, convert, ratesOn } from '../rates/service';
import { reputationsOf } from '../reputation/service';
import { toReputationSummary } from '../reputation/wire';
import { badgesOf } from '../verification/service';

type Ctx = { db: Db; clock: Clock };

const DAY = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY);

/** TL kuruş of `kurus` in `currency` at `bulletin`; null when the bulletin has no rate for it (or there is none). */
function inTl(bulletin: Bulletin | undefined, kurus: bigint, currency: string): bigint | null {
  try {
    return convert(bulletin, kurus, currency).tlKurus;
  } catch {
    return null;
  }
}

/** An amount as offered → in the KDV mode asked (an offer that named no KDV rate: as offered). */
function inVatMode(kurus: bigint, vatRate: number | null, included: boolean | null, want: ComparisonQuery['vat']) {
  if (vatRate === null || included === null) return kurus;
  const split = vatSplit(kurus, vatRate, included);
  return want === 'included' ? split.gross : split.net;
}

const SORTS: Record<ComparisonQuery['sort'], (a: ComparisonRow, b: ComparisonRow) => number> = {
  // an amount without TL (no bulletin for its currency) after every one with it
  total: (a, b) =>
    a.totalTl === null || b.totalTl === null
      ? Number(a.totalTl === null) - Number(b.totalTl === null)
      : Number(kurusOf(a.totalTl) - kurusOf(b.totalTl)),
  delivery: (a, b) => a.daysLate - b.daysLate,
  rating: (a, b) => (b.rating?.average ?? 0) - (a.rating?.average ?? 0),
};

/**
 * The comparison of `requestId`'s offers. `ownerId`: the member asking, who must own the request (404 as for an
 * unknown request otherwise); undefined for the administrator.
 */
export async function requestComparison(
  { db, clock }: Ctx,
  ownerId: number | undefined,
  requestId: number,
  query: ComparisonQuery,
): Promise<Comparison> {
  const [request] = await db
    .select({
      id: requests.id,
      ownerId: requests.memberId,
      product: catalogProducts.name,
      quantity: requests.quantity,
      unit: requests.unit,
      deliveryOn: requests.deliveryOn,
      sealed: requests.sealed,
      openedAt: requests.openedAt,
      offerCount: requests.offerCount,
      buyer: members.companyName,
    })
    .from(requests)
    .innerJoin(catalogProducts, eq(catalogProducts.id, requests.catalogProductId))
    .innerJoin(members, eq(members.id, requests.memberId))
    .where(eq(requests.id, requestId));
  if (!request || (ownerId !== undefined && request.ownerId !== ownerId)) throw notFound(REQUEST_MSG.notFound);
  const today = isoDate(clock.now());
  const bulletin = await ratesOn(db, query.rateDate ?? today);
  const rateOf = (currency: string) => bulletin?.rates.find((r) => r.currency === currency)?.forexSelling;
  const usd = rateOf('USD');
  const eur = rateOf('EUR');
  const head = {
    requestId: request.id,
    product: request.product,
    quantity: request.quantity,
    unit: request.unit,
    deliveryOn: request.deliveryOn,
    buyer: request.buyer,
    vat: query.vat,
    sort: query.sort,
    rates: bulletin && usd && eur ? { bulletinDate: bulletin.day, source: bulletin.source, usd, eur } : null,
    offerCount: request.offerCount,
  };
  // a sealed request before it is opened: how many came, nothing of what they say
  if (request.sealed && request.openedAt === null) return { ...head, sealed: true, rows: [] };

  const found = await db
    .select({
      offer: offers,
      company: members.companyName,
      city: cities.name,
      activated: sql<boolean>`${members.activatedAt} is not null`,
    })
    .from(offers)
    .innerJoin(members, eq(members.id, offers.memberId))
    .leftJoin(cities, eq(cities.id, members.cityId))
    .where(eq(offers.requestId, request.id))
    // in the order the offers came: 'Teklif A' is the first, whatever the table's order
    .orderBy(asc(offers.id));
  const suppliers = [...new Set(found.map((f) => f.offer.memberId))];
  // each supplier's published ratings, over all of its offers
  const scores =
    suppliers.length === 0
      ? []
      : await db
          .select({ memberId: offers.memberId, average: avg(ratings.score), count: count() })
          .from(ratings)
          .innerJoin(offers, eq(offers.id, ratings.offerId))
          .where(and(inArray(offers.memberId, suppliers), eq(ratings.status, true)))
          .groupBy(offers.memberId);
  const badgeOf = await badgesOf(db, suppliers, clock.now()); // one statement for every supplier (issue 49 item 1)
  const figures = await reputationsOf(db, suppliers);
  const ratingOf = new Map(
    scores.map((s) => [s.memberId, { average: Math.round(Number(s.average) * 10) / 10, count: s.count }]),
  );

  const rows: ComparisonRow[] = found.map(({ offer: o, company, city, activated }, i) => {
    const total = inVatMode(kurusOf(o.price), o.vatRate, o.vatIncluded, query.vat);
    const unit = o.unitPrice === null ? null : inVatMode(kurusOf(o.unitPrice), o.vatRate, o.vatIncluded, query.vat);
    const totalTl = inTl(bulletin, total, o.currency);
    const unitTl = unit === null ? null : inTl(bulletin, unit, o.currency);
    const label = offerLabel(i);
    return {
      offerId: o.id,
      version: o.version,
      label,
      city,
      // named once accepted; before, a neutral label that tells the offers apart (issue 47 item 20)
      supplier: o.reviewed ? company : city ? `${label} (${city})` : label,
      accepted: o.reviewed,
      rating: ratingOf.get(o.memberId) ?? null,
      reputation: toReputationSummary(o.memberId, figures.get(o.memberId), !o.reviewed),
      verified: activated,
      currency: o.currency as ComparisonRow['currency'],
      vatRate: o.vatRate,
      vatIncludedInOffer: o.vatIncluded,
      unitPrice: unit === null ? null : fromKurus(unit),
      total: fromKurus(total),
      unitPriceTl: unitTl === null ? null : fromKurus(unitTl),
      totalTl: totalTl === null ? null : fromKurus(totalTl),
      deliveryOn: o.deliveryOn,
      daysLate: daysBetween(request.deliveryOn, o.deliveryOn),
      paymentDays: o.paymentDays,
      validUntil: o.validUntil,
      expired: o.validUntil !== null && o.validUntil < today,
      lowest: false,
      ...(badgeOf.has(o.memberId) && { badges: badgeOf.get(o.memberId) }),
    };
  });
  // the lowest is marked only among every offer: a row without TL (no rate for its currency that day) could be lower
  const lowest = rows.some((r) => r.totalTl === null)
    ? null
    : rows.reduce<bigint | null>((min, r) => {
        const tl = r.totalTl === null ? null : kurusOf(r.totalTl);
        return tl !== null && (min === null || tl < min) ? tl : min;
      }, null);
  for (const r of rows) r.lowest = lowest !== null && r.totalTl !== null && kurusOf(r.totalTl) === lowest;
  rows.sort((a, b) => SORTS[query.sort](a, b) || a.offerId - b.offerId);
  return { ...head, sealed: false, rows };
}
