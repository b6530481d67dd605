// The trade cycle through the real calls: a buyer's request, moderation, the matching companies' feed and offers,
// acceptance revealing the supplier, a rating that counts once the administrator activates it.
import { OFFER_MSG } from '@tedarik/contract/offers/member';
import { REQUEST_MSG } from '@tedarik/contract/requests/member';
import { and, asc, desc, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { catalogProducts } from '../../db/schema/catalog';
import { members } from '../../db/schema/members';
import { notifications } from '../../db/schema/notifications';
import { outbox } from '../../db/schema/outbox';
import { requests } from '../../db/schema/requests';

let t: TestApp;
let pipe: { id: number; categoryId: number };
let other: { id: number; categoryId: number };
type Who = { id: number; email: string; auth: Record<string, string> };
let buyer: Who;
let maker: Who; // a company with a running package and a product under 'Çelik Boru'
let idle: Who; // a company without a package, with a product under it: notified, may not offer
let stranger: Who; // a company with a package but no product under it
let admin: Record<string, string>;

const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await testApp();
  const sector = await f.category(t.db, 'Metal');
  const cat = await f.category(t.db, 'Boru', sector.id);
  pipe = { ...(await f.catalogProduct(t.db, cat.id, 'Çelik Boru')), categoryId: cat.id };
  other = { ...(await f.catalogProduct(t.db, cat.id, 'Alüminyum Profil')), categoryId: cat.id };
  buyer = await t.asMember(await f.member(t.db, { company: 'Yılmaz Yapı' }));
  const makerRow = await f.member(t.db, { company: 'Ak Demir Çelik', pkg: 'active' });
  await t.db
    .update(members)
    .set({ phone: '532 000 00 01', companyPhone: '212 000 00 01', address: 'OSB 1. Cadde', whatsapp: '532 000 00 01' })
    .where(eq(members.id, makerRow.id));
  maker = await t.asMember(makerRow);
  await f.product(t.db, maker.id, pipe.id, 'Dikişsiz Boru');
  idle = await t.asMember(await f.member(t.db, { company: 'Paketsiz Firma', isCompany: true }));
  await f.product(t.db, idle.id, pipe.id, 'Paketsiz Boru');
  stranger = await t.asMember(await f.manufacturer(t.db, other.id, { company: 'Başka İşler' }));
  admin = await t.asAdmin();
});
afterAll(() => t.close());

const newRequest = (over: object = {}) => ({
  ktt: pipe.categoryId,
  urun: pipe.id,
  adet: 250,
  tip: 'Metre',
  malzeme: 'St37',
  tarih: future(30),
  detay: '2 inç dikişsiz çelik boru, galvanizli.',
  email: 'yok sayılır',
  ...over,
});

describe('a buyer creates and manages a request', () => {
  it('refuses a broken form with the spec messages, a past date, a product of another category and non-buyers', async () => {
    const empty = await t.post('/api/talepOlustur', {}, buyer.auth);
    expect(empty.statusCode).toBe(400);
    expect(empty.body.split('\n')).toEqual([
      REQUEST_MSG.category,
      REQUEST_MSG.product,
      REQUEST_MSG.unit,
      REQUEST_MSG.deliveryDate,
      REQUEST_MSG.detail,
    ]);
    expect((await t.post('/api/talepOlustur', newRequest({ detay: 'x'.repeat(4001) }), buyer.auth)).statusCode).toBe(
      400,
    );
    expect((await t.post('/api/talepOlustur', newRequest({ tarih: future(-1) }), buyer.auth)).body).toBe(
      REQUEST_MSG.deliveryDate,
    );
    expect((await t.post('/api/talepOlustur', newRequest({ ktt: 999999 }), buyer.auth)).body).toBe(REQUEST_MSG.product);
    // a catalog product the back-office closed is no longer on offer
    const closed = await f.catalogProduct(t.db, pipe.categoryId, 'Kapalı Ürün');
    await t.db.update(catalogProducts).set({ active: false }).where(eq(catalogProducts.id, closed.id));
    expect((await t.post('/api/talepOlustur', newRequest({ urun: closed.id }), buyer.auth)).body).toBe(
      REQUEST_MSG.product,
    );
    // a day no calendar has, and both wrong at once: every message, in the form's order
    expect((await t.post('/api/talepOlustur', newRequest({ tarih: '2031-02-30' }), buyer.auth)).body).toBe(
      REQUEST_MSG.deliveryDate,
    );
    expect((await t.post('/api/talepOlustur', newRequest({ ktt: 999999, tarih: future(-1) }), buyer.auth)).body).toBe(
      `${REQUEST_MSG.product}\n${REQUEST_MSG.deliveryDate}`,
    );
    const byCompany = await t.post('/api/talepOlustur', newRequest(), maker.auth);
    expect([byCompany.statusCode, byCompany.body]).toEqual([403, REQUEST_MSG.buyersOnly]);
    expect((await t.post('/api/talepOlustur', newRequest())).body).toBe('cikis');
  });

  it('creates a request that waits for moderation and shows in my requests only', async () => {
    const res = await t.post('/api/talepOlustur', newRequest({ adet: '' }), buyer.auth);
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json();
    const mine = (await t.get('/api/talepListesi', buyer.auth)).json();
    expect(mine[0]).toMatchObject({
      tlb: { id, adet: 0, tip: 'Metre', malzeme: 'St37', onay: null, durum: true, bitir: false, acik: true },
      urn: { id: pipe.id, urunAd: 'Çelik Boru' },
      beklenen: 0,
      toplam: 0,
    });
    expect((await t.get('/api/talepListesiBitmis', buyer.auth)).json()).toEqual([]);
    expect((await t.get(`/api/genelteklif-${id}`)).statusCode).toBe(404); // not public before approval
    // someone else's request is not found, and nothing of it is told
    const theirs = await t.get(`/api/talepDetay-${id}`, maker.auth);
    expect([theirs.statusCode, theirs.body]).toEqual([404, REQUEST_MSG.notFound]);
  });

  it('stops, publishes again and finishes a request; a finished one cannot change', async () => {
    const { id } = (await t.post('/api/talepOlustur', newRequest(), buyer.auth)).json();
    const act = (islem: string, who = buyer) => t.post(`/api/talepDetayislem-${id}`, { islem }, who.auth);
    expect((await act('durdur')).json().talep.durum).toBe(false);
    expect((await act('durdur')).json().talep.durum).toBe(true);
    expect((await act('bitir', maker)).statusCode).toBe(404);
    const done = (await act('bitir')).json();
    expect([done.talep.bitir, done.talep.acik]).toEqual([true, false]);
    expect((await act('durdur')).body).toBe(REQUEST_MSG.finished);
    expect(
      (await t.get('/api/talepListesiBitmis', buyer.auth)).json().map((r: { tlb: { id: number } }) => r.tlb.id),
    ).toContain(id);
  });
});

describe('the whole cycle', () => {
  let requestId: number;
  let offerId: number;

  it('the administrator approves: the buyer and every matching company hear of it, once', async () => {
    requestId = (await t.post('/api/talepOlustur', newRequest(), buyer.auth)).json().id;
    const reject = await t.post(
      `/adn_api/uyeTalepGuncelle-${buyer.id}`,
      { id: requestId, durum: 0, aciklama: '' },
      admin,
    );
    expect(reject.statusCode).toBe(400);
    const approve = async () =>
      t.post(`/adn_api/uyeTalepGuncelle-${buyer.id}`, { id: requestId, durum: 1, aciklama: '' }, admin);
    expect((await approve()).json().find((r: { uypkt: { id: number } }) => r.uypkt.id === requestId).uypkt.onay).toBe(
      true,
    );
    await t.post(`/adn_api/uyeTalepGuncelle-${buyer.id}`, { id: requestId, durum: -1, aciklama: '' }, admin);
    await approve(); // approved again: nobody is told twice

    const matches = await t.db
      .select({ memberId: notifications.memberId })
      .from(notifications)
      .where(and(eq(notifications.requestId, requestId), eq(notifications.kind, 'request_match')));
    expect(matches.map((m) => m.memberId).sort()).toEqual([maker.id, idle.id].sort());
    const talepler = (await t.get('/api/bildirimTalepler', maker.auth)).json();
    expect(talepler.okunmamis).toBe(1);
    expect(talepler.liste[0].metin).toBe('Y***** Y*** firması 250 Metre Çelik Boru için yeni bir talep oluşturdu.');
    expect(talepler.liste[0].link).toBe(`/talep-detay-${requestId}`);
    // one mail (and one SMS when there is a phone) per company, queued
    const mails = await t.db.select().from(outbox).where(eq(outbox.recipient, maker.email));
    expect(mails.filter((m) => m.subject === 'Yeni talep: Çelik Boru')).toHaveLength(1);
    expect((await t.get('/api/bildirimUyarilar', buyer.auth)).json().liste[0].metin).toContain('onaylandı');
    expect((await t.get(`/api/genelteklif-${requestId}`)).statusCode).toBe(200);
  });

  it('a matching manufacturer sees it in its feed; others do not and may not offer', async () => {
    const feed = (await t.get('/api/uyetalelTeklifindex', maker.auth)).json();
    expect(feed.urunC).toBe(1);
    expect(feed.liste.map((r: { tlb: { id: number } }) => r.tlb.id)).toContain(requestId);
    expect(feed.liste[0].firmaad).toBe('Y***** Y***');
    expect((await t.get('/api/uyetalelTeklifindex', stranger.auth)).json().liste).toEqual([]);

    const offer = { tarih: future(20), detay: 'Stoktan teslim.', fiyat: '1250.5', parabirimi: 'USD' };
    const url = `/api/genelteklifolustur-${requestId}`;
    expect((await t.post(url, offer, idle.auth)).body).toBe(OFFER_MSG.noPackage);
    expect((await t.post(url, offer, stranger.auth)).body).toBe(OFFER_MSG.notMatching);
    // a request that is not public is not told apart from none; a manufacturer's own request takes no offer of its own
    const finished = await f.request(t.db, buyer.id, pipe.id, 'finished');
    const own = await f.request(t.db, maker.id, pipe.id, 'open');
    const refused = async (id: number) => {
      const res = await t.post(`/api/genelteklifolustur-${id}`, offer, maker.auth);
      return [res.statusCode, res.body];
    };
    expect(await refused(finished.id)).toEqual([404, REQUEST_MSG.notFound]);
    expect(await refused(own.id + 1000)).toEqual([404, REQUEST_MSG.notFound]);
    expect(await refused(own.id)).toEqual([403, OFFER_MSG.own]);
    expect((await t.post(url, { ...offer, fiyat: '0' }, maker.auth)).body).toBe(OFFER_MSG.price);
    expect((await t.post(url, { ...offer, tarih: '2031-02-30' }, maker.auth)).body).toBe(OFFER_MSG.deliveryDate);
    // a double tap: one offer, counted once (the next test), and the buyer told once
    const both = await Promise.all([t.post(url, offer, maker.auth), t.post(url, offer, maker.auth)]);
    expect(both.map((r) => r.body).sort()).toEqual([OFFER_MSG.created, OFFER_MSG.twice].sort());
    expect((await t.post(url, offer, maker.auth)).body).toBe(OFFER_MSG.twice);
    const told = (await t.get('/api/bildirimUyarilar', buyer.auth)).json().liste as { metin: string }[];
    expect(told.map((n) => n.metin).filter((m) => m.includes('yeni bir teklif geldi'))).toEqual([
      'Çelik Boru talebinize yeni bir teklif geldi.',
    ]);
    // the public page tells a viewer its own request and its own offer, so the button shows only where it can work
    const page = async (who: Who) => (await t.get(`/api/genelteklif-${requestId}`, who.auth)).json();
    expect(await page(maker)).toMatchObject({ sahibi: false, teklifVerildi: true });
    expect(await page(stranger)).toMatchObject({ sahibi: false, teklifVerildi: false });
    expect(await page(buyer)).toMatchObject({ sahibi: true, teklifVerildi: false });
    expect(
      (await t.get('/api/uyetalelTeklifindex', maker.auth)).json().liste.map((r: { tlb: { id: number } }) => r.tlb.id),
    ).not.toContain(requestId);

    const mine = (await t.get('/api/teklifListesi', maker.auth)).json();
    expect(mine[0]).toMatchObject({
      cevap: { fiyat: 1250.5, paraBirimi: 'USD', kabulDurumu: false },
      talep: { id: requestId },
      bitti: false,
    });
    offerId = mine[0].cevap.id;
    expect((await t.get(`/api/teklifDetay-${requestId}`, maker.auth)).json().cevaplar).toHaveLength(1);
    expect((await t.get(`/api/teklifDetay-${requestId}`, stranger.auth)).statusCode).toBe(404);
  });

  it('the buyer sees the offer without the supplier until accepting it', async () => {
    const before = await t.get(`/api/talepDetay-${requestId}`, buyer.auth);
    expect(before.json().cevaplar[0]).toMatchObject({
      id: offerId,
      kabulDurumu: false,
      firma: null,
      firmaad: 'A* D**** Ç****',
    });
    for (const secret of ['Ak Demir', maker.email, '532 000 00 01', 'OSB 1. Cadde'])
      expect(before.body).not.toContain(secret);
    const mine = (await t.get('/api/talepListesi', buyer.auth))
      .json()
      .find((r: { tlb: { id: number } }) => r.tlb.id === requestId);
    expect([mine.beklenen, mine.toplam]).toEqual([1, 1]);

    expect((await t.get(`/api/talepDetayislemKabul-${offerId}`, stranger.auth)).statusCode).toBe(404);
    const rateEarly = await t.post(
      '/api/talepyorumYap',
      { puan: 5, yorum: '', id: offerId, teklifid: requestId },
      buyer.auth,
    );
    expect(rateEarly.body).toBe(REQUEST_MSG.ratingNotReviewed);

    const after = (await t.get(`/api/talepDetayislemKabul-${offerId}`, buyer.auth)).json();
    expect(after.cevaplar[0].kabulDurumu).toBe(true);
    expect(after.cevaplar[0].firma).toMatchObject({
      firmaad: 'Ak Demir Çelik',
      tel: '532 000 00 01',
      mail: maker.email,
      adres: 'OSB 1. Cadde',
    });
    await t.get(`/api/talepDetayislemKabul-${offerId}`, buyer.auth); // twice: counted once
    const counts = (await t.get('/api/talepListesi', buyer.auth))
      .json()
      .find((r: { tlb: { id: number } }) => r.tlb.id === requestId);
    expect([counts.beklenen, counts.toplam]).toEqual([0, 1]);
    const alerts = (await t.get('/api/bildirimUyarilar', maker.auth)).json();
    expect(alerts.liste[0].metin).toContain('kabul edildi');
  });

  it('the buyer rates once; the rating counts in public after the administrator activates it', async () => {
    const rate = (puan: number) =>
      t.post('/api/talepyorumYap', { puan, yorum: 'Zamanında teslim.', id: offerId, teklifid: requestId }, buyer.auth);
    expect((await rate(6)).body).toBe(REQUEST_MSG.ratingScore);
    // someone else's offer, or the offer named with another request: not found, and nothing written
    const strangers = await t.post(
      '/api/talepyorumYap',
      { puan: 1, yorum: '', id: offerId, teklifid: requestId },
      stranger.auth,
    );
    expect([strangers.statusCode, strangers.body]).toEqual([404, REQUEST_MSG.offerNotFound]);
    const elsewhere = await t.post(
      '/api/talepyorumYap',
      { puan: 1, yorum: '', id: offerId, teklifid: requestId + 1000 },
      buyer.auth,
    );
    expect([elsewhere.statusCode, elsewhere.body]).toEqual([404, REQUEST_MSG.offerNotFound]);
    expect((await rate(4)).json().cevaplar[0].puan).toMatchObject({ puan: 4, yorum: 'Zamanında teslim.' });
    expect((await rate(5)).body).toBe(REQUEST_MSG.ratingTwice);
    const told = (await t.get('/api/bildirimUyarilar', maker.auth)).json().liste;
    expect(told.filter((n: { metin: string }) => n.metin.includes('yıldız'))).toEqual([
      expect.objectContaining({
        metin: 'Bir teklifiniz 4 yıldız ile puanlandı; puan yönetici onayından sonra yayınlanacak.',
        link: `/account-d-detay-teklif-${requestId}`,
      }),
    ]);

    const company = async () => (await t.get(`/api/firmadetay-${maker.id}`)).json().puan;
    expect(await company()).toEqual({ ortalama: null, adet: 0 }); // waiting
    const home = (await t.get('/adn_api/indexAdminBilgiler', admin)).json();
    const rating = home.indexFirmaYorumList.find(
      (r: { puanlanan: { uyeid: number } }) => r.puanlanan.uyeid === maker.id,
    );
    expect(rating).toMatchObject({ baslik: 'Çelik Boru', fp: { puan: 4, islem: -1 }, puanlayan: { uyeid: buyer.id } });
    expect((await t.post('/adn_api/firmaPuanGunc', { secilenPaket: 1, id: rating.id }, admin)).body).toBe(
      'Güncellendi.',
    );
    expect(await company()).toEqual({ ortalama: 4, adet: 1 });
    await t.post(`/adn_api/firmaPuanGunc-${rating.id}`, { secilenPaket: 0, id: rating.id }, admin);
    expect(await company()).toEqual({ ortalama: null, adet: 0 });
    expect((await t.get(`/adn_api/uyefirmaPuan-${maker.id}`, admin)).json()[0].fp.islem).toBe(0);
  });

  it('the back-office lists, searches and shows the offers of a request', async () => {
    const page = (await t.get('/adn_api/TumTalepListesi-1', admin)).json();
    expect(page.toplam).toBeGreaterThanOrEqual(3);
    expect(page.liste[0]).toHaveProperty('uy.firma');
    const found = (await t.post('/adn_api/tumTalepListesi', { ara: 'ÇELİK bor' }, admin)).json().liste;
    expect(found.every((r: { katUrun: { urunAd: string } }) => r.katUrun.urunAd === 'Çelik Boru')).toBe(true);
    expect(found.length).toBeGreaterThan(0);
    expect((await t.post('/adn_api/tumTalepListesi', { ara: 'yılmaz' }, admin)).json().liste.length).toBeGreaterThan(0);
    // a request found by its member and by its product is listed once, among the others, newest first
    const steel = await f.member(t.db, { company: 'Çelik Ticaret' });
    const byMember = await f.request(t.db, steel.id, other.id, 'open');
    const byBoth = await f.request(t.db, steel.id, pipe.id, 'open');
    const both = (await t.post('/adn_api/tumTalepListesi', { ara: 'çelik' }, admin)).json().liste;
    const ids: number[] = both.map((r: { uypkt: { id: number } }) => r.uypkt.id);
    const made = await t.db
      .select({ id: requests.id, createdAt: requests.createdAt })
      .from(requests)
      .where(inArray(requests.id, ids));
    made.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
    expect(ids).toEqual(made.map((r) => r.id));
    expect(ids.filter((id) => [byMember.id, byBoth.id, requestId].includes(id))).toHaveLength(3);
    const offers = (await t.get(`/adn_api/uyeTalepCevapListesi-${requestId}`, admin)).json();
    expect(offers[0]).toMatchObject({ uye: { uyeid: maker.id }, fPuan: { puan: 4 } });
    const counted = (await t.get('/adn_api/counted', admin)).json();
    expect(counted.talepC).toBeGreaterThanOrEqual(3);
  });

  it('finds the newest requests of a text more than a thousand catalog products have, the last of them too', async () => {
    // past 1,000 matching products the search is given the match itself, not the first thousand ids it read
    await t.db.execute(sql`insert into catalog_products (category_id, name, slug, search)
      select ${pipe.categoryId}, 'Kalıp Parçası ' || g, 'kalip-parcasi-' || g, 'kalip parcasi ' || g
      from generate_series(1, 1100) g`);
    const [firstMade, lastMade] = await Promise.all(
      [asc, desc].map((order) =>
        t.db
          .select({ id: catalogProducts.id })
          .from(catalogProducts)
          .where(like(catalogProducts.search, 'kalip parcasi %'))
          .orderBy(order(catalogProducts.id))
          .limit(1)
          .then(([p]) => p),
      ),
    );
    const older = await f.request(t.db, buyer.id, firstMade.id, 'open', { createdMinutesAgo: 1 });
    const newest = await f.request(t.db, buyer.id, lastMade.id, 'open', { createdMinutesAgo: 0 });
    const found = (await t.post('/adn_api/tumTalepListesi', { ara: 'KALIP parçası' }, admin)).json().liste;
    expect(found.map((r: { uypkt: { id: number } }) => r.uypkt.id)).toEqual([newest.id, older.id]);
    // a text nothing has: the administrator's session, then one reading of each side's index, and no more
    const none = () => t.post('/adn_api/tumTalepListesi', { ara: 'hiç kimsede olmayan' }, admin);
    await t.outbox.flush(); // the notices of the requests above, sent now and not while counting
    expect(await t.countQueries(none)).toBe(3);
    expect((await none()).json()).toEqual({ liste: [] });
    await t.db.delete(requests).where(inArray(requests.id, [older.id, newest.id]));
    await t.db.delete(catalogProducts).where(like(catalogProducts.search, 'kalip parcasi %'));
  });

  it('marks a notification list read when it is opened', async () => {
    expect((await t.post('/api/bildirimOkundu', { tur: 'talepler' }, maker.auth)).body).toBe('OK');
    expect((await t.get('/api/bildirimTalepler', maker.auth)).json().okunmamis).toBe(0);
    expect((await t.post('/api/bildirimOkundu', { tur: 'hepsi' }, maker.auth)).statusCode).toBe(400);
  });
});

describe('lists cost the same number of statements whatever their length', () => {
  it('my requests, the feed and the back-office list', async () => {
    const calls = [
      () => t.get('/api/talepListesi', buyer.auth),
      () => t.get('/api/uyetalelTeklifindex', maker.auth),
      () => t.get('/adn_api/TumTalepListesi-1', admin),
      () => t.get('/api/teklifListesi', maker.auth),
    ];
    const before = [];
    for (const c of calls) before.push(await t.countQueries(c));
    for (let i = 0; i < 6; i++) {
      const r = await f.request(t.db, buyer.id, pipe.id);
      await f.offer(t.db, r.id, maker.id);
    }
    const after = [];
    for (const c of calls) after.push(await t.countQueries(c));
    expect(after).toEqual(before);
  });
});
