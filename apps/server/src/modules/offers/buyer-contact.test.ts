// After the buyer accepts a supplier's offer, that supplier sees the buyer's name, company and contact data too
// (issue 37), as the optional `alici` of the legacy teklifDetay and teklifListesi; never before, never another
// supplier. With the cache on: the supplier's cached list shows the buyer once the acceptance is made.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { members } from '../../db/schema/members';

let t: TestApp;
type Who = { id: number; email: string; auth: Record<string, string> };
let buyer: Who;
let maker: Who;
let rival: Who;
let requestId: number;
let makerOffer: number;

const get = (url: string, who: Who) => t.app.inject({ method: 'GET', url, headers: who.auth });
const BUYER = {
  fullName: 'Ayşe Yılmaz',
  companyName: 'Yılmaz Yapı Market',
  phone: '532 111 22 33',
  companyPhone: '212 444 55 66',
  whatsapp: '533 777 88 99',
  address: 'Kadıköy, İstanbul',
};
const SECRETS = () => [
  BUYER.fullName,
  BUYER.companyName,
  BUYER.phone,
  BUYER.companyPhone,
  BUYER.whatsapp,
  BUYER.address,
  buyer.email,
];
const expectNoBuyer = (body: string) => {
  for (const secret of SECRETS()) expect(body).not.toContain(secret);
};

beforeAll(async () => {
  t = await testApp({ cache: true });
  const cat = await f.category(t.db, 'Boru');
  const pipe = await f.catalogProduct(t.db, cat.id, 'Çelik Boru');
  const b = await f.member(t.db, { company: BUYER.companyName, name: BUYER.fullName });
  await t.db.update(members).set(BUYER).where(eq(members.id, b.id));
  buyer = await t.asMember(b);
  maker = await t.asMember(await f.member(t.db, { company: 'Ak Demir Çelik', pkg: 'active' }));
  rival = await t.asMember(await f.member(t.db, { company: 'Rakip Metal', pkg: 'active' }));
  const request = await f.request(t.db, buyer.id, pipe.id, 'open');
  requestId = request.id;
  makerOffer = (await f.offer(t.db, requestId, maker.id)).id;
  await f.offer(t.db, requestId, rival.id);
});
afterAll(() => t.close());

describe("the buyer's contact data on the supplier's side", () => {
  it('is absent before the buyer accepts: the company masked, alici null', async () => {
    for (const who of [maker, rival]) {
      const detail = await get(`/api/teklifDetay-${requestId}`, who);
      expect(detail.statusCode).toBe(200);
      expectNoBuyer(detail.body);
      expect(detail.json()).toMatchObject({ firmaad: 'Y***** Y*** M*****', alici: null });
      const list = await get('/api/teklifListesi', who);
      expectNoBuyer(list.body);
      expect(list.json()[0]).toMatchObject({ talep: { id: requestId }, alici: null });
    }
  });

  it('shows the accepted supplier the buyer, in its detail and its (cached) list; the other supplier never', async () => {
    const accepted = await get(`/api/talepDetayislemKabul-${makerOffer}`, buyer);
    expect(accepted.statusCode).toBe(200);
    const alici = {
      adSoyad: BUYER.fullName,
      firmaad: BUYER.companyName,
      firmaTel: BUYER.companyPhone,
      tel: BUYER.phone,
      mail: buyer.email,
      wpHat: BUYER.whatsapp,
      adres: BUYER.address,
    };
    const detail = (await get(`/api/teklifDetay-${requestId}`, maker)).json();
    // the legacy field keeps its meaning: masked, as for every supplier
    expect(detail).toMatchObject({ firmaad: 'Y***** Y*** M*****', alici, cevaplar: [{ kabulDurumu: true }] });
    expect((await get('/api/teklifListesi', maker)).json()[0]).toMatchObject({ alici });

    for (const url of [`/api/teklifDetay-${requestId}`, '/api/teklifListesi', `/api/genelteklif-${requestId}`]) {
      const res = await get(url, rival);
      expect(res.statusCode, url).toBe(200);
      expectNoBuyer(res.body.replace(BUYER.companyName, '')); // the public page names the buyer to members
      if (url !== `/api/genelteklif-${requestId}`) expect(JSON.stringify(res.json())).toContain('"alici":null');
    }
  });

  it('is not another request of the same buyer: a supplier sees it only where its offer was accepted', async () => {
    const cat = await f.category(t.db, 'Vana');
    const valve = await f.catalogProduct(t.db, cat.id, 'Küresel Vana');
    const second = await f.request(t.db, buyer.id, valve.id, 'open');
    await f.offer(t.db, second.id, maker.id);
    t.app.cache.changed(); // a fixture written straight into the database
    const res = await get(`/api/teklifDetay-${second.id}`, maker);
    expectNoBuyer(res.body);
    expect(res.json().alici).toBeNull();
    const list = (await get('/api/teklifListesi', maker)).json() as { talep: { id: number }; alici: unknown }[];
    expect(list.find((i) => i.talep.id === second.id)?.alici).toBeNull();
    expect(list.find((i) => i.talep.id === requestId)?.alici).not.toBeNull();
  });
});
