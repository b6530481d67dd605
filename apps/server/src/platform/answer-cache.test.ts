// Visitors' public answers kept in memory (issue 14): served without the database until a write, never for a request
// with credentials, and a write through any call is visible at the next read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, type TestApp, testApp } from '../../test/app';
import * as f from '../../test/fixtures';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await testApp({ answerCache: true });
  await f.admin(t.db);
  const res = await t.app.inject({
    method: 'POST',
    url: '/adn_api/login',
    payload: { kad: 'admin', sifre: 'Admin12345' },
  });
  auth = basic('admin', res.json().token);
});
afterAll(() => t.close());

const faq = async (headers = {}) => (await t.app.inject({ url: '/api/sss', headers })).json() as { soru: string }[];
const addFaq = (soru: string) =>
  t.app.inject({ method: 'POST', url: '/adn_api/SSSEkle', headers: auth, payload: { soru, cevap: 'Evet.', sira: 1 } });

describe('public answers kept in memory', () => {
  it('serves a visitor the same answer again without the database, byte for byte', async () => {
    const first = await t.app.inject('/api/imbtalepler?sayfa=1');
    let again: Awaited<typeof first> | undefined;
    expect(await t.countQueries(async () => (again = await t.app.inject('/api/imbtalepler?sayfa=1')))).toBe(0);
    expect([again?.statusCode, again?.headers['content-type'], again?.body]).toEqual([
      200,
      first.headers['content-type'],
      first.body,
    ]);
  });

  it('shows a write at the next read, and a login changes nothing', async () => {
    expect(await faq()).toEqual([]);
    expect((await addFaq('Teklif vermek ücretli mi?')).statusCode).toBe(200);
    expect((await faq()).map((q) => q.soru)).toEqual(['Teklif vermek ücretli mi?']);

    await t.app.inject({ method: 'POST', url: '/adn_api/login', payload: { kad: 'admin', sifre: 'Admin12345' } });
    expect(await t.countQueries(() => faq())).toBe(0);
  });

  it('never answers a request with credentials from memory', async () => {
    await faq();
    expect(await t.countQueries(() => faq(auth))).toBeGreaterThan(0);
  });

  it('keeps no failed answer', async () => {
    expect((await t.app.inject('/api/firmadetay-999999')).statusCode).toBe(404);
    expect(await t.countQueries(() => t.app.inject('/api/firmadetay-999999'))).toBeGreaterThan(0);
  });

  it('takes a write made by a legacy GET call (the back-office closing a product) as a write', async () => {
    const sector = await f.category(t.db, 'Metal');
    const pipe = await f.catalogProduct(t.db, sector.id, 'Çelik Boru');
    const maker = await f.member(t.db, { pkg: 'active' });
    const product = await f.product(t.db, maker.id, pipe.id, 'Dikişsiz boru');
    expect((await t.app.inject(`/api/firmaurundetay-${product.id}`)).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/adn_api/uyeUrunDurum-${product.id}`, headers: auth })).statusCode).toBe(200);
    expect((await t.app.inject(`/api/firmaurundetay-${product.id}`)).statusCode).toBe(404);
  });
});
