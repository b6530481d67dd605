// Cached public answers (route-cache.ts): served without the database until a write, and a write through any call is
// visible at the next read. Members get their own cached answers of the lists that show them more; a page about the
// member who asks is made for them from cached data.
import { brotliDecompressSync } from 'node:zlib';
import { maskCompany } from '@tedarik/contract/text';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../test/app';
import * as f from '../../test/fixtures';
import { members } from '../db/schema/members';
import { requests } from '../db/schema/requests';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await testApp({ cache: true });
  auth = await t.asAdmin();
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

  it("serves a browser the kept answer compressed as it asks, the same bytes again: the answer's JSON", async () => {
    const url = '/api/imbtalepler?sayfa=1';
    const product = await f.catalogProduct(t.db, (await f.category(t.db, 'Ambalaj')).id, 'Oluklu Mukavva Koli');
    const buyer = await f.member(t.db);
    for (let i = 0; i < 8; i++) await f.request(t.db, buyer.id, product.id, 'open');
    t.app.cache.changed(); // the rows were written behind the server's back
    const plain = await t.app.inject(url);
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const first = await t.app.inject({ url, headers: browser });
    let again: Awaited<typeof first> | undefined;
    expect(await t.countQueries(async () => (again = await t.app.inject({ url, headers: browser })))).toBe(0);
    expect([first.headers['content-encoding'], first.headers.vary]).toEqual(['br', 'accept-encoding']);
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);
    expect(again?.rawPayload).toEqual(first.rawPayload);
    expect(plain.body).toContain('Oluklu Mukavva Koli');
  });

  it('keeps no answer under a URL longer than 2,048 characters (crafted URLs cannot fill the memory)', async () => {
    const search = (text: string) => t.app.inject(`/api/urunAra?s=${text}`);
    const long = `celik${'x'.repeat(2_100)}`;
    await search(long);
    expect(await t.countQueries(() => search(long))).toBeGreaterThan(0);
    await search('celik');
    expect(await t.countQueries(() => search('celik'))).toBe(0);
  });

  it('shows a write at the next read, and a login changes nothing', async () => {
    expect(await faq()).toEqual([]);
    expect((await addFaq('Teklif vermek ücretli mi?')).statusCode).toBe(200);
    expect((await faq()).map((q) => q.soru)).toEqual(['Teklif vermek ücretli mi?']);

    await t.app.inject({ method: 'POST', url: '/adn_api/login', payload: { kad: 'admin', sifre: 'Admin12345' } });
    expect(await t.countQueries(() => faq())).toBe(0);
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

describe("members' reads of public calls", () => {
  const dates = async (url: string, headers = {}) =>
    ((await t.app.inject({ url, headers })).json().liste as { tlb: { tarih: string | null } }[]).map(
      (r) => r.tlb.tarih,
    );
  const signedIn = async () => {
    const m = await f.member(t.db);
    return { member: m, headers: (await t.asMember(m)).auth };
  };

  it('keeps a public list for members apart from visitors: members see the dates, the second time from memory', async () => {
    const sector = await f.category(t.db, 'Kimya');
    const paint = await f.catalogProduct(t.db, sector.id, 'Boya');
    const { member, headers } = await signedIn();
    await f.request(t.db, member.id, paint.id);
    await addFaq('Talep tarihi kimlere görünür?'); // a write: the fixture above shows at the next read
    const url = `/api/imbtalepler-${sector.id}?sayfa=1`;

    expect(await dates(url)).toEqual([null]);
    expect(await dates(url, headers)).toEqual([expect.stringMatching(/^\d{4}-\d{2}-\d{2}/)]);
    expect(await t.countQueries(() => dates(url, headers))).toBe(0);
    // another member is served the members' answer, the visitor still the visitors'
    const other = await signedIn();
    expect(await dates(url, other.headers)).toEqual(await dates(url, headers));
    expect(await dates(url)).toEqual([null]);
    // credentials that are no session are a visitor's
    expect(await dates(url, { authorization: `${headers.authorization.slice(0, -4)}AAAA` })).toEqual([null]);

    await f.request(t.db, other.member.id, paint.id);
    await addFaq('Talepler ne zaman yayınlanır?');
    expect(await dates(url, headers)).toHaveLength(2);
  });

  it("makes a request's page for each member from kept data: who owns it, who offered, hidden from all but its owner", async () => {
    const sector = await f.category(t.db, 'Tekstil');
    const cotton = await f.catalogProduct(t.db, sector.id, 'Pamuk');
    const owner = await signedIn();
    const maker = await signedIn();
    const request = await f.request(t.db, owner.member.id, cotton.id);
    const detail = async (h = {}) => {
      const res = await t.app.inject({ url: `/api/genelteklif-${request.id}`, headers: h });
      return res.statusCode === 200 ? res.json() : res.statusCode;
    };
    const view = (d: { uye: boolean; sahibi: boolean; teklifVerildi: boolean; firmaAd: string }) => [
      d.uye,
      d.sahibi,
      d.teklifVerildi,
      d.firmaAd,
    ];
    const company = owner.member.companyName;

    expect(view(await detail(owner.headers))).toEqual([true, true, false, company]);
    expect(await t.countQueries(() => detail(owner.headers))).toBe(0);
    expect(view(await detail(maker.headers))).toEqual([true, false, false, company]);
    expect(await t.countQueries(() => detail(maker.headers))).toBe(0);
    expect(view(await detail())).toEqual([false, false, false, maskCompany(company)]);
    // a member who has not activated the account yet: the buyer stays masked, whoever read the page before
    const fresh = await signedIn();
    await t.db.update(members).set({ activatedAt: null }).where(eq(members.id, fresh.member.id));
    expect(view(await detail(fresh.headers))).toEqual([true, false, false, maskCompany(company)]);

    await f.offer(t.db, request.id, maker.member.id);
    await addFaq('Teklifler ne zaman görünür?'); // a write: the offer above shows at the next read
    expect(view(await detail(maker.headers))).toEqual([true, false, true, company]);
    expect(view(await detail(owner.headers))).toEqual([true, true, false, company]);

    await t.db.update(requests).set({ published: false }).where(eq(requests.id, request.id));
    await addFaq('Durdurulan talepler görünür mü?');
    expect(view(await detail(owner.headers))).toEqual([true, true, false, company]);
    expect(await detail(maker.headers)).toBe(404);
    expect(await detail()).toBe(404);
    // a member's answers are kept per what tells them apart, which is looked up before the request is validated: an
    // id that is no id is looked up as the id no request has (0), and answered as an unknown id is
    const unknown = await t.app.inject({ url: '/api/genelteklif-99999999', headers: maker.headers });
    for (const bad of ['abc', '0', '-1', '99999999999999999999', '1%00', `${request.id}.5`]) {
      const res = await t.app.inject({ url: `/api/genelteklif-${bad}`, headers: maker.headers });
      expect([bad, res.statusCode, res.body]).toEqual([bad, 404, unknown.body]);
    }
  });

  it('serves a call that reads no credentials from memory, with or without them', async () => {
    await faq();
    expect(await t.countQueries(() => faq(auth))).toBe(0);
  });
});

describe('what a write names', () => {
  it("keeps a visitor's cached list through a member marking notifications read, and not through an approval", async () => {
    const list = () => t.app.inject('/api/imbtalepler?sayfa=1');
    const box = await f.catalogProduct(t.db, (await f.category(t.db, 'Koli')).id, 'Kapaklı Koli');
    const buyer = await f.member(t.db);
    const pending = await f.request(t.db, buyer.id, box.id, 'pending');
    t.app.cache.changed(); // the rows were written behind the server's back
    const member = await f.member(t.db);
    const headers = (await t.asMember(member)).auth;
    const ids = (body: string) => (JSON.parse(body).liste as { tlb: { id: number } }[]).map((r) => r.tlb.id);
    const before = (await list()).body;
    expect(ids(before)).not.toContain(pending.id);

    const read = await t.app.inject({
      method: 'POST',
      url: '/api/bildirimOkundu',
      headers,
      payload: { tur: 'uyarilar' },
    });
    expect([read.statusCode, read.body]).toEqual([200, 'OK']);
    // served from the cache: no statement, the same bytes
    let again = '';
    expect(await t.countQueries(async () => (again = (await list()).body))).toBe(0);
    expect(again).toBe(before);

    const approve = await t.app.inject({
      method: 'POST',
      url: `/adn_api/uyeTalepGuncelle-${buyer.id}`,
      headers: auth,
      payload: { id: pending.id, durum: 1, aciklama: '' },
    });
    expect(approve.statusCode).toBe(200);
    expect(ids((await list()).body)).toContain(pending.id);
  });
});

describe('sessions kept in memory until a write that may end them', () => {
  // a member call whose answer is not kept (a member's lists are: member-answers.test.ts)
  const myTickets = (headers: Record<string, string>) => t.app.inject({ url: '/api/destekListesi', headers });
  const memberSession = async () => {
    const m = await f.member(t.db);
    return { id: m.id, headers: (await t.asMember(m)).auth };
  };

  it("asks the database for a member's session once, not at every call", async () => {
    const { headers } = await memberSession();
    const first = await t.countQueries(() => myTickets(headers));
    expect(await t.countQueries(() => myTickets(headers))).toBe(first - 1);
  });

  it("keeps a session through another member's write that names whom it touches (a ticket)", async () => {
    const [a, b] = [await memberSession(), await memberSession()];
    await myTickets(a.headers);
    const warm = await t.countQueries(() => myTickets(a.headers));
    const ticket = { baslik: 'Fatura', detay: 'Faturamı nereden alırım?' };
    const created = await t.app.inject({ method: 'POST', url: '/api/destekyeni', headers: b.headers, payload: ticket });
    expect(created.statusCode).toBe(200);
    expect(await t.countQueries(() => myTickets(a.headers))).toBe(warm);
  });

  it('refuses a session at once after its logout', async () => {
    const { headers } = await memberSession();
    expect((await myTickets(headers)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/cikis', headers })).body).toBe('OK');
    expect([(await myTickets(headers)).statusCode, (await myTickets(headers)).body]).toEqual([400, 'cikis']);
  });

  it("refuses a member's session at once when the back-office stops the member", async () => {
    const { id, headers } = await memberSession();
    expect((await myTickets(headers)).statusCode).toBe(200);
    const stop = await t.app.inject({
      method: 'POST',
      url: `/adn_api/uyeDetayGunc-${id}`,
      headers: auth,
      payload: { Durum: false, DurumAciklama: 'Sahte talepler' },
    });
    expect(stop.statusCode).toBe(200);
    expect((await myTickets(headers)).body).toBe('cikis');
  });

  it('never keeps a refused session: a wrong token stays refused', async () => {
    const { headers } = await memberSession();
    const wrong = { authorization: `${headers.authorization.slice(0, -4)}AAAA` };
    expect((await myTickets(wrong)).body).toBe('cikis');
    expect((await myTickets(wrong)).body).toBe('cikis');
    expect((await myTickets(headers)).statusCode).toBe(200);
  });
});

describe("the product list's total kept until the next write", () => {
  it('counts the products once for the pages of one list, and again after a write', async () => {
    const list = (sayfa: number) => () => t.app.inject(`/api/urunListesi?sayfa=${sayfa}`);
    const first = await t.countQueries(list(1));
    expect(await t.countQueries(list(2))).toBe(first - 1);
    await addFaq('Ürünler kaç günde yayında?');
    expect(await t.countQueries(list(3))).toBe(first);
  });
});

describe("the offerable feed's counts kept until the next write", () => {
  it("counts once for the pages of one member's feed, per member, and again after a write", async () => {
    const sector = await f.category(t.db, 'Ambalaj');
    const box = await f.catalogProduct(t.db, sector.id, 'Karton Kutu');
    const buyer = await f.member(t.db);
    const makers = [await f.member(t.db, { pkg: 'active' }), await f.member(t.db, { pkg: 'active' })];
    await f.product(t.db, makers[0].id, box.id, 'Oluklu kutu');
    await f.request(t.db, buyer.id, box.id);
    await addFaq('Kutu talepleri kimlere gider?'); // a write: the fixtures above show at the next read
    const [first, second] = await Promise.all(makers.map(async (m) => (await t.asMember(m)).auth));
    const feed = (headers: Record<string, string>, sayfa: number) => () =>
      t.app.inject({ url: `/api/uyetalelTeklifindex?sayfa=${sayfa}`, headers });
    const counts = async (headers: Record<string, string>) => {
      const { urunC, toplam } = (await feed(headers, 2)()).json();
      return [urunC, toplam];
    };

    // the session, the two counts, the page's ids and its rows; the same page again is kept for the member
    // (member-answers.test.ts), and another page reads its ids only (it has no rows): the counts are kept
    const cold = await t.countQueries(feed(first, 1));
    expect(cold).toBe(5);
    expect(await t.countQueries(feed(first, 1))).toBe(0);
    expect(await t.countQueries(feed(first, 2))).toBe(1);
    expect(await counts(first)).toEqual([1, 1]);
    expect(await counts(second)).toEqual([0, 0]);

    await f.request(t.db, buyer.id, box.id);
    await addFaq('Yeni kutu talepleri ne zaman görünür?');
    expect(await t.countQueries(feed(first, 1))).toBe(cold);
    expect(await counts(first)).toEqual([1, 2]);
  });
});

describe('back-office lists kept like public answers', () => {
  it("reads a page of every request once, and shows a member's new request at the next read", async () => {
    const list = () => t.app.inject({ url: '/adn_api/TumTalepListesi-1', headers: auth });
    const box = await f.catalogProduct(t.db, (await f.category(t.db, 'Kutu')).id, 'Karton Kutu');
    const buyer = await f.member(t.db);
    const headers = (await t.asMember(buyer)).auth;
    await list();
    expect(await t.countQueries(list)).toBe(0);
    const detay = 'Yüz adet karton kutu, çift oluklu.';
    const tarih = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/talepOlustur',
      headers,
      payload: { ktt: box.categoryId, urun: box.id, adet: 100, tip: 'Adet', malzeme: '', tarih, detay },
    });
    expect(created.statusCode).toBe(200);
    expect((await list()).json().liste[0]).toMatchObject({ uypkt: { id: created.json().id, detay } });
    // kept for every administrator: the answer does not depend on who asks
    expect(await t.countQueries(list)).toBe(0);
  });

  it('keeps a search apart from every other search, and shows a renamed member at the next search', async () => {
    const member = await f.member(t.db, { name: 'Işıl Kaynakçı', company: 'Kaynak Atölyesi' });
    const search =
      (body: string, type = 'application/x-www-form-urlencoded') =>
      async () => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/adn_api/uyeListAra',
          headers: { ...auth, 'content-type': type },
          payload: body,
        });
        expect(res.headers['cache-control']).toBe('no-store');
        return (res.json() as { liste: { uyeid: number; adSoyad: string }[] }).liste;
      };
    const named = search('ara=kaynak%C3%A7%C4%B1&sayfa=1');
    expect(await named()).toEqual([expect.objectContaining({ uyeid: member.id, adSoyad: 'Işıl Kaynakçı' })]);
    expect(await t.countQueries(named)).toBe(0);
    // the same search as JSON, its fields in another order: the answer kept
    expect(await t.countQueries(search('{"sayfa":1,"ara":"kaynakçı"}', 'application/json'))).toBe(0);
    // another search, another page of the same, or a company search: each read once
    for (const other of ['ara=at%C3%B6lye', 'ara=kaynak%C3%A7%C4%B1&sayfa=2'])
      expect(await t.countQueries(search(other))).toBeGreaterThan(0);
    // a rename behind the server's back is not seen; one through the back-office is
    await t.db.update(members).set({ fullName: 'Işıl Başka' }).where(eq(members.id, member.id));
    expect((await named())[0]?.adSoyad).toBe('Işıl Kaynakçı');
    const renamed = await t.app.inject({
      method: 'POST',
      url: '/adn_api/uyebilgilerimGuncelle',
      headers: auth,
      payload: {
        id: member.id,
        firma: 'Kaynak Atölyesi',
        AdSoyad: 'Işıl Kaynakçı Yılmaz',
        tel: '532 123 45 67',
        adres: 'OSB 3. Cadde No: 5 Gebze',
      },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await named())[0]?.adSoyad).toBe('Işıl Kaynakçı Yılmaz');
  });
});
