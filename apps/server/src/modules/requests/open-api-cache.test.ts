// The open API's requests are cached per company as its feed is (ownRead): a repeat costs only the key's check, from
// any of the company's keys; a request approved since, and the company's own offer, show at the next call; another
// company never gets the first one's answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await testApp({ cache: true });
  admin = await t.asAdmin();
});
afterAll(() => t?.close());

const keyOf = async (auth: Record<string, string>, scopes: string[]) => {
  const res = await t.call('POST', '/api/v2/api-keys', auth, { name: 'ERP', scopes });
  expect(res.statusCode, res.body).toBe(200);
  return { authorization: `Bearer ${res.json().secret}` };
};
type Item = { id: number; offered: boolean };
const list = async (key: Record<string, string>) =>
  ((await t.get('/api/v2/open/requests', key)).json() as { items: Item[] }).items;

describe('the open API’s requests, cached', () => {
  it('answer a repeat with the key’s check alone, and show an approval and an offer at the next call', async () => {
    const pipe = await f.catalogProduct(t.db, (await f.category(t.db, 'Döküm')).id, 'Pik döküm');
    const maker = await t.asMember(await f.manufacturer(t.db, pipe.id));
    const rival = await t.asMember(await f.manufacturer(t.db, pipe.id));
    const buyer = await f.member(t.db);
    const first = await f.request(t.db, buyer.id, pipe.id);
    const key = await keyOf(maker.auth, ['requests:read']);
    const other = await keyOf(maker.auth, ['requests:read', 'offers:write']);
    const rivalKey = await keyOf(rival.auth, ['requests:read']);

    const made = await t.countQueries(async () => expect((await list(key)).map((r) => r.id)).toEqual([first.id]));
    const repeat = await t.countQueries(() => list(key));
    // the key's check alone (and at most its last use, written beside the call once a minute, which may land within
    // the count): the feed's statements (products, ids, rows) are not run again
    expect(made).toBeGreaterThan(3);
    expect(repeat).toBeLessThanOrEqual(2);
    // the company's answer, whichever of its keys asks
    expect(await t.countQueries(() => list(other))).toBeLessThanOrEqual(2);

    // a request approved by the administrator shows at the next call
    const pending = await f.request(t.db, buyer.id, pipe.id, 'pending');
    const approved = await t.post(
      `/adn_api/uyeTalepGuncelle-${buyer.id}`,
      { id: pending.id, durum: 1, aciklama: '' },
      admin,
    );
    expect(approved.statusCode).toBe(200);
    expect((await list(key)).map((r) => r.id)).toEqual([pending.id, first.id]);

    // the company's own offer (through its key) marks the request offered at the next call
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    // (on the second request: the offer's id, 1, is then not the request's, which a column read from the wrong table
    // would take for it)
    const sent = await t.call('POST', `/api/v2/open/requests/${pending.id}/offers`, other, {
      unitPrice: '12.50',
      currency: 'TL',
      vatRate: 20,
      vatIncluded: false,
      deliveryOn: day(20),
      paymentDays: 30,
      validUntil: day(10),
      note: '',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await list(key)).map((r) => [r.id, r.offered])).toEqual([
      [pending.id, true],
      [first.id, false],
    ]);
    // another company's answer is its own
    expect((await list(rivalKey)).every((r) => r.offered === false)).toBe(true);
  });
});
