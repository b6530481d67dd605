// Small, explicit data builders for integration tests (the demo seed is too big and too random for assertions).
import { fold, slugify } from '@tedarik/contract/text';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { catalogProducts, categories } from '../src/db/schema/catalog';
import { members } from '../src/db/schema/members';
import { offers } from '../src/db/schema/offers';
import { packageDefinitions, packageSubscriptions } from '../src/db/schema/packages';
import { productImages, products } from '../src/db/schema/products';
import { requests } from '../src/db/schema/requests';
import { ensureAdmin } from '../src/modules/accounts/admin-service';
import { createSession } from '../src/modules/accounts/sessions';
import { memberSearchKey, memberSlug } from '../src/modules/members/service';
import { adjustOfferCounts } from '../src/modules/requests/service';
import { hashPassword } from '../src/platform/crypto';

let n = 0;
const next = () => ++n;
const passwordHash = hashPassword('gizli123');

export async function category(db: Db, name: string, parentId: number | null = null) {
  const [c] = await db
    .insert(categories)
    .values({ name, slug: `${slugify(name)}-${next()}`, parentId, search: fold(name) })
    .returning();
  return c;
}

export async function catalogProduct(db: Db, categoryId: number, name: string, active = true) {
  const [p] = await db
    .insert(catalogProducts)
    .values({ categoryId, name, slug: `${slugify(name)}-${next()}`, active, search: fold(name) })
    .returning();
  return p;
}

type PackageState = 'active' | 'waiting' | 'expired' | 'none';

export async function member(
  db: Db,
  opts: {
    company?: string;
    name?: string;
    email?: string;
    isCompany?: boolean;
    pkg?: PackageState;
    cityId?: number;
  } = {},
) {
  const i = next();
  const company = opts.company ?? `Test Firma ${i}`;
  const [m] = await db
    .insert(members)
    .values({
      email: opts.email ?? `uye${i}@test.com`,
      passwordHash: await passwordHash,
      companyName: company,
      fullName: opts.name ?? `Üye ${i}`,
      isCompany: opts.isCompany ?? opts.pkg !== undefined,
      cityId: opts.cityId ?? 34,
      slug: memberSlug(company),
      search: memberSearchKey({
        companyName: company,
        fullName: opts.name ?? `Üye ${i}`,
        email: opts.email ?? `uye${i}@test.com`,
      }),
      activatedAt: new Date(),
    })
    .returning();
  if (opts.pkg && opts.pkg !== 'none') {
    const [def] = await db
      .insert(packageDefinitions)
      .values({ title: 'Paket', months: 3, price: '100.00' })
      .returning();
    const dates =
      opts.pkg === 'active'
        ? { status: true, startsOn: sql`current_date - 5`, endsOn: sql`current_date + 85` }
        : opts.pkg === 'expired'
          ? { status: true, startsOn: sql`current_date - 100`, endsOn: sql`current_date - 10` }
          : { status: null };
    await db
      .insert(packageSubscriptions)
      .values({ memberId: m.id, packageId: def.id, months: 3, price: '100.00', ...dates });
  }
  return m;
}

export type RequestState = 'open' | 'pending' | 'rejected' | 'stopped' | 'finished' | 'expired';

export async function request(
  db: Db,
  memberId: number,
  catalogProductId: number,
  state: RequestState = 'open',
  extra: { deliveryInDays?: number; createdMinutesAgo?: number } = {},
) {
  const days = extra.deliveryInDays ?? (state === 'expired' ? -11 : 30);
  const [r] = await db
    .insert(requests)
    .values({
      memberId,
      catalogProductId,
      quantity: 100,
      unit: 'Adet',
      detail: `Talep ${next()} ayrıntısı`,
      deliveryOn: sql`current_date + ${days}::int`,
      approved: state === 'pending' ? null : state !== 'rejected',
      published: state !== 'stopped',
      finished: state === 'finished',
      createdAt: sql`now() - make_interval(mins => ${extra.createdMinutesAgo ?? next()})`,
    })
    .returning();
  return r;
}

export async function offer(db: Db, requestId: number, memberId: number) {
  const [o] = await db
    .insert(offers)
    .values({ requestId, memberId, price: '1000.00', deliveryOn: sql`current_date + 20` })
    .returning();
  await adjustOfferCounts(db, requestId, { offers: 1, unreviewed: 1 });
  return o;
}

export async function product(db: Db, memberId: number, catalogProductId: number, name: string, images: string[] = []) {
  const [p] = await db.insert(products).values({ memberId, catalogProductId, name, detail: 'Ürün detayı' }).returning();
  if (images.length)
    await db
      .insert(productImages)
      .values(images.map((path, i) => ({ productId: p.id, slot: i + 1, path, sort: images.length - i })));
  return p;
}

/** A live session token of the member (as a login would give). */
export const session = (db: Db, memberId: number) => createSession(db, { memberId });

/** The first administrator, with a known password. */
export const admin = (db: Db, password = 'Admin12345') => ensureAdmin(db, { user: 'admin', password, demo: false });

/**
 * A manufacturer that may offer on requests for `catalogProductId`: a company with a running package and a product
 * under that catalog product (DESIGN §4 "Matching"). `opts` as `member`'s.
 */
export async function manufacturer(db: Db, catalogProductId: number, opts: Parameters<typeof member>[1] = {}) {
  const m = await member(db, { pkg: 'active', ...opts });
  await product(db, m.id, catalogProductId, `${m.companyName} ürünü`);
  return m;
}
