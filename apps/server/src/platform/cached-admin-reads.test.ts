// The back-office's lists of issue 49 cached like its other lists (route-cache.ts): the workbench's queue and the
// verification queue until a write names `admin` or nothing, the audit log until a row is written — whatever call
// wrote it: a read of a member's data, a refusal, a write that names only what it changed.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../test/app';
import * as f from '../../test/fixtures';
import { rawRows } from '../db/client';

let t: TestApp;
let admin: Record<string, string>;
let product: { id: number; categoryId: number };
beforeAll(async () => {
  t = await testApp({ cache: true });
  admin = await t.asAdmin();
  product = await f.catalogProduct(t.db, (await f.category(t.db, 'Ambalaj')).id, 'Oluklu Mukavva');
});
afterAll(() => t.close());

const ids = async (url: string) =>
  ((await t.get(url, admin)).json() as { items: { id: number }[] }).items.map((i) => i.id);

describe("the workbench's queue", () => {
  it("is read once, and shows a member's new request and an approval at the next read", async () => {
    const queue = () => ids('/adn_api/v2/moderation/queue?kind=request&order=newest');
    await queue();
    expect(await t.countQueries(queue)).toBe(0);
    const buyer = await t.asMember(await f.member(t.db));
    const tarih = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const created = await t.post(
      '/api/talepOlustur',
      {
        ktt: product.categoryId,
        urun: product.id,
        adet: 100,
        tip: 'Adet',
        malzeme: '',
        tarih,
        detay: 'Koli, 5 katlı.',
      },
      buyer.auth,
    );
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as number;
    expect((await queue())[0]).toBe(id);
    expect(await t.countQueries(queue)).toBe(0);
    const approved = await t.post('/adn_api/v2/moderation/approve', { items: [{ kind: 'request', id }] }, admin);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await queue()).not.toContain(id);
  });
});

describe('the verification queue', () => {
  it('is read once, and shows a decision at the next read', async () => {
    const company = await f.member(t.db, { pkg: 'active' });
    const [doc] = await rawRows<{ id: number }>(
      t.db,
      sql`insert into verification_documents (member_id, kind, name, file_kind, size, storage_key)
        values (${company.id}, 'vergi_levhasi', 'levha.pdf', 'pdf', 1000, 'files/cached-levha') returning id`,
    );
    const queue = () => ids('/adn_api/v2/verification/queue?limit=100');
    expect(await queue()).toContain(doc.id);
    expect(await t.countQueries(queue)).toBe(0);
    const res = await t.post(`/adn_api/v2/verification/documents/${doc.id}/approve`, {}, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(await queue()).not.toContain(doc.id);
  });
});

describe('the audit log', () => {
  const newest = async () =>
    ((await t.get('/adn_api/v2/audit?limit=1', admin)).json() as { items: { action: string; status: number }[] })
      .items[0];

  it('is read once, and shows at the next read a row written by a read, a refusal or a write naming what it changed', async () => {
    await newest();
    expect(await t.countQueries(newest)).toBe(0);
    // a member's data read: a GET, which names nothing it changed
    const m = await f.member(t.db);
    expect((await t.get(`/adn_api/uyeDetay-${m.id}`, admin)).statusCode).toBe(200);
    expect(await newest()).toMatchObject({ action: 'GET /adn_api/uyeDetay-:id', status: 200 });
    expect(await t.countQueries(newest)).toBe(0);
    // a refused call: no write is done, none named
    expect((await t.get('/adn_api/v2/admins', await t.asRole('moderator'))).statusCode).toBe(403);
    expect(await newest()).toMatchObject({ action: 'GET /adn_api/v2/admins', status: 403 });
    // a write that names the tags it changed, which are not the log's
    const rates = await t.call('PUT', '/adn_api/v2/rates/2026-12-01', admin, { usd: '42.71', eur: '49.80' });
    expect(rates.statusCode, rates.body).toBe(200);
    expect(await newest()).toMatchObject({ action: 'PUT /adn_api/v2/rates/:date', status: 200 });
  });
});
