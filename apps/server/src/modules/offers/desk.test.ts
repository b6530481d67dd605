// The decision desk through the real calls (issue 37 items 1, 4, 5): richer offers and their KDV arithmetic, the cap
// under parallel offers, sealed requests hidden from every answer the buyer can get until the opening job runs,
// revisions kept as versions, and new rounds.
import { AMOUNT_MSG } from '@tedarik/contract/money';
import { OFFER_MSG } from '@tedarik/contract/offers/member';
import { DESK_MSG } from '@tedarik/contract/offers/member-desk';
import { REQUEST_MSG } from '@tedarik/contract/requests/member';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { notifications } from '../../db/schema/notifications';
import { offers, offerVersions } from '../../db/schema/offers';
import { outbox } from '../../db/schema/outbox';
import { requests } from '../../db/schema/requests';
import { openSealedOffers } from './service';

let t: TestApp;
let shift = 0; // the server's clock, moved by the tests
const clock = { now: () => new Date(Date.now() + shift) };
const jobCtx = {
  get db() {
    return t.db;
  },
  publicUrl: 'http://localhost:3000',
};
let pipe: { id: number; categoryId: number };
type Who = { id: number; email: string; auth: Record<string, string> };
let buyer: Who;
let otherBuyer: Who;
const makers: Who[] = [];

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who?: Who, payload?: object) =>
  t.app.inject({ method, url, headers: who?.auth ?? {}, ...(payload && { payload }) });
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

const newRequest = (over: object = {}) => ({
  categoryId: pipe.categoryId,
  catalogProductId: pipe.id,
  quantity: 100,
  unit: 'Adet',
  material: 'St37',
  detail: 'Galvanizli dikişsiz boru, 2 inç.',
  deliveryOn: day(30),
  ...over,
});
const terms = (over: object = {}) => ({
  unitPrice: '12.35',
  currency: 'TL',
  vatRate: 20,
  vatIncluded: false,
  deliveryOn: day(20),
  paymentDays: 30,
  validUntil: day(10),
  note: 'Stoktan teslim.',
  ...over,
});
/** A request made through the v2 call and approved by the back-office (straight in the database). */
async function approvedRequest(over: object = {}, who = buyer) {
  const res = await call('POST', '/api/v2/requests', who, newRequest(over));
  expect(res.statusCode, res.body).toBe(200);
  const { id } = res.json() as { id: number };
  await t.db.update(requests).set({ approved: true }).where(eq(requests.id, id));
  return id;
}

beforeAll(async () => {
  t = await testApp({ clock });
  const sector = await f.category(t.db, 'Metal');
  const cat = await f.category(t.db, 'Boru', sector.id);
  pipe = { ...(await f.catalogProduct(t.db, cat.id, 'Çelik Boru')), categoryId: cat.id };
  buyer = await t.asMember(await f.member(t.db, { company: 'Yılmaz Yapı' }));
  otherBuyer = await t.asMember(await f.member(t.db, { company: 'Başka Alıcı' }));
  for (let i = 0; i < 20; i++) {
    const m = await t.asMember(await f.member(t.db, { company: `Gizli İmalat ${i}`, pkg: 'active' }));
    await f.product(t.db, m.id, pipe.id, `Boru ${i}`);
    makers.push(m);
  }
});
afterAll(() => t.close());

describe('a request with the desk’s terms', () => {
  it('is sealed and capped through the v2 call; the legacy call makes neither', async () => {
    const id = await approvedRequest({ sealed: true, offerDeadline: inHours(2), offerCap: 10 });
    const [row] = await t.db.select().from(requests).where(eq(requests.id, id));
    expect([row.sealed, row.offerCap, row.openedAt]).toEqual([true, 10, null]);
    const legacy = await call('POST', '/api/talepOlustur', buyer, {
      ktt: pipe.categoryId,
      urun: pipe.id,
      adet: 5,
      tip: 'Adet',
      tarih: day(30),
      detay: 'Eski istemciden talep.',
    });
    const [old] = await t.db.select().from(requests).where(eq(requests.id, legacy.json().id));
    expect([old.sealed, old.offerCap, old.offerDeadline]).toEqual([false, null, null]);
    // the lists show the cap
    const mine = (await call('GET', '/api/talepListesi', buyer)).json() as {
      tlb: { id: number };
      teklifSiniri: number | null;
    }[];
    expect(mine.find((r) => r.tlb.id === id)?.teklifSiniri).toBe(10);
    const page = (await call('GET', `/api/genelteklif-${id}`)).json();
    expect([page.teklifSiniri, page.kapaliZarf, page.toplamCevaplar]).toEqual([10, true, 0]);
  });

  it('refuses a broken deadline, cap or form with each field named, and hostile input', async () => {
    const refused = async (body: object) => {
      const res = await call('POST', '/api/v2/requests', buyer, body);
      expect(res.statusCode).toBe(400);
      return res.json() as { message: string; fields?: Record<string, string> };
    };
    expect((await refused(newRequest({ sealed: true }))).fields).toEqual({ offerDeadline: DESK_MSG.offerDeadline });
    expect((await refused(newRequest({ sealed: true, offerDeadline: inHours(-1) }))).fields).toEqual({
      offerDeadline: DESK_MSG.offerDeadline,
    });
    expect((await refused(newRequest({ sealed: true, offerDeadline: inHours(24 * 40) }))).fields).toEqual({
      offerDeadline: DESK_MSG.offerDeadlineLate,
    });
    for (const offerCap of [0, 51, 2.5, '1e1', 'on', true])
      expect((await refused(newRequest({ offerCap }))).fields?.offerCap).toBe(DESK_MSG.offerCap);
    expect((await refused(newRequest({ sealed: 'yes' }))).fields?.sealed).toBeDefined();
    expect(
      (await refused(newRequest({ offerDeadline: 'x'.repeat(100_000), sealed: true }))).fields?.offerDeadline,
    ).toBe(DESK_MSG.offerDeadline);
    expect((await refused(newRequest({ detail: 'boru\u0000boru' }))).fields?.detail).toBeDefined();
    expect((await refused(newRequest({ detail: 'x'.repeat(1_000_000) }))).fields?.detail).toBeDefined();
    expect((await refused(newRequest({ quantity: -1 }))).fields?.quantity).toBe(REQUEST_MSG.quantity);
    const byCompany = await call('POST', '/api/v2/requests', makers[0], newRequest());
    expect([byCompany.statusCode, byCompany.json().message]).toEqual([403, REQUEST_MSG.buyersOnly]);
    const anonymous = await call('POST', '/api/v2/requests', undefined, newRequest());
    expect(anonymous.statusCode).toBe(400);
  });
});

describe('a richer offer', () => {
  let requestId: number;
  beforeAll(async () => {
    requestId = await approvedRequest({ quantity: 100 });
  });

  it('stores the total as unit price × quantity, to the kuruş, and keeps version 1', async () => {
    const res = await call('POST', `/api/v2/requests/${requestId}/offers`, makers[0], terms());
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.json();
    expect(mine.offer).toMatchObject({
      unitPrice: '12.35',
      total: '1235.00',
      vatRate: 20,
      vatIncluded: false,
      version: 1,
    });
    expect(mine.locked).toBeNull();
    const [row] = await t.db.select().from(offers).where(eq(offers.id, mine.offer.id));
    expect([row.price, row.unitPrice, row.paymentDays, row.validUntil]).toEqual(['1235.00', '12.35', 30, day(10)]);
    const versions = await t.db.select().from(offerVersions).where(eq(offerVersions.offerId, row.id));
    expect(versions.map((v) => [v.version, v.price, v.round])).toEqual([[1, '1235.00', 1]]);
    // the legacy answers keep working with the total
    const legacy = (await call('GET', `/api/talepDetay-${requestId}`, buyer)).json();
    expect(legacy.cevaplar[0]).toMatchObject({ fiyat: 1235, paraBirimi: 'TL' });
  });

  it('reads a unit price as a Turkish user types it: 1.234,56 and 12.500 (issue 47 item 15)', async () => {
    for (const [typed, unitPrice, total] of [
      ['1.234,56', '1234.56', '123456.00'],
      ['12.500', '12500.00', '1250000.00'],
    ]) {
      const id = await approvedRequest({ quantity: 100 });
      const res = await call('POST', `/api/v2/requests/${id}/offers`, makers[3], terms({ unitPrice: typed }));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().offer, typed).toMatchObject({ unitPrice, total });
    }
  });

  it('takes a unit price as the total when the quantity is unknown, in USD with KDV included', async () => {
    const unknown = await approvedRequest({ quantity: 0 });
    const res = await call(
      'POST',
      `/api/v2/requests/${unknown}/offers`,
      makers[1],
      terms({ unitPrice: '0.01', currency: 'USD', vatRate: 1, vatIncluded: true, paymentDays: 0 }),
    );
    expect(res.json().offer).toMatchObject({ total: '0.01', unitPrice: '0.01', currency: 'USD', paymentDays: 0 });
  });

  it('refuses broken terms with each field named, hostile input and a total past the column', async () => {
    const refused = async (body: object, who = makers[2]) => {
      const res = await call('POST', `/api/v2/requests/${requestId}/offers`, who, body);
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      return res.json() as { message: string; fields?: Record<string, string> };
    };
    for (const unitPrice of ['-1', '1e3', '0x10', '1,234.56', '12,505', '', 12.5, null, 'x'.repeat(100_000)])
      expect(
        (await refused(terms({ unitPrice }))).fields?.unitPrice?.startsWith(DESK_MSG.unitPrice),
        `${unitPrice}`,
      ).toBe(true);
    expect((await refused(terms({ unitPrice: '12,505' }))).fields?.unitPrice).toBe(
      `${DESK_MSG.unitPrice} ${AMOUNT_MSG.decimals}`,
    );
    for (const vatRate of [5, '20', null, 100])
      expect((await refused(terms({ vatRate }))).fields?.vatRate).toBe(DESK_MSG.vatRate);
    for (const paymentDays of [-1, 366, 1.5, 'peşin'])
      expect((await refused(terms({ paymentDays }))).fields?.paymentDays).toBe(DESK_MSG.paymentDays);
    expect((await refused(terms({ vatIncluded: 'evet' }))).fields?.vatIncluded).toBe(DESK_MSG.vatIncluded);
    expect((await refused(terms({ currency: 'GBP' }))).fields?.currency).toBeDefined();
    expect((await refused(terms({ note: 'a\u0000b' }))).fields?.note).toBeDefined();
    expect((await refused(terms({ note: 'x'.repeat(4001) }))).fields?.note).toBeDefined();
    expect((await refused(terms({ validUntil: day(-1) }))).fields).toEqual({ validUntil: DESK_MSG.validUntil });
    expect((await refused(terms({ deliveryOn: '2031-02-30' }))).fields?.deliveryOn).toBeDefined();
    // 999,999,999,999.99 × 100 is past numeric(14,2)
    expect((await refused(terms({ unitPrice: '999999999999.99' }))).fields).toEqual({
      unitPrice: DESK_MSG.totalTooLarge,
    });
    // the legacy rules hold on the v2 call: once per request, only with a package, not on one's own
    const twice = await refused(terms(), makers[0]);
    expect(twice.message).toBe(OFFER_MSG.twice);
    expect((await refused(terms(), buyer)).message).toBe(OFFER_MSG.noPackage);
    const missing = await call('POST', '/api/v2/requests/99999999/offers', makers[2], terms());
    expect([missing.statusCode, missing.json().message]).toEqual([404, REQUEST_MSG.notFound]);
  });
});

describe('the cap', () => {
  it('never takes more offers than it allows, under 20 at once (legacy and v2 calls alike)', async () => {
    const id = await approvedRequest({ offerCap: 3 });
    const answers = await Promise.all(
      makers.map((m, i) =>
        i % 2
          ? call('POST', `/api/v2/requests/${id}/offers`, m, terms())
          : call('POST', `/api/genelteklifolustur-${id}`, m, {
              tarih: day(20),
              detay: '',
              fiyat: '100',
              parabirimi: 'TL',
            }),
      ),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(3);
    const full = DESK_MSG.full(3);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect(a.statusCode).toBe(409);
      expect(String(a.headers['content-type']).includes('json') ? a.json().message : a.body).toBe(full);
    }
    const [row] = await t.db.select().from(requests).where(eq(requests.id, id));
    expect([row.offerCount, row.unreviewedCount]).toEqual([3, 3]);
    expect(await t.db.$count(offers, eq(offers.requestId, id))).toBe(3);
    expect(
      await t.db.$count(notifications, and(eq(notifications.requestId, id), eq(notifications.kind, 'offer_received'))),
    ).toBe(3);
    const page = (await call('GET', `/api/genelteklif-${id}`)).json();
    expect([page.toplamCevaplar, page.teklifSiniri]).toEqual([3, 3]);
  });
});

describe('a sealed request', () => {
  let id: number;
  const secrets = ['777.77', '77777.00', 'Gizli İmalat', 'G**** İ*****', 'Gizli not'];
  const leaks = (body: string) => secrets.filter((s) => body.includes(s));

  beforeAll(async () => {
    id = await approvedRequest({ sealed: true, offerDeadline: inHours(1), offerCap: 10 });
    for (const m of makers.slice(0, 2)) {
      const res = await call(
        'POST',
        `/api/v2/requests/${id}/offers`,
        m,
        terms({ unitPrice: '777.77', note: 'Gizli not' }),
      );
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('shows its buyer only how many offers came, in every answer (raw bodies)', async () => {
    const answers = [];
    // one after the other: the two stops must not race (each toggles)
    for (const next of [
      () => call('GET', '/api/talepListesi', buyer),
      () => call('GET', '/api/talepListesiBitmis', buyer),
      () => call('GET', `/api/talepDetay-${id}`, buyer),
      () => call('GET', `/api/genelteklif-${id}`, buyer),
      () => call('GET', '/api/bildirimUyarilar', buyer),
      () => call('GET', '/api/bildirimTalepler', buyer),
      () => call('GET', `/api/v2/requests/${id}/desk`, buyer),
      () => call('POST', `/api/talepDetayislem-${id}`, buyer, { islem: 'durdur' }),
      () => call('POST', `/api/talepDetayislem-${id}`, buyer, { islem: 'durdur' }),
    ])
      answers.push(await next());
    for (const a of answers) {
      expect(a.statusCode, a.body).toBe(200);
      expect(leaks(a.body), a.body).toEqual([]);
    }
    const detail = answers[2].json();
    expect([detail.cevaplar, detail.toplamCevaplar]).toEqual([[], 2]);
    const desk = answers[6].json();
    expect(desk).toMatchObject({
      sealed: true,
      hidden: true,
      offerCount: 2,
      offerCap: 10,
      offers: [],
      canOpenRound: false,
    });
    // an offer's versions, its acceptance, a rating and a round are refused before the deadline
    const [offerRow] = await t.db.select().from(offers).where(eq(offers.requestId, id)).limit(1);
    const versions = await call('GET', `/api/v2/offers/${offerRow.id}/versions`, buyer);
    expect([versions.statusCode, versions.json().message]).toEqual([409, DESK_MSG.sealedUnopened]);
    const accept = await call('GET', `/api/talepDetayislemKabul-${offerRow.id}`, buyer);
    expect([accept.statusCode, accept.body]).toEqual([409, DESK_MSG.sealedUnopened]);
    const rate = await call('POST', '/api/talepyorumYap', buyer, { puan: 5, yorum: '', id: offerRow.id, teklifid: id });
    expect(leaks(rate.body)).toEqual([]);
    const round = await call('POST', `/api/v2/requests/${id}/rounds`, buyer, {
      message: 'Fiyat?',
      deadline: inHours(5),
    });
    expect([round.statusCode, round.json().message]).toEqual([409, DESK_MSG.sealedUnopened]);
    // the notice of an offer says only that one came
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.requestId, id), eq(notifications.memberId, buyer.id)));
    expect(told.map((n) => n.text)).toEqual([
      'Çelik Boru talebinize yeni bir teklif geldi.',
      'Çelik Boru talebinize yeni bir teklif geldi.',
    ]);
  });

  it('shows no supplier another’s offer, nor who offered', async () => {
    const other = makers[0];
    for (const a of [
      await call('GET', `/api/genelteklif-${id}`, makers[5]),
      await call('GET', `/api/genelteklif-${id}`),
      await call('GET', `/api/v2/requests/${id}/my-offer`, other),
      await call('GET', `/api/teklifDetay-${id}`, other),
    ]) {
      expect(a.statusCode).toBe(200);
      expect(a.body.includes('G**** İ*****')).toBe(false);
    }
    const [theirs] = await t.db
      .select()
      .from(offers)
      .where(and(eq(offers.requestId, id), eq(offers.memberId, makers[1].id)));
    expect((await call('GET', `/api/v2/offers/${theirs.id}/versions`, other)).statusCode).toBe(404);
    expect((await call('PUT', `/api/v2/offers/${theirs.id}`, other, terms())).statusCode).toBe(404);
    expect((await call('GET', `/api/v2/requests/${id}/desk`, other)).statusCode).toBe(404);
    expect((await call('GET', `/api/v2/requests/${id}/desk`, otherBuyer)).statusCode).toBe(404);
  });

  it('lets its suppliers revise until the deadline, then refuses offers and revisions', async () => {
    const [mine] = await t.db
      .select()
      .from(offers)
      .where(and(eq(offers.requestId, id), eq(offers.memberId, makers[0].id)));
    const revised = await call(
      'PUT',
      `/api/v2/offers/${mine.id}`,
      makers[0],
      terms({ unitPrice: '700', note: 'Gizli not' }),
    );
    expect(revised.statusCode, revised.body).toBe(200);
    expect(revised.json().offer).toMatchObject({ version: 2, total: '70000.00' });
    shift = 2 * 3_600_000;
    try {
      const late = await call('POST', `/api/v2/requests/${id}/offers`, makers[3], terms());
      expect([late.statusCode, late.json().message]).toEqual([409, DESK_MSG.deadlinePassed]);
      const legacyLate = await call('POST', `/api/genelteklifolustur-${id}`, makers[3], { tarih: day(20), fiyat: '5' });
      expect([legacyLate.statusCode, legacyLate.body]).toEqual([409, DESK_MSG.deadlinePassed]);
      const lateRevision = await call('PUT', `/api/v2/offers/${mine.id}`, makers[0], terms());
      expect([lateRevision.statusCode, lateRevision.json().message]).toEqual([409, DESK_MSG.deadlinePassed]);
      // still hidden until the job opens it
      expect(leaks((await call('GET', `/api/talepDetay-${id}`, buyer)).body)).toEqual([]);
    } finally {
      shift = 0;
    }
  });

  it('opens at the deadline once, telling its buyer; then the buyer sees the offers and their history', async () => {
    expect((await openSealedOffers(jobCtx, new Date())).buyers).toEqual([]); // not yet
    const later = new Date(Date.now() + 2 * 3_600_000);
    const [first, second] = await Promise.all([openSealedOffers(jobCtx, later), openSealedOffers(jobCtx, later)]);
    // this one and the first test's (both the buyer's), each opened by one of the two runs only
    expect([...first.buyers, ...second.buyers]).toEqual([buyer.id, buyer.id]);
    expect((await openSealedOffers(jobCtx, later)).buyers).toEqual([]);
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.requestId, id), eq(notifications.kind, 'offers_opened')));
    expect(told.map((n) => [n.memberId, n.text])).toEqual([
      [buyer.id, 'Çelik Boru talebinizin kapalı zarf teklifleri açıldı: 2 teklif geldi.'],
    ]);
    const mails = await t.db.select().from(outbox).where(eq(outbox.recipient, buyer.email));
    expect(
      mails.filter((m) => m.subject === 'Kapalı zarf teklifleri açıldı: Çelik Boru' && m.body.includes(`talep-${id}`)),
    ).toHaveLength(1);

    const desk = (await call('GET', `/api/v2/requests/${id}/desk`, buyer)).json();
    expect(desk).toMatchObject({ hidden: false, offerCount: 2 });
    expect(desk.offers.map((o: { company: string }) => o.company).sort()).toEqual(['G**** İ***** 0', 'G**** İ***** 1']);
    const detail = (await call('GET', `/api/talepDetay-${id}`, buyer)).json();
    expect(detail.cevaplar).toHaveLength(2);
    const revisedOne = desk.offers.find((o: { version: number }) => o.version === 2);
    const versions = (await call('GET', `/api/v2/offers/${revisedOne.id}/versions`, buyer)).json();
    expect(versions.versions.map((v: { total: string; changed: string[] }) => [v.total, v.changed])).toEqual([
      ['77777.00', []],
      ['70000.00', ['unitPrice', 'total']],
    ]);
    // the public page still lists no offerer
    expect((await call('GET', `/api/genelteklif-${id}`, makers[7])).json().cevaplar).toEqual([]);
  });
});

describe('revisions and rounds', () => {
  let id: number;
  let offerId: number;
  let otherOffer: number;
  beforeAll(async () => {
    id = await approvedRequest({ quantity: 10 });
    offerId = (await call('POST', `/api/v2/requests/${id}/offers`, makers[10], terms())).json().offer.id;
    otherOffer = (await call('POST', `/api/v2/requests/${id}/offers`, makers[11], terms())).json().offer.id;
  });

  it('keeps every version unchanged and says what changed', async () => {
    const res = await call(
      'PUT',
      `/api/v2/offers/${offerId}`,
      makers[10],
      terms({ unitPrice: '11.00', vatIncluded: true, paymentDays: 60 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().offer).toMatchObject({ version: 2, total: '110.00', vatIncluded: true, paymentDays: 60 });
    const versions = (await call('GET', `/api/v2/offers/${offerId}/versions`, makers[10])).json().versions;
    expect(versions.map((v: { version: number; changed: string[] }) => [v.version, v.changed])).toEqual([
      [1, []],
      [2, ['unitPrice', 'total', 'vatIncluded', 'paymentDays']],
    ]);
    expect(versions[0]).toMatchObject({ unitPrice: '12.35', total: '123.50', vatIncluded: false });
    // the buyer is told (the request is not sealed), with no price
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.requestId, id), eq(notifications.kind, 'offer_revised')));
    expect(notice.text).toBe('Çelik Boru talebinize gelen bir teklif güncellendi.');
    // another member: not found; a broken revision: named fields
    expect((await call('PUT', `/api/v2/offers/${offerId}`, makers[11], terms())).statusCode).toBe(404);
    expect((await call('GET', `/api/v2/offers/${offerId}/versions`, otherBuyer)).statusCode).toBe(404);
    expect((await call('PUT', `/api/v2/offers/${offerId}`, makers[10], terms({ vatRate: 18 }))).json().fields).toEqual({
      vatRate: DESK_MSG.vatRate,
    });
    expect((await call('PUT', '/api/v2/offers/abc', makers[10], terms())).statusCode).toBe(404);
  });

  it('opens a new round that tells every supplier, who may revise until its deadline', async () => {
    const refusedRound = async (body: object, who = buyer) => {
      const res = await call('POST', `/api/v2/requests/${id}/rounds`, who, body);
      return [res.statusCode, res.json().fields ?? res.json().message];
    };
    expect(await refusedRound({ message: '', deadline: inHours(5) })).toEqual([
      400,
      { message: DESK_MSG.roundMessage },
    ]);
    expect(await refusedRound({ message: 'x'.repeat(1001), deadline: inHours(5) })).toEqual([
      400,
      { message: expect.any(String) },
    ]);
    expect(await refusedRound({ message: 'Son fiyat?', deadline: inHours(-1) })).toEqual([
      400,
      { deadline: DESK_MSG.roundDeadline },
    ]);
    expect(await refusedRound({ message: 'Son fiyat?', deadline: 'yarın' })).toEqual([
      400,
      { deadline: DESK_MSG.roundDeadline },
    ]);
    expect(await refusedRound({ message: 'Son fiyat?', deadline: inHours(24 * 100) })).toEqual([
      400,
      { deadline: DESK_MSG.roundDeadlineLate },
    ]);
    expect(await refusedRound({ message: 'Son fiyat?', deadline: inHours(5) }, otherBuyer)).toEqual([
      404,
      REQUEST_MSG.notFound,
    ]);

    const res = await call('POST', `/api/v2/requests/${id}/rounds`, buyer, {
      message: 'Son fiyatınız?',
      deadline: inHours(5),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      round: 2,
      rounds: [{ number: 2, message: 'Son fiyatınız?' }],
      canOpenRound: true,
    });
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.requestId, id), eq(notifications.kind, 'round_opened')));
    expect(told.map((n) => n.memberId).sort()).toEqual([makers[10].id, makers[11].id].sort());
    expect(told[0].text).toBe('Çelik Boru talebi için alıcı yeni bir tur açtı (2. tur): "Son fiyatınız?"');

    const mine = (await call('GET', `/api/v2/requests/${id}/my-offer`, makers[11])).json();
    expect(mine.revisableUntil).toBe(res.json().rounds[0].deadline);
    const revised = await call('PUT', `/api/v2/offers/${otherOffer}`, makers[11], terms({ unitPrice: '10' }));
    expect(revised.json().offer.version).toBe(2);
    const [kept] = await t.db
      .select()
      .from(offerVersions)
      .where(and(eq(offerVersions.offerId, otherOffer), eq(offerVersions.version, 2)));
    expect(kept.round).toBe(2);

    shift = 6 * 3_600_000;
    try {
      const late = await call('PUT', `/api/v2/offers/${otherOffer}`, makers[11], terms());
      expect([late.statusCode, late.json().message]).toEqual([409, DESK_MSG.roundEnded]);
      expect((await call('GET', `/api/v2/requests/${id}/my-offer`, makers[11])).json().locked).toBe(
        DESK_MSG.roundEnded,
      );
    } finally {
      shift = 0;
    }
  });

  it('refuses a revision once the buyer accepted the offer', async () => {
    const accepted = await call('GET', `/api/talepDetayislemKabul-${offerId}`, buyer);
    expect(accepted.statusCode).toBe(200);
    const late = await call('PUT', `/api/v2/offers/${offerId}`, makers[10], terms());
    expect([late.statusCode, late.json().message]).toEqual([409, DESK_MSG.accepted]);
    const versions = await t.db.select().from(offerVersions).where(eq(offerVersions.offerId, offerId));
    expect(versions).toHaveLength(2);
    const desk = (await call('GET', `/api/v2/requests/${id}/desk`, buyer)).json();
    expect(desk.offers.find((o: { id: number }) => o.id === offerId).company).toBe('Gizli İmalat 10');
  });
});
