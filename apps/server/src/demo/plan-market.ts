// The market part of the demo plan: requests in every state, offers by eligible manufacturers, ratings.
import { fromKurus } from '@tedarik/contract/money';
import { SECTORS } from './lists/catalog';
import { cityName } from './lists/places';
import { OFFER_NOTES, RATING_COMMENTS, REJECTION_NOTES, REQUEST_DETAILS, REQUEST_INTROS } from './lists/texts';
import type { CatalogPlan } from './plan-catalog';
import type { PeoplePlan } from './plan-members';
import { dayFrom, daysAgo, isoDay, type Rng } from './random';

type Unit = 'Adet' | 'Takım' | 'Metre' | 'Kilo';
export type RequestState = 'open' | 'pending' | 'rejected' | 'stopped' | 'finished' | 'expired';

export interface RequestPlan {
  member: number;
  catalog: number;
  state: RequestState;
  material: string;
  quantity: number;
  unit: Unit;
  detail: string;
  deliveryOn: string;
  published: boolean;
  finished: boolean;
  approved: boolean | null;
  rejectionNote: string;
  createdAt: Date;
}

export interface OfferPlan {
  request: number;
  member: number;
  /** a decimal string, '1234.50' */
  price: string;
  currency: 'TL' | 'USD' | 'EUR';
  deliveryOn: string;
  note: string;
  reviewed: boolean;
  createdAt: Date;
}

export interface RatingPlan {
  offer: number;
  score: number;
  comment: string;
  status: boolean | null;
  createdAt: Date;
}

export interface MarketPlan {
  requests: RequestPlan[];
  offers: OfferPlan[];
  ratings: RatingPlan[];
}

const OTHER_STATES: [RequestState, number][] = [
  ['pending', 14],
  ['rejected', 10],
  ['stopped', 10],
  ['finished', 18],
  ['expired', 14],
  ['open', 160],
];
const DEMO_STATES: RequestState[] = [
  'open',
  'finished',
  'open',
  'pending',
  'open',
  'rejected',
  'open',
  'stopped',
  'finished',
  'open',
  'expired',
  'open',
  'pending',
  'open',
];
/** the price of one unit in TL: [min, max] */
const UNIT_PRICE: Record<Unit, [number, number]> = {
  Kilo: [25, 320],
  Metre: [30, 600],
  Adet: [8, 900],
  Takım: [150, 6000],
};
const RATE = { TL: 1, USD: 34.2, EUR: 37.1 };
const RATING_STATUSES = [true, null, true, false, true, null];

function quantityFor(rng: Rng, unit: Unit): number {
  if (rng.chance(0.05)) return 0; // 'unknown'
  const [lo, hi] = { Kilo: [100, 20000], Metre: [50, 5000], Adet: [10, 5000], Takım: [1, 200] }[unit];
  const q = rng.int(lo, hi);
  return q > 100 ? Math.round(q / 50) * 50 : q;
}

/** When a request in `state` was created and when it is due: open ones are due in the future, expired ones more
 * than REQUEST_OPEN_DAYS (10) days ago. */
function timing(rng: Rng, now: Date, state: RequestState): { created: Date; deliveryOn: string } {
  switch (state) {
    case 'pending':
      return { created: daysAgo(now, 0.1 + rng.float() * 4), deliveryOn: dayFrom(now, rng.int(10, 90)) };
    case 'rejected':
    case 'stopped':
      return { created: daysAgo(now, 1 + rng.float() * 49), deliveryOn: dayFrom(now, rng.int(5, 60)) };
    case 'finished': {
      const created = daysAgo(now, 10 + rng.float() * 50);
      return { created, deliveryOn: dayFrom(created, rng.int(5, 40)) };
    }
    case 'expired': {
      const age = 42 + rng.float() * 18;
      return { created: daysAgo(now, age), deliveryOn: dayFrom(now, -rng.int(11, 30)) };
    }
    default:
      return { created: daysAgo(now, 0.2 + rng.float() * 58), deliveryOn: dayFrom(now, rng.int(5, 90)) };
  }
}

export function planMarket(rng: Rng, now: Date, catalog: CatalogPlan, people: PeoplePlan): MarketPlan {
  // who may offer on what: catalog product → active companies with an active product under it
  const eligible = new Map<number, number[]>();
  for (const p of people.products) {
    if (!p.active || !people.activeCompanies.has(p.member)) continue;
    const list = eligible.get(p.catalog) ?? [];
    if (!list.includes(p.member)) list.push(p.member);
    eligible.set(p.catalog, list);
  }
  const covered = [...eligible.keys()].sort((a, b) => a - b);
  const makerCatalog = people.products.filter((p) => p.member === people.demoMaker).map((p) => p.catalog);

  const others = people.buyers.filter((b) => b !== people.demoBuyer);
  const owners = [
    ...DEMO_STATES.map((state) => ({ member: people.demoBuyer, state })),
    ...rng.shuffle(OTHER_STATES.flatMap(([state, n]) => Array.from({ length: n }, () => state))).map((state) => ({
      member: rng.pick(others),
      state,
    })),
  ];

  const requests = owners.map(({ member, state }, i): RequestPlan => {
    const demo = member === people.demoBuyer;
    // the demo accounts get plenty to look at: the demo manufacturer's products are asked for more often
    const cat = demo
      ? makerCatalog[i % makerCatalog.length]
      : rng.chance(0.1)
        ? rng.pick(makerCatalog)
        : rng.chance(0.7)
          ? rng.pick(covered)
          : rng.int(0, catalog.products.length - 1);
    const product = catalog.products[cat];
    const sector = SECTORS[product.sector];
    const unit = rng.pick(sector.units);
    const quantity = quantityFor(rng, unit);
    const material = rng.chance(0.6) ? rng.pick(sector.materials) : '';
    const { created, deliveryOn } = timing(rng, now, state);
    const amount =
      quantity > 0 ? `${quantity.toLocaleString('tr-TR')} ${unit.toLocaleLowerCase('tr-TR')}` : 'bir miktar';
    const detail = [
      `${rng.pick(REQUEST_INTROS)} ${amount} ${product.name.toLocaleLowerCase('tr-TR')} talep ediyoruz.`,
      material ? `Malzeme / kalite: ${material}.` : '',
      ...rng.sample(REQUEST_DETAILS, rng.int(1, 3)),
      `Teslim yeri: ${cityName(people.members[member].cityId)}.`,
    ]
      .filter(Boolean)
      .join(' ');
    return {
      member,
      catalog: cat,
      state,
      material,
      quantity,
      unit,
      detail,
      deliveryOn,
      published: state !== 'stopped',
      finished: state === 'finished',
      approved: state === 'pending' ? null : state !== 'rejected',
      rejectionNote: state === 'rejected' ? rng.pick(REJECTION_NOTES) : '',
      createdAt: created,
    };
  });

  const offers: OfferPlan[] = [];
  const ratings: RatingPlan[] = [];
  let demoRated = false;
  requests.forEach((r, ri) => {
    if (!r.approved) return;
    const demo = r.member === people.demoBuyer;
    // the demo manufacturer leaves many other buyers' requests unanswered, so he has requests to offer on
    const pool = (eligible.get(r.catalog) ?? []).filter((m) => demo || m !== people.demoMaker || rng.chance(0.3));
    let n = Math.min(pool.length, rng.pick(r.state === 'finished' ? [1, 2, 3] : [0, 1, 1, 2, 2, 3, 4]));
    if (demo) n = Math.max(n, 1);
    const makers = rng.sample(pool, n);
    if (demo && pool.includes(people.demoMaker) && !makers.includes(people.demoMaker)) makers[0] = people.demoMaker;
    const age = (now.getTime() - r.createdAt.getTime()) / 86_400_000;
    for (const maker of makers) {
      const createdAt = daysAgo(now, age - rng.float() * Math.min(age * 0.9, 7));
      const [lo, hi] = UNIT_PRICE[r.unit];
      const currency = rng.pick(['TL', 'TL', 'TL', 'TL', 'TL', 'USD', 'EUR'] as const);
      const total = (r.quantity > 0 ? r.quantity : 100) * (lo + rng.float() * (hi - lo));
      const demoReviewed = demo && maker === people.demoMaker && (r.state === 'finished' || ri % 4 === 0);
      const reviewed =
        demoReviewed || rng.chance({ finished: 0.7, expired: 0.4 }[r.state as 'finished' | 'expired'] ?? 0.3);
      const offer =
        offers.push({
          request: ri,
          member: maker,
          price: fromKurus(BigInt(Math.round((total / RATE[currency]) * 100))),
          currency,
          deliveryOn: isoDay(new Date(createdAt.getTime() + rng.int(7, 45) * 86_400_000)),
          note: rng.pick(OFFER_NOTES),
          reviewed,
          createdAt,
        }) - 1;
      const rateDemo = demoReviewed && r.state === 'finished' && !demoRated;
      if (reviewed && (rateDemo || (!demo && rng.chance(0.45)))) {
        demoRated ||= rateDemo;
        const status = rateDemo ? true : RATING_STATUSES[ratings.length % RATING_STATUSES.length];
        const score = rateDemo ? 5 : status === false ? rng.int(1, 2) : rng.pick([5, 5, 5, 4, 4, 3, 2]);
        const offerAge = (now.getTime() - createdAt.getTime()) / 86_400_000;
        ratings.push({
          offer,
          score,
          comment: rng.pick(RATING_COMMENTS[score]),
          status,
          createdAt: daysAgo(now, offerAge * rng.float()),
        });
      }
    }
  });
  return { requests, offers, ratings };
}
