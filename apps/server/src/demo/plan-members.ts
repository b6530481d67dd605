// The people part of the demo plan: manufacturers (with logos, products and package subscriptions) and buyers.
import { fromKurus, kurusOf } from '@tedarik/contract/money';
import { lowerTr, slugify } from '@tedarik/contract/text';
import { memberSearchKey } from '../modules/members/service';
import { type ImageQueue, logoSvg, pictureSvg } from './images';
import { SECTORS } from './lists/catalog';
import {
  BRANDS,
  BUYER_BUSINESSES,
  BUYER_CITY_IDS,
  FIRST_NAMES,
  INDUSTRIAL_CITIES,
  LAST_NAMES,
  LEGAL_SUFFIXES,
  LOGO_COLORS,
  MOBILE_PREFIXES,
  STREETS,
} from './lists/people';
import { cityName } from './lists/places';
import { PACKAGES } from './lists/site-content';
import { COMPANY_CLOSINGS, PRODUCT_DETAILS, PRODUCT_VARIANTS } from './lists/texts';
import type { CatalogPlan } from './plan-catalog';
import { addMonths, dayFrom, daysAgo, type Rng, slugger } from './random';

export const DEMO_BUYER_EMAIL = 'alici@ornek.com.tr';
export const DEMO_MAKER_EMAIL = 'imalatci@ornek.com.tr';
const COMPANIES = 48;
const BUYERS = 34; // activated, the demo buyer included; one more is left unactivated

export interface MemberPlan {
  email: string;
  companyName: string;
  fullName: string;
  phone: string;
  companyPhone: string;
  whatsapp: string;
  address: string;
  website: string;
  description: string;
  /** SECTORS index */
  sector: number | null;
  cityId: number;
  /** image job index */
  logo: number | null;
  slug: string;
  search: string;
  isCompany: boolean;
  smsOptIn: boolean;
  activatedAt: Date | null;
  createdAt: Date;
  /** stopped by the administrator, with its reason */
  active?: boolean;
  statusNote?: string;
}

export interface ProductPlan {
  member: number;
  catalog: number;
  name: string;
  detail: string;
  active: boolean;
  createdAt: Date;
  images: number[];
}

/** 'ending': active, with less than a week left (its company has been told, or is told at the next check). */
export type SubscriptionState = 'active' | 'ending' | 'waiting' | 'passive' | 'expired';

export interface SubscriptionPlan {
  member: number;
  pkg: number;
  months: number;
  /** a decimal string, '4000.00' */
  price: string;
  note: string;
  status: boolean | null;
  startsOn: string | null;
  endsOn: string | null;
  createdAt: Date;
}

export interface PeoplePlan {
  members: MemberPlan[];
  companies: number[];
  buyers: number[];
  /** companies holding an active package (may offer) */
  activeCompanies: Set<number>;
  products: ProductPlan[];
  subscriptions: SubscriptionPlan[];
  /** image job index per package definition */
  packageImages: number[];
  demoBuyer: number;
  demoMaker: number;
}

/** The demo manufacturer's products: catalog product and the name it is sold under. */
const DEMO_MAKER_PRODUCTS: [string, string][] = [
  ['Paslanmaz Çelik Boru', 'Paslanmaz Çelik Boru AISI 304'],
  ['Çelik Sac Levha', 'Çelik Sac Levha DKP 2 mm'],
  ['Kare Profil', 'Kare Profil 40x40 S235JR'],
  ['Galvanizli Sac', 'Galvanizli Sac Z275'],
  ['Çelik Hasır', 'Çelik Hasır Q188'],
];

/** Pictures of the demo manufacturer's products, oldest first: none, a few, a full gallery (5: no more can be added). */
const DEMO_MAKER_SHOTS = [0, 1, 2, 3, 5];

const STATE_BY_REMAINDER: Record<number, SubscriptionState | null> = {
  3: 'waiting',
  5: 'ending',
  6: 'passive',
  9: 'expired',
  11: null, // never applied: role 'firma'
};

/** State of company i's package: the demo manufacturer and most others are active. */
function subscriptionState(i: number): SubscriptionState | null {
  const r = i % 12;
  return i === 0 || !(r in STATE_BY_REMAINDER) ? 'active' : STATE_BY_REMAINDER[r];
}

export function planPeople(rng: Rng, now: Date, catalog: CatalogPlan, images: ImageQueue): PeoplePlan {
  const members: MemberPlan[] = [];
  const products: ProductPlan[] = [];
  const subscriptions: SubscriptionPlan[] = [];
  const activeCompanies = new Set<number>();
  const memberSlug = slugger(slugify);
  const usedNames = new Set<string>();
  const mobile = () =>
    `${rng.pick(MOBILE_PREFIXES)} ${rng.int(1, 9)}${rng.digits(2)} ${rng.digits(2)} ${rng.digits(2)}`;
  const person = () => `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
  const add = (m: Omit<MemberPlan, 'slug' | 'search'>) =>
    members.push({
      ...m,
      slug: memberSlug(m.companyName),
      search: memberSearchKey(m),
    }) - 1;

  const packageImages = PACKAGES.map((p, i) =>
    images.add('koleksiyon', pictureSvg(p.title, `${p.months} Ay`, LOGO_COLORS[i * 3], i)),
  );

  // ── manufacturers ──
  const companies: number[] = [];
  for (let i = 0; i < COMPANIES; i++) {
    const demo = i === 0;
    const sector = i < 6 ? 0 : i % SECTORS.length;
    const s = SECTORS[sector];
    let brand = demo ? 'Ak' : rng.pick(BRANDS);
    let companyName = demo ? 'Ak Demir Çelik San. Tic. Ltd. Şti.' : `${brand} ${s.word} ${rng.pick(LEGAL_SUFFIXES)}`;
    while (usedNames.has(companyName)) {
      brand = rng.pick(BRANDS);
      companyName = `${brand} ${s.word} ${rng.pick(LEGAL_SUFFIXES)}`;
    }
    usedNames.add(companyName);
    const city = demo ? INDUSTRIAL_CITIES[0] : rng.pick(INDUSTRIAL_CITIES);
    const [zone, district] = rng.pick(city.zones).split(', ');
    const state = subscriptionState(i);
    // an expired package started long ago: such a member registered long before it
    const createdAt = daysAgo(now, rng.int(state === 'expired' ? 260 : 120, 420) + rng.float());
    const sectorProducts = catalog.productsBySector[sector];
    const chosen = demo
      ? DEMO_MAKER_PRODUCTS.map(([n]) => sectorProducts.find((p) => catalog.products[p].name === n) as number)
      : rng.sample(sectorProducts, rng.int(2, 4));
    const phone = mobile();
    const color = rng.pick(LOGO_COLORS);
    const closing = rng.pick(COMPANY_CLOSINGS);
    const names = chosen.map((c) => lowerTr(catalog.products[c].name)).join(', ');
    const description =
      `${companyName}, ${rng.int(1975, 2018)} yılından bu yana ${city.name} ${zone} bölgesinde ${lowerTr(s.name)} ` +
      `sektöründe üretim yapmaktadır. Başlıca ürünlerimiz: ${names}. ${closing}`;
    const member = add({
      email: demo ? DEMO_MAKER_EMAIL : `firma${i}@ornek.com.tr`,
      companyName,
      fullName: demo ? 'Mehmet Ak' : person(),
      phone,
      companyPhone: `${city.area} ${rng.int(2, 6)}${rng.digits(2)} ${rng.digits(2)} ${rng.digits(2)}`,
      whatsapp: rng.chance(0.8) ? phone : '',
      address: `${zone} ${rng.pick(STREETS)} No: ${rng.int(1, 120)} ${district} / ${city.name}`,
      website: `www.${slugify(`${brand} ${s.word}`).replace(/-/g, '')}.com.tr`,
      description: description.length <= 500 ? description : `${description.slice(0, 497)}...`,
      sector,
      cityId: city.id,
      logo: images.add('logos', logoSvg(companyName, color, rng.chance(0.5))),
      isCompany: true,
      smsOptIn: rng.chance(0.7),
      activatedAt: new Date(createdAt.getTime() + rng.int(2, 90) * 60_000),
      createdAt,
    });
    companies.push(member);

    // package subscription
    if (state) {
      const pkg = state === 'active' ? (demo ? 1 : rng.int(0, 2)) : rng.int(0, 1);
      const def = PACKAGES[pkg];
      let startsOn: string | null = null;
      let createdAtSub = daysAgo(now, rng.int(1, 10));
      if (state === 'active') startsOn = dayFrom(now, -(demo ? 40 : rng.int(3, 80)));
      if (state === 'ending') startsOn = addMonths(dayFrom(now, rng.int(1, 6)), -def.months);
      if (state === 'expired') startsOn = dayFrom(now, -(def.months * 31 + rng.int(5, 60)));
      if (state === 'passive') createdAtSub = daysAgo(now, rng.int(20, 60));
      if (startsOn) createdAtSub = daysAgo(new Date(`${startsOn}T09:00:00Z`), rng.int(1, 3));
      subscriptions.push({
        member,
        pkg,
        months: def.months,
        price: fromKurus(kurusOf(def.price) - kurusOf(def.discount)),
        note: state === 'passive' ? 'Ödeme onaylanamadı.' : state === 'waiting' ? 'Havale ile ödenecek.' : '',
        status: state === 'waiting' ? null : state !== 'passive',
        startsOn,
        endsOn: startsOn ? addMonths(startsOn, def.months) : null,
        createdAt: createdAtSub < createdAt ? createdAt : createdAtSub,
      });
      if (state === 'active' || state === 'ending') activeCompanies.add(member);
    }

    // company products with 0–5 pictures (the demo manufacturer's show each count but 4)
    chosen.forEach((c, k) => {
      const cp = catalog.products[c];
      const name = demo ? DEMO_MAKER_PRODUCTS[k][1] : `${cp.name} ${rng.pick(PRODUCT_VARIANTS)}`;
      const detail = [
        `${name}, ${lowerTr(s.name)} alanındaki tecrübemizle kendi tesisimizde üretilmektedir.`,
        ...rng.sample(PRODUCT_DETAILS, 2),
        `Minimum sipariş miktarı ${rng.pick([10, 50, 100, 250, 500])} ${lowerTr(rng.pick(s.units))}.`,
      ].join(' ');
      const shots = demo ? DEMO_MAKER_SHOTS[k] : rng.pick([0, 1, 1, 1, 2, 2, 3]); // few: each costs two WebP encodes
      products.push({
        member,
        catalog: c,
        name,
        detail,
        active: demo || rng.chance(0.95),
        createdAt: new Date(createdAt.getTime() + (k + 1) * 3_600_000),
        images: Array.from({ length: shots }, (_, v) =>
          images.add('products', pictureSvg(cp.name, `${brand} ${s.word}`, s.color, v + k)),
        ),
      });
    });
  }

  // ── buyers ──
  const buyers: number[] = [];
  for (let j = 0; j <= BUYERS; j++) {
    const demo = j === 0;
    const [first, last] = demo ? ['Ayşe', 'Yılmaz'] : [rng.pick(FIRST_NAMES), rng.pick(LAST_NAMES)];
    const cityId = demo ? 34 : rng.pick(BUYER_CITY_IDS);
    const createdAt = j === BUYERS ? daysAgo(now, rng.int(0, 2) + rng.float()) : daysAgo(now, rng.int(70, 300));
    const phone = mobile();
    const member = add({
      email: demo ? DEMO_BUYER_EMAIL : `alici${j}@ornek.com.tr`,
      companyName: demo ? 'Yılmaz Yapı Market' : `${last} ${rng.pick(BUYER_BUSINESSES)}`,
      fullName: `${first} ${last}`,
      phone,
      companyPhone: '',
      whatsapp: rng.chance(0.5) ? phone : '',
      address: `${rng.pick(['Merkez', 'Cumhuriyet', 'Atatürk', 'Yenimahalle'])} Mah. ${rng.pick(STREETS)} No: ${rng.int(1, 80)} ${cityName(cityId)}`,
      website: '',
      description: '',
      sector: null,
      cityId,
      logo: null,
      isCompany: false,
      smsOptIn: rng.chance(0.7),
      activatedAt: j === BUYERS ? null : new Date(createdAt.getTime() + rng.int(1, 30) * 60_000),
      createdAt,
      // one account the administrator stopped (members in every state: active, stopped, awaiting activation)
      ...(j === BUYERS - 1 && { active: false, statusNote: 'Sahte talepler nedeniyle durduruldu.' }),
    });
    if (j < BUYERS) buyers.push(member);
  }
  return {
    members,
    companies,
    buyers,
    activeCompanies,
    products,
    subscriptions,
    packageImages,
    demoBuyer: buyers[0],
    demoMaker: companies[0],
  };
}
