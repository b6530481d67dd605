import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../platform/crypto';
import { diskStorage } from '../../platform/storage';
import { type Database, openDatabase } from '../client';
import * as s from '../schema';
import { DEMO_PASSWORD, seedBase, seedDemo } from './index';

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
    const [tr] = await database.db.select().from(s.countries).where(eq(s.countries.id, 223));
    expect(tr.name).toBe('Türkiye');
    expect(await total(s.cities, eq(s.cities.countryId, 223))).toBeGreaterThanOrEqual(81);
    const [adana] = await database.db.select().from(s.cities).where(eq(s.cities.id, 1));
    const [duzce] = await database.db.select().from(s.cities).where(eq(s.cities.id, 81));
    expect([adana.name, duzce.name]).toEqual(['Adana', 'Düzce']);
    expect(await total(s.countries)).toBeGreaterThan(5);
    const keys = (await database.db.select().from(s.settings)).map((r) => r.key).sort();
    expect(keys).toEqual(['mail', 'site', 'sms', 'social']);
    const [site] = await database.db.select().from(s.settings).where(eq(s.settings.key, 'site'));
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
    expect(await total(s.categories, isNull(s.categories.parentId))).toBeGreaterThanOrEqual(12);
    expect(await total(s.categories, isNotNull(s.categories.parentId))).toBeGreaterThanOrEqual(24);
    expect(await total(s.catalogProducts, sql`${s.catalogProducts.search} like '%celik%'`)).toBeGreaterThan(3);
    expect(await total(s.categoryTags)).toBeGreaterThan(12);
  });

  it('creates companies with stored logos, products with images, and buyers', async () => {
    const companies = await database.db.select().from(s.members).where(eq(s.members.isCompany, true));
    expect(companies.length).toBeGreaterThanOrEqual(40);
    for (const c of companies) {
      expect(c.logo).toMatch(/^\/uploads\/logos\//);
      expect(existsSync(path.join(root, (c.logo as string).replace('/uploads/', '')))).toBe(true);
      expect(c.activatedAt).not.toBeNull();
      expect(c.phone).toMatch(/^[1-9]\d{2} \d{3} \d{2} \d{2}$/);
    }
    expect(
      await total(s.members, and(eq(s.members.isCompany, false), isNotNull(s.members.activatedAt))),
    ).toBeGreaterThanOrEqual(30);
    expect(await total(s.members, isNull(s.members.activatedAt))).toBeGreaterThanOrEqual(1);
    expect(await total(s.products)).toBeGreaterThanOrEqual(80);
    const [image] = await database.db.select().from(s.productImages).limit(1);
    expect(existsSync(path.join(root, image.path.replace('/uploads/', '')))).toBe(true);
  });

  it('has the two fixed demo accounts with the demo password', async () => {
    const [buyer] = await database.db.select().from(s.members).where(eq(s.members.email, 'alici@ornek.com.tr'));
    const [maker] = await database.db.select().from(s.members).where(eq(s.members.email, 'imalatci@ornek.com.tr'));
    expect(buyer.isCompany).toBe(false);
    expect(maker.isCompany).toBe(true);
    expect(await verifyPassword(buyer.passwordHash, DEMO_PASSWORD)).toBe(true);
    expect(await total(s.requests, eq(s.requests.memberId, buyer.id))).toBeGreaterThanOrEqual(5);
    expect(await total(s.offers, eq(s.offers.memberId, maker.id))).toBeGreaterThanOrEqual(3);
    const active = and(
      eq(s.packageSubscriptions.memberId, maker.id),
      eq(s.packageSubscriptions.status, true),
      sql`${s.packageSubscriptions.endsOn} >= current_date`,
    );
    expect(await total(s.packageSubscriptions, active)).toBe(1);
  });

  it('has requests in every state, mostly public and open', async () => {
    const r = s.requests;
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
    expect(await total(s.offers, eq(s.offers.reviewed, true))).toBeGreaterThan(0);
    expect(await total(s.offers, eq(s.offers.reviewed, false))).toBeGreaterThan(0);
    expect(await total(s.ratings, isNull(s.ratings.status))).toBeGreaterThan(0);
    expect(await total(s.ratings, eq(s.ratings.status, true))).toBeGreaterThan(0);
    expect(await total(s.ratings, eq(s.ratings.status, false))).toBeGreaterThan(0);
    const ineligible = await database.db
      .select({ id: s.offers.id })
      .from(s.offers)
      .innerJoin(s.requests, eq(s.requests.id, s.offers.requestId))
      .where(sql`not exists (select 1 from products p where p.member_id = ${s.offers.memberId}
                               and p.catalog_product_id = ${s.requests.catalogProductId} and p.active)
              or not exists (select 1 from package_subscriptions ps where ps.member_id = ${s.offers.memberId}
                               and ps.status and ps.ends_on >= current_date)`);
    expect(ineligible).toHaveLength(0);
  });

  it('fills the content and the inbox', async () => {
    expect(await total(s.posts, eq(s.posts.type, 1))).toBeGreaterThanOrEqual(12);
    expect(await total(s.posts, eq(s.posts.type, 2))).toBeGreaterThanOrEqual(8);
    expect(await total(s.faqs)).toBeGreaterThanOrEqual(8);
    expect(await total(s.slides)).toBe(3);
    expect(await total(s.articles, eq(s.articles.place, 1))).toBe(3);
    expect(await total(s.articles, eq(s.articles.place, 2))).toBe(3);
    expect(await total(s.ads, eq(s.ads.type, 3))).toBeGreaterThanOrEqual(5);
    expect(await total(s.ads, eq(s.ads.type, 4))).toBeGreaterThanOrEqual(3);
    expect(await total(s.ads, eq(s.ads.type, 6))).toBeGreaterThanOrEqual(4);
    const [agreement] = await database.db.select().from(s.pages).where(eq(s.pages.slug, 'uyelik-sozlesmesi'));
    expect(agreement.title).toBe('Üyelik Sözleşmesi');
    expect(await total(s.supportMessages, eq(s.supportMessages.fromMember, false))).toBeGreaterThan(0);
    expect(await total(s.notifications, eq(s.notifications.kind, 'request_match'))).toBeGreaterThan(0);
    expect(await total(s.notifications, eq(s.notifications.kind, 'request_rejected'))).toBeGreaterThan(0);
    expect(await total(s.contactMessages, eq(s.contactMessages.read, false))).toBeGreaterThan(0);
    expect(await total(s.newsletterSubscribers)).toBeGreaterThan(5);
  });

  it('does nothing once members exist', async () => {
    expect(await seedDemo(database.db, { storage: diskStorage(root), log: () => {} })).toEqual({ seeded: false });
  });
});
