// The pages' schema.org structured data (issue 52 item 1), validated against schemas written from Google's rules
// (structured-data.schemas.ts): as made, and as the pages' <head> carries it.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { faqs } from '../../db/schema/content';
import { ratings } from '../../db/schema/offers';
import { products } from '../../db/schema/products';
import { headOf } from './landing';
import { aggregateRating, breadcrumbList, faqPage, organization, organizationList, product } from './structured-data';
import {
  breadcrumbListSchema,
  faqPageSchema,
  itemListSchema,
  organizationSchema,
  productSchema,
} from './structured-data.schemas';

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const SCHEMAS: Record<string, object> = {
  BreadcrumbList: breadcrumbListSchema,
  ItemList: itemListSchema,
  Organization: organizationSchema,
  Product: productSchema,
  FAQPage: faqPageSchema,
};
/** Valid by its type's schema (the errors, for a failure's message). */
const check = (data: unknown) => {
  const type = (data as { '@type': string })['@type'];
  const validate = ajv.compile(SCHEMAS[type] ?? { not: {} });
  expect(validate(data) ? [] : validate.errors, type).toEqual([]);
};
const BASE = 'https://tedarik.example';

describe('structured data as made', () => {
  it('is valid for each type', () => {
    check(
      breadcrumbList(BASE, [
        { name: 'Ana Sayfa', path: '/' },
        { name: 'Çelik Boru', path: '/imalatcilar/celik-boru' },
      ]),
    );
    const company = { name: 'Ak Demir', path: '/firma-ak-demir-7', city: 'Ankara', logo: '/uploads/l.webp' };
    check(organization(BASE, { ...company, description: 'Boru üretimi.', rating: { average: 4.25, count: 3 } }));
    check(organizationList(BASE, 'Ankara Çelik Boru İmalatçıları', [company, { name: 'B', path: '/firma-b-8' }], 31));
    check(
      product(BASE, {
        name: 'Dikişsiz Boru',
        path: '/firmaurun-dikissiz-boru-3',
        description: 'DN50',
        image: '/uploads/p.webp',
        company: { name: 'Ak Demir', path: '/firma-ak-demir-7' },
      }),
    );
    check(faqPage([{ question: 'Talep nasıl oluşturulur?', answer: 'Talep Oluştur düğmesiyle.' }]));
    // what the schemas refuse: a rating of nobody, a breadcrumb without its address, an empty FAQ
    const rated = {
      ...organization(BASE, company),
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, ratingCount: 0 },
    };
    expect(ajv.validate(organizationSchema, rated)).toBe(false);
    expect(ajv.validate(breadcrumbListSchema, { ...breadcrumbList(BASE, []) })).toBe(false);
    expect(ajv.validate(faqPageSchema, faqPage([]))).toBe(false);
  });

  it('gives a company its rating only when it has at least one', () => {
    const company = { name: 'Ak Demir', path: '/firma-ak-demir-7' };
    expect(organization(BASE, { ...company, rating: { average: null, count: 0 } })).not.toHaveProperty(
      'aggregateRating',
    );
    expect(organization(BASE, company)).not.toHaveProperty('aggregateRating');
    expect(aggregateRating({ average: 4.5, count: 0 })).toBeUndefined();
    expect(organization(BASE, { ...company, rating: { average: 4.26, count: 2 } }).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      ratingCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('goes into the page as a script no text can close', () => {
    const name = '</script><script>alert(1)</script>';
    const head = headOf({ publicUrl: BASE, jsonLd: [organization(BASE, { name, path: '/firma-x-1' })] });
    expect(head.match(/<\/script>/g)).toHaveLength(1);
    expect(head).not.toContain('<script>alert');
    const [, json] = /<script type="application\/ld\+json">(.*)<\/script>/s.exec(head) ?? [];
    expect(JSON.parse(json).name).toBe(name);
  });
});

let t: TestApp;
beforeAll(async () => {
  const webRoot = await mkdtemp(path.join(tmpdir(), 'web-'));
  await writeFile(
    path.join(webRoot, 'index.html'),
    '<html><head><meta name="description" content="" /><meta name="keywords" content="" /><title>Tedarik</title></head><body><div id="root"></div></body></html>',
  );
  t = await testApp({ webRoot });
});
afterAll(() => t.close());

/** The structured data in a page's HTML, by type. */
async function jsonLdOf(url: string) {
  const res = await t.app.inject(url);
  expect(res.statusCode).toBe(200);
  const found = [...res.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]),
  );
  for (const data of found) check(data);
  return Object.fromEntries(found.map((d) => [d['@type'], d]));
}

describe('structured data in the pages', () => {
  it('is on the landing page, the company page, the product page and the FAQ, valid', async () => {
    const sector = await f.category(t.db, 'Metal');
    const pipe = await f.category(t.db, 'Çelik Boru', sector.id);
    const cp = await f.catalogProduct(t.db, pipe.id, 'Dikişsiz Boru');
    const company = await f.manufacturer(t.db, cp.id, { company: 'Ak Demir <Boru>', cityId: 6 });
    const unrated = await f.manufacturer(t.db, cp.id, { company: 'Yeni Boru', cityId: 6 });
    const [item] = await t.db.select().from(products).where(eq(products.memberId, company.id));
    const buyer = await f.member(t.db);
    const offer = await f.offer(t.db, (await f.request(t.db, buyer.id, cp.id)).id, company.id);
    await t.db.insert(ratings).values({ offerId: offer.id, score: 4, status: true });

    const landing = await jsonLdOf(`/imalatcilar/${pipe.slug}/ankara`);
    expect(landing.BreadcrumbList.itemListElement.map((s: { name: string }) => s.name)).toEqual([
      'Ana Sayfa',
      'Metal',
      'Çelik Boru',
      'Ankara',
    ]);
    expect(landing.ItemList.itemListElement.map((s: { item: { name: string } }) => s.item.name)).toEqual([
      'Yeni Boru',
      'Ak Demir <Boru>',
    ]);
    // an empty landing page has its breadcrumbs and no list
    const empty = await jsonLdOf(`/imalatcilar/${pipe.slug}/izmir`);
    expect(Object.keys(empty)).toEqual(['BreadcrumbList']);

    const rated = await jsonLdOf(`/firma-${company.slug}-${company.id}`);
    expect(rated.Organization).toMatchObject({
      name: 'Ak Demir <Boru>',
      url: `http://localhost:3000/firma-${company.slug}-${company.id}`,
      address: { addressLocality: 'Ankara' },
      aggregateRating: { ratingValue: 4, ratingCount: 1 },
    });
    expect((await jsonLdOf(`/firma-${unrated.slug}-${unrated.id}`)).Organization).not.toHaveProperty('aggregateRating');

    const productPage = await jsonLdOf(`/firmaurun-x-${item.id}`);
    expect(productPage.Product).toMatchObject({ name: item.name, brand: { name: 'Ak Demir <Boru>' } });

    expect(await jsonLdOf('/sss')).toEqual({});
    await t.db.insert(faqs).values({ question: 'Talep ücretli mi?', answer: '<p>Hayır, <b>ücretsiz</b>.</p>' });
    const faq = await jsonLdOf('/sss');
    expect(faq.FAQPage.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'Talep ücretli mi?',
        acceptedAnswer: { '@type': 'Answer', text: 'Hayır, ücretsiz.' },
      },
    ]);
  });
});
