// An offer's quote file against the desk's rules (issue 47 items 1, 2), through the real calls on PGlite (and
// PostgreSQL in CI): until a sealed request opens, its buyer's file calls hide its offers as the desk does; and the
// supplier replaces or removes its file exactly when it may revise its offer, refused with the revision's own text.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { OFFER_MSG } from '@tedarik/contract/offers/member';
import { DESK_MSG } from '@tedarik/contract/offers/member-desk';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import { samples } from '../../../test/files';
import * as f from '../../../test/fixtures';
import { multipart } from '../../../test/upload';
import { attachments } from '../../db/schema/attachments';
import { offers } from '../../db/schema/offers';
import { packageSubscriptions } from '../../db/schema/packages';
import { requests } from '../../db/schema/requests';
import { openSealedOffers } from '../offers/service';

let t: TestApp;
let shift = 0; // the server's clock, moved by the tests
const clock = { now: () => new Date(Date.now() + shift) };
type Who = { id: number; auth: Record<string, string> };
let buyer: Who;
const makers: Who[] = [];
let productId: number;

/** a new member (`opts` as `f.member`'s), logged in */
const who = async (opts: Parameters<typeof f.member>[1] = {}): Promise<Who> => t.asMember(await f.member(t.db, opts));

beforeAll(async () => {
  t = await testApp({ clock });
  const product = await f.catalogProduct(t.db, (await f.category(t.db, 'Makine')).id, 'Flanş');
  productId = product.id;
  buyer = await who();
  for (let i = 0; i < 3; i++) {
    makers.push(await who({ pkg: 'active' }));
    await f.product(t.db, makers[i].id, product.id, `Flanş ${i}`);
  }
}, 60_000);
afterAll(() => t?.close());
afterEach(() => {
  shift = 0;
});

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, w: Who, payload?: object) =>
  t.app.inject({ method, url, headers: w.auth, ...(payload && { payload }) });
const attach = (offerId: number, w: Who, bytes = samples.pdf()) => {
  const body = multipart({}, { file: ['Teklif 777,77 TL.pdf', bytes] });
  return t.app.inject({
    method: 'POST',
    url: `/api/v2/offers/${offerId}/files`,
    payload: body.payload,
    headers: { ...body.headers, ...w.auth },
  });
};
const answer = (res: { statusCode: number; json: () => unknown }) => [res.statusCode, res.json()];
const hours = (h: number) => new Date(clock.now().getTime() + h * 3_600_000);

/** An open request of the buyer, sealed until `deadline` when one is given, with an offer and its file per maker. */
async function requestWithQuotes(deadline?: Date, count = 2) {
  const { id } = await f.request(t.db, buyer.id, productId);
  if (deadline) await t.db.update(requests).set({ sealed: true, offerDeadline: deadline }).where(eq(requests.id, id));
  const quotes = [];
  for (const m of makers.slice(0, count)) {
    const offer = await f.offer(t.db, id, m.id);
    const file = await attach(offer.id, m);
    expect(file.statusCode, file.body).toBe(200);
    quotes.push({ offer: offer.id, file: file.json().id as number, maker: m });
  }
  return { id, quotes };
}

describe('a sealed request’s quote files', () => {
  it('are hidden from its buyer as the desk hides its offers until it opens, and seen by their supplier', async () => {
    const { id, quotes } = await requestWithQuotes(hours(1));
    const [{ offer, file, maker }, other] = quotes;
    const desk = (await call('GET', `/api/v2/requests/${id}/desk`, buyer)).json();
    expect([desk.hidden, desk.offers, desk.offerCount]).toEqual([true, [], 2]);
    const listed = await call('GET', `/api/v2/requests/${id}/offer-files`, buyer);
    expect(answer(listed)).toEqual([200, { items: [] }]);
    // one offer's files and a quote itself: refused as the desk refuses one offer's versions
    const versions = await call('GET', `/api/v2/offers/${offer}/versions`, buyer);
    expect(answer(versions)).toEqual([409, { message: DESK_MSG.sealedUnopened }]);
    expect(answer(await call('GET', `/api/v2/offers/${offer}/files`, buyer))).toEqual(answer(versions));
    const quote = await call('GET', `/api/v2/files/${file}`, buyer);
    expect(answer(quote)).toEqual(answer(versions));
    for (const res of [listed, quote]) expect(res.body).not.toContain('777');
    // its supplier sees its own, not another's
    expect((await call('GET', `/api/v2/offers/${offer}/files`, maker)).json().items).toHaveLength(1);
    expect((await call('GET', `/api/v2/files/${file}`, maker)).rawPayload.equals(samples.pdf())).toBe(true);
    expect((await call('GET', `/api/v2/files/${other.file}`, maker)).statusCode).toBe(404);

    // the deadline passed, the job not run yet: still hidden; opened by the job: the buyer sees them all
    shift = 2 * 3_600_000;
    expect((await call('GET', `/api/v2/requests/${id}/offer-files`, buyer)).json().items).toEqual([]);
    await openSealedOffers({ db: t.db, publicUrl: 'http://localhost:3000' }, clock.now());
    const opened = (await call('GET', `/api/v2/requests/${id}/offer-files`, buyer)).json().items;
    expect(opened.map((i: { id: number }) => i.id)).toEqual([file, other.file]);
    expect((await call('GET', `/api/v2/offers/${offer}/files`, buyer)).json().items).toHaveLength(1);
    expect((await call('GET', `/api/v2/files/${file}`, buyer)).rawPayload.equals(samples.pdf())).toBe(true);
  });
});

describe('replacing or removing an offer’s file', () => {
  /** The revision, a new file and the file's removal get the same refusal, and the file stays, bytes and all. */
  async function refusedAsARevision(q: { offer: number; file: number; maker: Who }, text: string) {
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const terms = {
      unitPrice: '12.35',
      currency: 'TL',
      vatRate: 20,
      vatIncluded: false,
      deliveryOn: day(20),
      paymentDays: 30,
      validUntil: day(10),
    };
    const refused = [409, { message: text }];
    expect(answer(await call('PUT', `/api/v2/offers/${q.offer}`, q.maker, terms))).toEqual(refused);
    expect(answer(await attach(q.offer, q.maker, await samples.png()))).toEqual(refused);
    expect(answer(await call('DELETE', `/api/v2/files/${q.file}`, q.maker))).toEqual(refused);
    const [row] = await t.db.select().from(attachments).where(eq(attachments.offerId, q.offer));
    expect([row?.id, row?.kind]).toEqual([q.file, 'pdf']);
    expect(await readdir(path.join(t.uploadsDir, 'attachments'))).toContain(row.storageKey.split('/')[1]);
  }

  it('is refused once the buyer accepted the offer', async () => {
    const { quotes } = await requestWithQuotes(undefined, 1);
    await t.db.update(offers).set({ reviewed: true }).where(eq(offers.id, quotes[0].offer));
    await refusedAsARevision(quotes[0], DESK_MSG.accepted);
  });

  it('is refused on a request stopped or finished', async () => {
    const { id, quotes } = await requestWithQuotes(undefined, 1);
    await t.db.update(requests).set({ published: false }).where(eq(requests.id, id));
    await refusedAsARevision(quotes[0], DESK_MSG.closed);
    await t.db.update(requests).set({ published: true, finished: true }).where(eq(requests.id, id));
    await refusedAsARevision(quotes[0], DESK_MSG.closed);
  });

  it('is refused once the supplier’s package ended', async () => {
    const late = await who({ pkg: 'active' });
    await f.product(t.db, late.id, productId, 'Flanş Son');
    const { id } = await f.request(t.db, buyer.id, productId);
    const offer = await f.offer(t.db, id, late.id);
    const file = (await attach(offer.id, late)).json().id;
    await t.db
      .update(packageSubscriptions)
      .set({ endsOn: sql`current_date - 1` })
      .where(eq(packageSubscriptions.memberId, late.id));
    await refusedAsARevision({ offer: offer.id, file, maker: late }, OFFER_MSG.noPackage);
  });

  it('is refused after a sealed request’s deadline, before and after it opens', async () => {
    const { quotes } = await requestWithQuotes(hours(1), 1);
    shift = 2 * 3_600_000;
    await refusedAsARevision(quotes[0], DESK_MSG.deadlinePassed);
    await openSealedOffers({ db: t.db, publicUrl: 'http://localhost:3000' }, clock.now());
    await refusedAsARevision(quotes[0], DESK_MSG.deadlinePassed);
  });

  it('is refused after the deadline of the request’s current round, and taken before it', async () => {
    const { id, quotes } = await requestWithQuotes(undefined, 1);
    const round = await t.app.inject({
      method: 'POST',
      url: `/api/v2/requests/${id}/rounds`,
      headers: buyer.auth,
      payload: { message: 'Son fiyatınızı verin.', deadline: hours(1).toISOString() },
    });
    expect(round.statusCode, round.body).toBe(200);
    const replaced = await attach(quotes[0].offer, quotes[0].maker);
    expect(replaced.statusCode, replaced.body).toBe(200);
    shift = 2 * 3_600_000;
    await refusedAsARevision({ ...quotes[0], file: replaced.json().id }, DESK_MSG.roundEnded);
  });
});
