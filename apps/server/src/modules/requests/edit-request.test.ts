// A buyer edits a request waiting for moderation or rejected and sends it back (issue 37): PUT /api/v2/requests/{id}
// with the new request's rules, refusals as `{ message, fields }`, the owner's only, never an approved one, and the
// public counters left exact.
import { BAD_CHARACTER, TOO_LONG } from '@tedarik/contract/fields';
import { REQUEST_MSG } from '@tedarik/contract/requests/member';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { rawRows } from '../../db/client';
import { catalogProducts } from '../../db/schema/catalog';
import { notifications } from '../../db/schema/notifications';
import { requests } from '../../db/schema/requests';

let t: TestApp;
let pipe: { id: number; categoryId: number };
let other: { id: number; categoryId: number };
type Who = { id: number; email: string; auth: Record<string, string> };
let buyer: Who;
let stranger: Who;
let maker: Who;
let admin: Record<string, string>;

const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const edit = (id: number | string, payload: unknown, who: Who | null = buyer) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v2/requests/${id}`,
    payload: payload as object,
    headers: who ? who.auth : {},
  });
const fields = (over: object = {}) => ({
  categoryId: other.categoryId,
  catalogProductId: other.id,
  quantity: 40,
  unit: 'Kilo',
  material: '6063 T5',
  deliveryOn: future(45),
  detail: 'Eloksallı alüminyum profil, 6 m boy.',
  ...over,
});
const row = async (id: number) => (await t.db.select().from(requests).where(eq(requests.id, id)))[0];
const reject = (r: { id: number }, reason = 'Ürün adı eksik, lütfen düzeltin.') =>
  t.app.inject({
    method: 'POST',
    url: `/adn_api/uyeTalepGuncelle-${buyer.id}`,
    payload: { id: r.id, durum: 0, aciklama: reason },
    headers: admin,
  });

beforeAll(async () => {
  t = await testApp();
  const sector = await f.category(t.db, 'Metal');
  const cat = await f.category(t.db, 'Boru', sector.id);
  const cat2 = await f.category(t.db, 'Profil', sector.id);
  pipe = { ...(await f.catalogProduct(t.db, cat.id, 'Çelik Boru')), categoryId: cat.id };
  other = { ...(await f.catalogProduct(t.db, cat2.id, 'Alüminyum Profil')), categoryId: cat2.id };
  buyer = await t.asMember(await f.member(t.db, { company: 'Yılmaz Yapı' }));
  stranger = await t.asMember(await f.member(t.db, { company: 'Başka Alıcı' }));
  maker = await t.asMember(await f.manufacturer(t.db, other.id, { company: 'Ak Demir Çelik' }));
  admin = await t.asAdmin();
});
afterAll(() => t.close());

describe('editing a request', () => {
  it('sends a rejected request back to moderation with its changes, first in the waiting lists', async () => {
    const r = await f.request(t.db, buyer.id, pipe.id, 'pending', { createdMinutesAgo: 60 * 24 * 20 });
    // a newer request of someone else waits too: the edited one must come before it
    await f.request(t.db, stranger.id, pipe.id, 'pending', { createdMinutesAgo: 5 });
    expect((await reject(r)).statusCode).toBe(200);
    expect((await row(r.id)).rejectionNote).toBe('Ürün adı eksik, lütfen düzeltin.');

    const res = await edit(r.id, fields({ quantity: '1200' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({
      id: r.id,
      categoryId: other.categoryId,
      catalogProductId: other.id,
      quantity: 1200,
      unit: 'Kilo',
      material: '6063 T5',
      deliveryOn: future(45),
      detail: 'Eloksallı alüminyum profil, 6 m boy.',
      approved: null,
      rejectionNote: '',
    });
    const saved = await row(r.id);
    expect([saved.approved, saved.rejectionNote, saved.resubmittedAt]).toEqual([null, '', expect.any(Date)]);
    expect(saved.createdAt).toEqual(r.createdAt); // still created when it was

    // the owner's page shows it waiting, the reason gone
    const mine = (await t.app.inject({ url: `/api/talepDetay-${r.id}`, headers: buyer.auth })).json();
    expect(mine.talep).toMatchObject({ onay: null, onayAciklama: '', adet: 1200, tip: 'Kilo', malzeme: '6063 T5' });
    expect(mine.urun.id).toBe(other.id);

    // the back-office: first on its home page and in the waiting filter, though created twenty days ago
    const home = (await t.app.inject({ url: '/adn_api/indexAdminBilgiler', headers: admin })).json();
    expect(home.indexTalepList[0].uypkt).toMatchObject({ id: r.id, onay: null });
    const waiting = (await t.app.inject({ url: '/adn_api/TumTalepListesi-1?durum=-1', headers: admin })).json();
    expect(waiting.liste[0].uypkt.id).toBe(r.id);

    // approved now, it reaches the companies of its new product
    const approved = await t.app.inject({
      method: 'POST',
      url: `/adn_api/uyeTalepGuncelle-${buyer.id}`,
      payload: { id: r.id, durum: 1, aciklama: '' },
      headers: admin,
    });
    expect(approved.statusCode).toBe(200);
    const told = await t.db.select().from(notifications).where(eq(notifications.memberId, maker.id));
    expect(told.map((n) => n.requestId)).toContain(r.id);
  });

  it('edits a request still waiting, and it stays waiting', async () => {
    const r = await f.request(t.db, buyer.id, pipe.id, 'pending');
    const res = await edit(r.id, fields({ catalogProductId: pipe.id, categoryId: pipe.categoryId, quantity: 0 }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ approved: null, quantity: 0, catalogProductId: pipe.id });
  });

  it('refuses an approved, a finished and an offered-on request, and changes nothing', async () => {
    const open = await f.request(t.db, buyer.id, pipe.id, 'open');
    const approved = await edit(open.id, fields());
    expect([approved.statusCode, approved.json()]).toEqual([409, { message: REQUEST_MSG.editApproved }]);
    const finished = await f.request(t.db, buyer.id, pipe.id, 'finished');
    await t.db.update(requests).set({ approved: null }).where(eq(requests.id, finished.id));
    expect((await edit(finished.id, fields())).json()).toEqual({ message: REQUEST_MSG.finished });
    // approved once, offered on, then rejected: what the companies answered stays what they read
    const offered = await f.request(t.db, buyer.id, other.id, 'open');
    await f.offer(t.db, offered.id, maker.id);
    expect((await reject(offered)).statusCode).toBe(200);
    const withOffers = await edit(offered.id, fields());
    expect([withOffers.statusCode, withOffers.json()]).toEqual([409, { message: REQUEST_MSG.editWithOffers }]);
    for (const r of [open, offered]) expect((await row(r.id)).detail).toBe(r.detail);
  });

  it("refuses another member's request as an unknown one, and a caller without a session", async () => {
    const r = await f.request(t.db, buyer.id, pipe.id, 'rejected');
    for (const id of [r.id, 99_999_999, 'abc', '1e3', '-1', '99999999999999999999']) {
      const res = await edit(id, fields(), stranger);
      expect([res.statusCode, res.json()], String(id)).toEqual([404, { message: REQUEST_MSG.notFound }]);
    }
    expect((await row(r.id)).detail).toBe(r.detail);
    expect((await edit(r.id, fields(), null)).body).toBe('cikis');
  });

  it('refuses a broken form with every field named and the legacy messages joined', async () => {
    const r = await f.request(t.db, buyer.id, pipe.id, 'rejected');
    const empty = await edit(r.id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      message: [
        REQUEST_MSG.category,
        REQUEST_MSG.product,
        REQUEST_MSG.quantity,
        REQUEST_MSG.unit,
        REQUEST_MSG.deliveryDate,
        REQUEST_MSG.detail,
      ].join('\n'),
      fields: {
        categoryId: REQUEST_MSG.category,
        catalogProductId: REQUEST_MSG.product,
        quantity: REQUEST_MSG.quantity,
        unit: REQUEST_MSG.unit,
        deliveryOn: REQUEST_MSG.deliveryDate,
        detail: REQUEST_MSG.detail,
      },
    });
    const refused = async (over: object) => {
      const res = await edit(r.id, fields(over));
      expect(res.statusCode, JSON.stringify(over).slice(0, 80)).toBe(400);
      return res.json() as { message: string; fields?: Record<string, string> };
    };
    // wrong types and hostile values
    for (const quantity of ['abc', -1, 2.5, 1e12, {}, [1], true, '1'.repeat(5000)])
      expect((await refused({ quantity })).fields).toEqual({ quantity: REQUEST_MSG.quantity });
    for (const unit of ['ton', 'Ton ', 'Kg', '', 7, null, ['Adet']])
      expect((await refused({ unit })).fields).toEqual({ unit: REQUEST_MSG.unit });
    for (const id of [0, -3, 'x', 2 ** 31, {}, null]) {
      expect((await refused({ catalogProductId: id })).fields).toEqual({ catalogProductId: REQUEST_MSG.product });
      expect((await refused({ categoryId: id })).fields).toEqual({ categoryId: REQUEST_MSG.category });
    }
    for (const deliveryOn of ['2031-02-30', 'yarın', '0000-01-01', 12, '9'.repeat(100_000)])
      expect((await refused({ deliveryOn })).fields).toEqual({ deliveryOn: REQUEST_MSG.deliveryDate });
    expect((await refused({ detail: 'ab' })).fields).toEqual({ detail: REQUEST_MSG.detail });
    expect((await refused({ detail: 'x'.repeat(1_000_000) })).fields).toEqual({ detail: TOO_LONG });
    expect((await refused({ detail: 'boru\u0000boru' })).fields).toEqual({ detail: BAD_CHARACTER });
    expect((await refused({ material: 'St\u000037' })).fields).toEqual({ material: BAD_CHARACTER });
    expect((await refused({ material: 'm'.repeat(301) })).fields).toEqual({ material: TOO_LONG });
    // the server's own checks: the delivery window by its clock, a product of the category and on offer
    expect(await refused({ deliveryOn: future(-1) })).toEqual({
      message: REQUEST_MSG.deliveryDate,
      fields: { deliveryOn: REQUEST_MSG.deliveryDate },
    });
    expect((await refused({ deliveryOn: future(366 * 5 + 2) })).fields).toEqual({
      deliveryOn: REQUEST_MSG.deliveryDateFar,
    });
    expect(await refused({ categoryId: pipe.categoryId, deliveryOn: future(-2) })).toEqual({
      message: `${REQUEST_MSG.product}\n${REQUEST_MSG.deliveryDate}`,
      fields: { catalogProductId: REQUEST_MSG.product, deliveryOn: REQUEST_MSG.deliveryDate },
    });
    const closed = await f.catalogProduct(t.db, other.categoryId, 'Kapalı Ürün');
    await t.db.update(catalogProducts).set({ active: false }).where(eq(catalogProducts.id, closed.id));
    expect((await refused({ catalogProductId: closed.id })).fields).toEqual({ catalogProductId: REQUEST_MSG.product });
    // a body that is no JSON object
    const text = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/requests/${r.id}`,
      payload: 'talep',
      headers: { ...buyer.auth, 'content-type': 'application/json' },
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toHaveProperty('message');
    const saved = await row(r.id);
    expect([saved.detail, saved.approved]).toEqual([r.detail, false]);
  });

  it('keeps the public counters exact', async () => {
    const counters = async () => {
      const [c] = await rawRows<{ rows: number; days: number; real: number; counted: number }>(
        t.db,
        sql`select
          (select coalesce(sum(rows), 0)::int from row_counts where name = 'requests') as counted,
          (select count(*)::int from requests) as rows,
          (select coalesce(sum(requests), 0)::int from public_request_days) as days,
          (select count(*)::int from requests where approved and published and not finished) as real`,
      );
      return c;
    };
    const before = await counters();
    const pending = await f.request(t.db, buyer.id, pipe.id, 'pending');
    const rejected = await f.request(t.db, buyer.id, pipe.id, 'rejected', { deliveryInDays: 3 });
    for (const r of [pending, rejected])
      expect((await edit(r.id, fields({ deliveryOn: future(90) }))).statusCode).toBe(200);
    await edit(rejected.id, fields({ deliveryOn: future(91) }));
    const after = await counters();
    expect(after.counted).toBe(after.rows);
    expect(after.days).toBe(after.real);
    expect([after.rows - before.rows, after.days - before.days]).toEqual([2, 0]);
  });
});

describe('one rule for a request’s quantity and unit, creating and editing alike (issue 48 item 5, issue 47 item 21)', () => {
  const create = (body: object) => t.call('POST', '/api/v2/requests', buyer.auth, body);
  const answers = async (over: object) => {
    const r = await f.request(t.db, buyer.id, pipe.id, 'pending');
    const [made, edited] = [await create(fields(over)), await edit(r.id, fields(over))];
    return [made.statusCode, edited.statusCode, made.json().fields ?? null, edited.json().fields ?? null];
  };

  it('takes the same quantities and units on POST and PUT /api/v2/requests, and refuses the same', async () => {
    const quantity = { quantity: REQUEST_MSG.quantity };
    for (const taken of [0, 1, 1200, '1200', ' 1234567 ', 100_000_000])
      expect(await answers({ quantity: taken }), String(taken)).toEqual([200, 200, null, null]);
    for (const wrong of ['', null, '1e3', '0x10', '2.5', '1.200', '-1', 2.5, -1, 100_000_001, '123456789012'])
      expect(await answers({ quantity: wrong }), String(wrong)).toEqual([400, 400, quantity, quantity]);
    const { quantity: _none, ...missing } = fields();
    const [made, edited] = [
      await create(missing),
      await edit((await f.request(t.db, buyer.id, pipe.id, 'pending')).id, missing),
    ];
    expect([made.json().fields, edited.json().fields]).toEqual([quantity, quantity]);
    for (const unit of ['Ton', 'm²', 'm³', 'Litre', 'Adet'])
      expect(await answers({ unit }), unit).toEqual([200, 200, null, null]);
  });

  it('leaves the legacy talepOlustur with the spec’s four units and its quantity as it was', async () => {
    const legacy = (over: object) =>
      t.call('POST', '/api/talepOlustur', buyer.auth, {
        ktt: other.categoryId,
        urun: other.id,
        adet: '',
        tip: 'Adet',
        detay: 'Eloksallı alüminyum profil.',
        tarih: future(30),
        ...over,
      });
    expect((await legacy({})).statusCode).toBe(200); // an empty quantity is 0 there, as the spec says
    for (const tip of ['Ton', 'm²', 'm³', 'Litre']) {
      const res = await legacy({ tip });
      expect([res.statusCode, res.body], tip).toEqual([400, REQUEST_MSG.unit]);
    }
  });
});
