// The moderation workbench (issue 49 item 3): one queue of every waiting kind by its wait, paged by cursor both ways;
// a request's reach before approval is the number of companies its approval tells; near copies, contact details and
// bursts are flagged; approval (one or many) and rejection go through the areas' own decisions, with a listed reason.
import { MODERATION_MSG } from '@tedarik/contract/moderation/admin';
import { QUEUE_MSG, type QueueItem } from '@tedarik/contract/moderation/admin-queue';
import { CURSOR_MSG } from '@tedarik/contract/v2';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { rawRows } from '../../db/client';
import { reasonsOf } from './service';

let t: TestApp;
let admin: Record<string, string>;
let productId: number;
beforeAll(async () => {
  t = await testApp();
  admin = await t.asAdmin();
  productId = (await f.catalogProduct(t.db, (await f.category(t.db, 'Metal')).id, 'Alüminyum Profil')).id;
});
afterAll(() => t?.close());

const QUEUE = '/adn_api/v2/moderation/queue';
const queue = async (query = '') => {
  const res = await t.get(`${QUEUE}${query}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: QueueItem[]; nextCursor: string | null };
};
/** Every item of the queue, page by page. */
async function wholeQueue(query: string, limit = 2) {
  const items: QueueItem[] = [];
  let cursor: string | null = null;
  do {
    const page = await queue(`?limit=${limit}${query}${cursor ? `&cursor=${cursor}` : ''}`);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}
const approve = (items: { kind: string; id: number }[]) => t.post('/adn_api/v2/moderation/approve', { items }, admin);
const reject = (body: object) => t.post('/adn_api/v2/moderation/reject', body, admin);

/** A waiting request of a buyer, with its text and where and when it was sent. */
async function sent(buyerId: number, detail: string, opts: { ip?: string; minutesAgo?: number } = {}) {
  const r = await f.request(t.db, buyerId, productId, 'pending', { createdMinutesAgo: opts.minutesAgo ?? 1 });
  await t.db.execute(sql`update requests set detail = ${detail}, material = '', origin_ip = ${opts.ip ?? null}
    where id = ${r.id}`);
  return r;
}
async function rating(comment: string) {
  const buyer = await f.member(t.db);
  const supplier = await f.manufacturer(t.db, productId);
  const r = await f.request(t.db, buyer.id, productId, 'open');
  const o = await f.offer(t.db, r.id, supplier.id);
  const [g] = await rawRows<{ id: number }>(
    t.db,
    sql`insert into ratings (offer_id, score, comment) values (${o.id}, 4, ${comment}) returning id`,
  );
  return { id: g.id, buyer };
}
const flagsOf = async (kind: string, id: number) =>
  (await wholeQueue(`&kind=${kind}`, 50)).find((i) => i.id === id)?.flags.map((fl) => fl.kind) ?? null;

describe('the queue', () => {
  it('lists every waiting kind by its wait, oldest or newest first, page by page without gaps or repeats', async () => {
    const buyer = await f.member(t.db);
    const old = await sent(buyer.id, 'Eloksal kaplı 40x40 profil, 6 metre boy', { minutesAgo: 60 * 30 });
    const fresh = await sent(buyer.id, 'Sac levha 2 mm DKP, 1000x2000', { minutesAgo: 5 });
    const g = await rating('Zamanında teslim, iyi paketleme.');
    const applicant = await f.member(t.db, { pkg: 'waiting' });
    const oldest = await wholeQueue('&order=oldest');
    const keys = oldest.map((i) => `${i.kind}_${i.id}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of [`request_${old.id}`, `request_${fresh.id}`, `rating_${g.id}`]) expect(keys).toContain(key);
    expect(oldest.some((i) => i.kind === 'package' && i.who?.id === applicant.id)).toBe(true);
    const times = oldest.map((i) => Date.parse(i.waitingSince));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(keys.indexOf(`request_${old.id}`)).toBeLessThan(keys.indexOf(`request_${fresh.id}`));
    const newest = await wholeQueue('&order=newest', 3);
    expect(newest.map((i) => `${i.kind}_${i.id}`)).toEqual([...keys].reverse());
    const item = oldest.find((i) => i.id === old.id && i.kind === 'request');
    expect(item).toMatchObject({ title: 'Alüminyum Profil', summary: 'Eloksal kaplı 40x40 profil, 6 metre boy' });
    expect(item?.who?.id).toBe(buyer.id);
    // one kind alone
    expect((await wholeQueue('&kind=rating', 50)).every((i) => i.kind === 'rating')).toBe(true);
  });

  it('refuses a cursor it did not give, a kind or an order it does not know', async () => {
    for (const q of ['?cursor=abc', '?cursor=1_offer_2', '?cursor=1_request_99999999999', '?kind=offer', '?order=x']) {
      const res = await t.get(`${QUEUE}${q}`, admin);
      expect(res.statusCode, q).toBe(400);
    }
    expect((await t.get(`${QUEUE}?cursor=abc`, admin)).json().message).toBe(CURSOR_MSG);
  });
});

describe('the flags', () => {
  it('flag a near copy of a request of the same member or address within 30 days, and nothing else', async () => {
    const text = 'Paslanmaz çelik 304 kalite boru, 48 mm çap, 2 mm et kalınlığı, 200 adet';
    const buyer = await f.member(t.db);
    const first = await sent(buyer.id, text, { minutesAgo: 60 * 24 * 10 });
    const copy = await sent(buyer.id, `${text}.`);
    expect((await wholeQueue('&kind=request', 50)).find((i) => i.id === copy.id)?.flags).toContainEqual({
      kind: 'duplicate',
      text: `Benzer talep: #${first.id}`,
      requestId: first.id,
    });
    // after 30 days it is no copy
    const late = await f.member(t.db);
    await sent(late.id, text, { minutesAgo: 60 * 24 * 31 });
    expect(await flagsOf('request', (await sent(late.id, text)).id)).toEqual([]);
    // another member from another address
    const other = await f.member(t.db);
    expect(await flagsOf('request', (await sent(other.id, text, { ip: '10.0.0.9' })).id)).toEqual([]);
    // another member from the same address
    const a = await f.member(t.db);
    const b = await f.member(t.db);
    await sent(a.id, text, { ip: '10.0.0.7', minutesAgo: 60 * 24 * 2 });
    expect(await flagsOf('request', (await sent(b.id, text, { ip: '10.0.0.7' })).id)).toEqual(['duplicate']);
    // a different request of the same member is no copy
    expect(await flagsOf('request', (await sent(buyer.id, 'Plastik enjeksiyon kalıp, 2 gözlü, PP')).id)).toEqual([]);
  });

  it("flag contact details and links as the conversations' masking finds them, in requests and ratings", async () => {
    const buyer = await f.member(t.db);
    const phone = await sent(buyer.id, 'Fiyat için beni 0532 123 45 67 numarasından arayın');
    const link = await sent((await f.member(t.db)).id, 'Çizim burada: www.ornekfirma.com.tr/cizim');
    const clean = await sent((await f.member(t.db)).id, 'Galvaniz kaplı sac, 1 mm, 50 adet');
    const items = await wholeQueue('&kind=request', 50);
    expect(items.find((i) => i.id === phone.id)?.flags).toContainEqual({
      kind: 'contact',
      text: 'İletişim bilgisi: telefon',
    });
    expect(items.find((i) => i.id === link.id)?.flags.map((fl) => fl.text)).toEqual(['İletişim bilgisi: bağlantı']);
    expect(items.find((i) => i.id === clean.id)?.flags).toEqual([]);
    const g = await rating('Harika firma, bana info@ornek.com adresinden yazın');
    expect(await flagsOf('rating', g.id)).toEqual(['contact']);
  });

  it('flag a burst: five requests from one address within an hour', async () => {
    const texts = ['Rulman 6204', 'Kaynak teli 1 mm', 'Hidrolik hortum 1/2', 'Vida M8x40', 'Kauçuk conta 50 mm'];
    const sentIds: number[] = [];
    for (const [i, text] of texts.entries())
      sentIds.push((await sent((await f.member(t.db)).id, text, { ip: '10.9.9.9', minutesAgo: 50 - i * 10 })).id);
    expect(await flagsOf('request', sentIds[3])).toEqual([]); // the fourth: not yet
    expect(await flagsOf('request', sentIds[4])).toEqual(['burst']);
    const item = (await wholeQueue('&kind=request', 50)).find((i) => i.id === sentIds[4]);
    expect(item?.flags[0].text).toBe('Son bir saatte aynı adresten 5 talep');
  });
});

describe('the decisions', () => {
  const matches = async (requestId: number) =>
    (
      await rawRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from notifications where kind = 'request_match' and request_id = ${requestId}`,
      )
    )[0].n;

  it("shows a request's reach, and its approval tells exactly that many companies", async () => {
    const product = await f.catalogProduct(t.db, (await f.category(t.db, 'Plastik')).id, 'PVC Granül');
    const companies = [await f.manufacturer(t.db, product.id), await f.manufacturer(t.db, product.id)];
    await f.manufacturer(t.db, product.id, { pkg: 'expired' }); // a company without a running package is told too
    const stopped = await f.manufacturer(t.db, product.id);
    await t.db.execute(sql`update members set active = false where id = ${stopped.id}`); // a stopped one is not
    await f.manufacturer(t.db, (await f.catalogProduct(t.db, product.categoryId, 'PE Granül')).id); // another product
    const buyer = await f.member(t.db);
    const r = await f.request(t.db, buyer.id, product.id, 'pending');
    const reach = await t.get(`/adn_api/v2/moderation/requests/${r.id}/reach`, admin);
    expect(reach.json()).toEqual({ companies: 3, text: 'Bu talep 3 firmaya ulaşacak' });
    expect(companies.length).toBe(2);

    const res = await approve([{ kind: 'request', id: r.id }]);
    expect(res.json()).toEqual({ approved: 1, message: 'Onaylandı.' });
    expect(await matches(r.id)).toBe(3);
    const [row] = await rawRows<{ approved: boolean }>(t.db, sql`select approved from requests where id = ${r.id}`);
    expect(row.approved).toBe(true);
    const told = await rawRows<{ kind: string }>(
      t.db,
      sql`select kind from notifications where member_id = ${buyer.id}`,
    );
    expect(told.map((n) => n.kind)).toContain('request_approved');
    // gone from the queue; a second approval is refused, nothing told twice
    expect(await flagsOf('request', r.id)).toBeNull();
    expect((await approve([{ kind: 'request', id: r.id }])).statusCode).toBe(409);
    const unknown = await t.get('/adn_api/v2/moderation/requests/999999/reach', admin);
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, QUEUE_MSG.requestNotFound]);
  });

  it('approves requests, ratings and package applications in bulk as their own approvals do', async () => {
    const buyer = await f.member(t.db);
    const [r1, r2] = [await sent(buyer.id, 'Bakır kablo 2.5 mm'), await sent(buyer.id, 'Sigorta kutusu 12li')];
    const g = await rating('Teşekkürler, kaliteli ürün.');
    const applicant = await f.member(t.db, { pkg: 'waiting' });
    const [app] = await rawRows<{ id: number }>(
      t.db,
      sql`select id from package_subscriptions where member_id = ${applicant.id}`,
    );
    const res = await approve([
      { kind: 'request', id: r1.id },
      { kind: 'request', id: r2.id },
      { kind: 'rating', id: g.id },
      { kind: 'package', id: app.id },
    ]);
    expect(res.json()).toEqual({ approved: 4, message: '4 kayıt onaylandı.' });
    const [state] = await rawRows<{ requests: number; rating: boolean; pkg: boolean; company: boolean }>(
      t.db,
      sql`select (select count(*)::int from requests where id in (${r1.id}, ${r2.id}) and approved) as requests,
        (select status from ratings where id = ${g.id}) as rating,
        (select status from package_subscriptions where id = ${app.id}) as pkg,
        (select is_company from members where id = ${applicant.id}) as company`,
    );
    expect(state).toEqual({ requests: 2, rating: true, pkg: true, company: true });
    const kinds = async (memberId: number) =>
      (await rawRows<{ kind: string }>(t.db, sql`select kind from notifications where member_id = ${memberId}`)).map(
        (n) => n.kind,
      );
    expect((await kinds(buyer.id)).filter((k) => k === 'request_approved')).toHaveLength(2);
    expect(await kinds(applicant.id)).toContain('package_approved');
  });

  it('refuses the whole bulk approval when one item is unknown, decided, a complaint or of a kind it does not know', async () => {
    const buyer = await f.member(t.db);
    const waiting = await sent(buyer.id, 'Alüminyum döküm parça, 500 adet');
    const decided = await f.request(t.db, buyer.id, productId, 'open');
    for (const [items, status, message] of [
      [
        [
          { kind: 'request', id: waiting.id },
          { kind: 'request', id: 999999 },
        ],
        409,
        QUEUE_MSG.notWaiting,
      ],
      [
        [
          { kind: 'request', id: waiting.id },
          { kind: 'request', id: decided.id },
        ],
        409,
        QUEUE_MSG.notWaiting,
      ],
      [
        [
          { kind: 'request', id: waiting.id },
          { kind: 'rating', id: waiting.id + 100000 },
        ],
        409,
        QUEUE_MSG.notWaiting,
      ],
      [
        [
          { kind: 'request', id: waiting.id },
          { kind: 'complaint', id: 1 },
        ],
        400,
        QUEUE_MSG.notBulk,
      ],
      [[{ kind: 'document', id: 999999 }], 409, QUEUE_MSG.notWaiting],
      [[], 400, QUEUE_MSG.items],
    ] as const) {
      const res = await approve([...items]);
      expect([res.statusCode, res.json().message], JSON.stringify(items)).toEqual([status, message]);
    }
    expect((await approve([{ kind: 'offer', id: 1 }])).statusCode).toBe(400);
    const [row] = await rawRows<{ approved: boolean | null }>(
      t.db,
      sql`select approved from requests where id = ${waiting.id}`,
    );
    expect(row.approved).toBeNull(); // nothing was done
  });

  it('rejects with a reason of the kind: stored where the legacy rejection keeps it and told to the member', async () => {
    const buyer = await f.member(t.db);
    const r = await sent(buyer.id, 'Boya, RAL 7016, 20 kg');
    const [reason] = await reasonsOf(t.db, 'request');
    const res = await reject({ kind: 'request', id: r.id, reasonId: reason.id, note: 'Miktarı da yazın.' });
    expect(res.json()).toEqual({ message: QUEUE_MSG.rejected });
    const [row] = await rawRows<{ approved: boolean; rejection_note: string }>(
      t.db,
      sql`select approved, rejection_note from requests where id = ${r.id}`,
    );
    expect(row).toEqual({ approved: false, rejection_note: `${reason.text} Miktarı da yazın.` });
    const [bell] = await rawRows<{ text: string }>(
      t.db,
      sql`select text from notifications where member_id = ${buyer.id} and kind = 'request_rejected'`,
    );
    expect(bell.text).toContain(reason.text);

    const g = await rating('Berbat, hepsi sahtekar');
    const [ratingReason] = await reasonsOf(t.db, 'rating');
    expect((await reject({ kind: 'rating', id: g.id, reasonId: ratingReason.id })).statusCode).toBe(200);
    const [gr] = await rawRows<{ status: boolean; rejection_note: string }>(
      t.db,
      sql`select status, rejection_note from ratings where id = ${g.id}`,
    );
    expect(gr).toEqual({ status: false, rejection_note: ratingReason.text });
  });

  it("refuses a rejection whose reason is another kind's, unknown or missing, or of an item not waiting", async () => {
    const r = await sent((await f.member(t.db)).id, 'Kalıp çeliği 1.2738');
    const [ratingReason] = await reasonsOf(t.db, 'rating');
    const [requestReason] = await reasonsOf(t.db, 'request');
    for (const [body, status, message] of [
      [{ kind: 'request', id: r.id, reasonId: ratingReason.id }, 400, MODERATION_MSG.reasonNotInList],
      [{ kind: 'request', id: r.id, reasonId: 999999 }, 400, MODERATION_MSG.reasonNotInList],
      [{ kind: 'request', id: r.id }, 400, MODERATION_MSG.reasonRequired],
      [{ kind: 'request', id: 999999, reasonId: requestReason.id }, 409, QUEUE_MSG.notWaiting],
      [{ kind: 'request', id: r.id, reasonId: requestReason.id, note: 'x'.repeat(501) }, 400, undefined],
    ] as const) {
      const res = await reject(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      if (message) expect(res.json().message).toBe(message);
    }
    const [row] = await rawRows<{ approved: boolean | null }>(
      t.db,
      sql`select approved from requests where id = ${r.id}`,
    );
    expect(row.approved).toBeNull();
  });
});

describe('the documents', () => {
  it("are in the queue, approved and rejected through the verification area's own review", async () => {
    const company = await f.member(t.db, { pkg: 'active' });
    const other = await f.member(t.db, { pkg: 'active' });
    const upload = (memberId: number, key: string) =>
      rawRows<{ id: number }>(
        t.db,
        sql`insert into verification_documents (member_id, kind, name, file_kind, size, storage_key)
          values (${memberId}, 'vergi_levhasi', 'levha.pdf', 'pdf', 1000, ${key}) returning id`,
      );
    const [[doc], [rejected]] = [
      await upload(company.id, 'files/wb-levha-1'),
      await upload(other.id, 'files/wb-levha-2'),
    ];
    const listed = (await wholeQueue('&kind=document', 50)).find((i) => i.id === doc.id);
    expect(listed).toMatchObject({ kind: 'document', title: 'Vergi Levhası', who: { id: company.id } });

    expect((await approve([{ kind: 'document', id: doc.id }])).json().approved).toBe(1);
    const [reason] = await reasonsOf(t.db, 'document');
    const [requestReason] = await reasonsOf(t.db, 'request');
    const wrong = await reject({ kind: 'document', id: rejected.id, reasonId: requestReason.id });
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, MODERATION_MSG.reasonNotInList]);
    expect((await reject({ kind: 'document', id: rejected.id, reasonId: reason.id })).statusCode).toBe(200);
    const rows = await rawRows<{ id: number; status: string; reject_reason: string | null }>(
      t.db,
      sql`select id, status, reject_reason from verification_documents where id in (${doc.id}, ${rejected.id}) order by id`,
    );
    expect(rows).toEqual([
      { id: doc.id, status: 'approved', reject_reason: null },
      { id: rejected.id, status: 'rejected', reject_reason: reason.text },
    ]);
    const told = await rawRows<{ kind: string }>(
      t.db,
      sql`select kind from notifications where member_id in (${company.id}, ${other.id}) order by member_id`,
    );
    expect(told.map((n) => n.kind)).toEqual(['verification_approved', 'verification_rejected']);
  });
});

describe('the flags kept while an item waits', () => {
  it('are read anew when an edit sends the request back (a new wait), not served from before it', async () => {
    const cached = await testApp({ cache: true });
    try {
      const boss = await cached.asAdmin();
      const buyer = await f.member(cached.db);
      const category = (await f.category(cached.db, 'Kimya')).id;
      const product = (await f.catalogProduct(cached.db, category, 'Boya')).id;
      const r = await f.request(cached.db, buyer.id, product, 'pending', { createdMinutesAgo: 5 });
      await cached.db.execute(sql`update requests set detail = 'Beni 0532 123 45 67 numarasından arayın'
        where id = ${r.id}`);
      const flags = async () => {
        const res = await cached.get(`${QUEUE}?kind=request`, boss);
        return (res.json() as { items: QueueItem[] }).items.find((i) => i.id === r.id)?.flags.map((x) => x.kind);
      };
      expect(await flags()).toEqual(['contact']);
      expect(await flags()).toEqual(['contact']); // kept
      // the buyer removes the number and sends it back: it waits from now, its flags are made again
      const edited = await cached.app.inject({
        method: 'PUT',
        url: `/api/v2/requests/${r.id}`,
        headers: (await cached.asMember(buyer)).auth,
        payload: {
          categoryId: category,
          catalogProductId: product,
          quantity: 20,
          unit: 'Kilo',
          material: '',
          deliveryOn: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
          detail: 'Akrilik boya, 20 kg',
        },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(await flags()).toEqual([]);
    } finally {
      await cached.close();
    }
  });
});
