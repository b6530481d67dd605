import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { catalogProducts, categories, categoryTags } from '../db/schema/catalog';
import { ads, articles, faqs, pages, posts, slides } from '../db/schema/content';
import { contactMessages, newsletterSubscribers } from '../db/schema/inbox';
import { members } from '../db/schema/members';
import { notifications } from '../db/schema/notifications';
import { offers, ratings } from '../db/schema/offers';
import { packageSubscriptions } from '../db/schema/packages';
import { cities, countries } from '../db/schema/places';
import { productImages, products } from '../db/schema/products';
import { requests } from '../db/schema/requests';
import { settings } from '../db/schema/settings';
import { supportMessages, supportTickets } from '../db/schema/support';
import { verifyPassword } from '../platform/crypto';
import { diskStorage } from '../platform/storage';
import { seedBase } from './base';
import { DEMO_PASSWORD, seedDemo } from './index';

let database: Database;
let root: string;
let seedMs = 0;
const logs: string[] = [];

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'tedarik-seed-'));
  database = await openDatabase({});
  await database.migrate();
  await seedBase(database.db);
  await seedBase(database.db); // idempotent
  const started = Date.now();
  const result = await seedDemo(database.db, { storage: diskStorage(root), log: (m) => logs.push(m) });
  seedMs = Date.now() - started;
  expect(result).toEqual({ seeded: true });
}, 60_000);

afterAll(async () => {
  await database?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

const total = async (table: PgTable, where?: SQL) => {
  const [{ n }] = await database.db.select({ n: count() }).from(table).where(where);
  return n;
};
/** a date column compared with today ± days, as the server does */
const today = (days = 0) => sql`current_date + ${days}::int`;

describe('seedBase', () => {
  it('creates Türkiye with its 81 provinces, other countries and the settings documents', async () => {
    const [tr] = await database.db.select().from(countries).where(eq(countries.id, 223));
    expect(tr.name).toBe('Türkiye');
    expect(await total(cities, eq(cities.countryId, 223))).toBeGreaterThanOrEqual(81);
    const [adana] = await database.db.select().from(cities).where(eq(cities.id, 1));
    const [duzce] = await database.db.select().from(cities).where(eq(cities.id, 81));
    expect([adana.name, duzce.name]).toEqual(['Adana', 'Düzce']);
    expect(await total(countries)).toBeGreaterThan(5);
    const keys = (await database.db.select().from(settings)).map((r) => r.key).sort();
    expect(keys).toEqual(['mail', 'site', 'sms', 'social']);
    const [site] = await database.db.select().from(settings).where(eq(settings.key, 'site'));
    expect(site.value).toMatchObject({ baslik: 'Tedarik' });
  });
});

describe('seedDemo', () => {
  it('runs quickly', () => {
    // ~5 s on an idle two-core machine (image encoding dominates); the bound is loose so that a busy machine or
    // parallel test files do not make it flaky, but it catches a seed that grew by an order of magnitude
    expect(seedMs).toBeLessThan(30_000);
    expect(logs.at(-1)).toMatch(/requests/);
  });

  it('builds the catalog', async () => {
    expect(await total(categories, isNull(categories.parentId))).toBeGreaterThanOrEqual(12);
    expect(await total(categories, isNotNull(categories.parentId))).toBeGreaterThanOrEqual(24);
    expect(await total(catalogProducts, sql`${catalogProducts.search} like '%celik%'`)).toBeGreaterThan(3);
    expect(await total(categoryTags)).toBeGreaterThan(12);
  });

  it('creates companies with stored logos, products with images, and buyers', async () => {
    const companies = await database.db.select().from(members).where(eq(members.isCompany, true));
    expect(companies.length).toBeGreaterThanOrEqual(40);
    for (const c of companies) {
      expect(c.logo).toMatch(/^\/uploads\/logos\//);
      expect(existsSync(path.join(root, (c.logo as string).replace('/uploads/', '')))).toBe(true);
      expect(c.activatedAt).not.toBeNull();
      expect(c.phone).toMatch(/^[1-9]\d{2} \d{3} \d{2} \d{2}$/);
    }
    expect(
      await total(members, and(eq(members.isCompany, false), isNotNull(members.activatedAt))),
    ).toBeGreaterThanOrEqual(30);
    expect(await total(members, isNull(members.activatedAt))).toBeGreaterThanOrEqual(1);
    expect(await total(products)).toBeGreaterThanOrEqual(80);
    const [image] = await database.db.select().from(productImages).limit(1);
    expect(existsSync(path.join(root, image.path.replace('/uploads/', '')))).toBe(true);
  });

  it('has the two fixed demo accounts with the demo password', async () => {
    const [buyer] = await database.db.select().from(members).where(eq(members.email, 'alici@ornek.com.tr'));
    const [maker] = await database.db.select().from(members).where(eq(members.email, 'imalatci@ornek.com.tr'));
    expect(buyer.isCompany).toBe(false);
    expect(maker.isCompany).toBe(true);
    expect(await verifyPassword(buyer.passwordHash, DEMO_PASSWORD)).toBe(true);
    expect(await total(requests, eq(requests.memberId, buyer.id))).toBeGreaterThanOrEqual(5);
    expect(await total(offers, eq(offers.memberId, maker.id))).toBeGreaterThanOrEqual(3);
    const active = and(
      eq(packageSubscriptions.memberId, maker.id),
      eq(packageSubscriptions.status, true),
      sql`${packageSubscriptions.endsOn} > current_date`,
    );
    expect(await total(packageSubscriptions, active)).toBe(1);
  });

  it('has packages in every state and products with 0 to 5 images', async () => {
    const s = packageSubscriptions;
    expect(await total(s, isNull(s.status))).toBeGreaterThan(0); // waiting
    expect(await total(s, eq(s.status, false))).toBeGreaterThan(0); // passive
    expect(await total(s, and(eq(s.status, true), sql`${s.endsOn} <= current_date`))).toBeGreaterThan(0); // over
    expect(await total(s, and(eq(s.status, true), sql`${s.endsOn} > current_date + 7`))).toBeGreaterThan(0);
    const ending = sql`${s.endsOn} > current_date and ${s.endsOn} <= current_date + 7`;
    expect(await total(s, and(eq(s.status, true), ending))).toBeGreaterThan(0);
    const counts = await database.db.execute(sql`select distinct (select count(*) from product_images i
      where i.product_id = p.id)::int as n from products p order by n`);
    expect((counts as unknown as { rows: { n: number }[] }).rows.map((r) => r.n)).toEqual(
      expect.arrayContaining([0, 1, 2, 3, 5]),
    );
  });

  it('has members in every state and support tickets in every state', async () => {
    expect(await total(members, eq(members.active, false))).toBeGreaterThan(0);
    expect(await total(members, isNull(members.activatedAt))).toBeGreaterThan(0);
    expect(await total(members, and(eq(members.active, true), eq(members.isCompany, false)))).toBeGreaterThan(0);
    const t = supportTickets;
    expect(await total(t, eq(t.answered, false))).toBeGreaterThan(0); // no answer yet
    expect(await total(t, and(eq(t.answered, true), eq(t.waiting, true)))).toBeGreaterThan(0); // 'Müşteri Yanıtı'
    expect(await total(t, and(eq(t.answered, true), eq(t.waiting, false)))).toBeGreaterThan(0); // 'Yanıtlandı'
  });

  it('has requests in every state, mostly public and open', async () => {
    const r = requests;
    const live = and(eq(r.approved, true), eq(r.published, true), eq(r.finished, false));
    expect(await total(r)).toBeGreaterThanOrEqual(200);
    expect(await total(r, isNull(r.approved))).toBeGreaterThan(0);
    expect(await total(r, eq(r.approved, false))).toBeGreaterThan(0);
    expect(await total(r, and(eq(r.approved, true), eq(r.published, false)))).toBeGreaterThan(0);
    expect(await total(r, eq(r.finished, true))).toBeGreaterThan(0);
    expect(await total(r, and(live, lt(r.deliveryOn, today(-10))))).toBeGreaterThan(0);
    expect(await total(r, and(live, sql`${r.deliveryOn} >= ${today()}`))).toBeGreaterThanOrEqual(100);
  });

  it('has offers reviewed and not, ratings in every state, and no offer by an ineligible company', async () => {
    expect(await total(offers, eq(offers.reviewed, true))).toBeGreaterThan(0);
    expect(await total(offers, eq(offers.reviewed, false))).toBeGreaterThan(0);
    expect(await total(ratings, isNull(ratings.status))).toBeGreaterThan(0);
    expect(await total(ratings, eq(ratings.status, true))).toBeGreaterThan(0);
    expect(await total(ratings, eq(ratings.status, false))).toBeGreaterThan(0);
    const ineligible = await database.db
      .select({ id: offers.id })
      .from(offers)
      .innerJoin(requests, eq(requests.id, offers.requestId))
      .where(sql`not exists (select 1 from products p where p.member_id = ${offers.memberId}
                               and p.catalog_product_id = ${requests.catalogProductId} and p.active)
              or not exists (select 1 from package_subscriptions ps where ps.member_id = ${offers.memberId}
                               and ps.status and ps.ends_on > current_date)`);
    expect(ineligible).toHaveLength(0);
  });

  it('fills the content and the inbox', async () => {
    expect(await total(posts, eq(posts.type, 1))).toBeGreaterThanOrEqual(12);
    expect(await total(posts, eq(posts.type, 2))).toBeGreaterThanOrEqual(8);
    expect(await total(faqs)).toBeGreaterThanOrEqual(8);
    expect(await total(slides)).toBe(3);
    expect(await total(articles, eq(articles.place, 1))).toBe(3);
    expect(await total(articles, eq(articles.place, 2))).toBe(3);
    expect(await total(ads, eq(ads.type, 3))).toBeGreaterThanOrEqual(5);
    expect(await total(ads, eq(ads.type, 4))).toBeGreaterThanOrEqual(3);
    expect(await total(ads, eq(ads.type, 6))).toBeGreaterThanOrEqual(4);
    const [agreement] = await database.db.select().from(pages).where(eq(pages.slug, 'uyelik-sozlesmesi'));
    expect(agreement.title).toBe('Üyelik Sözleşmesi');
    expect(await total(supportMessages, eq(supportMessages.fromMember, false))).toBeGreaterThan(0);
    expect(await total(notifications, eq(notifications.kind, 'request_match'))).toBeGreaterThan(0);
    expect(await total(notifications, eq(notifications.kind, 'request_rejected'))).toBeGreaterThan(0);
    expect(await total(contactMessages, eq(contactMessages.read, false))).toBeGreaterThan(0);
    expect(await total(newsletterSubscribers)).toBeGreaterThan(5);
  });

  it('does nothing once members exist', async () => {
    expect(await seedDemo(database.db, { storage: diskStorage(root), log: () => {} })).toEqual({ seeded: false });
  });
});
