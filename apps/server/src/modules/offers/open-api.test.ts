// The open API's offers (issue 52 item 3, decision 0065): a key with offers:write sends an offer through the site's
// own service — the same credit spent, the same refusals — revises it, and lists the company's offers with their
// states; a key without the scope is refused.
import { API_KEY_MSG } from '@tedarik/contract/api-keys/member';
import { OFFER_MSG } from '@tedarik/contract/offers/member';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { offers } from '../../db/schema/offers';
import { packageDefinitions, packageSubscriptions } from '../../db/schema/packages';
import { requests } from '../../db/schema/requests';
import { isoDate } from '../../platform/paging';
import { balanceOf, settleAllCredits } from '../credits/service';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t?.close());

const DAY = 86_400_000;
const terms = (unitPrice = '12.50') => ({
  unitPrice,
  currency: 'TL',
  vatRate: 20,
  vatIncluded: false,
  deliveryOn: isoDate(new Date(Date.now() + 20 * DAY)),
  paymentDays: 30,
  validUntil: isoDate(new Date(Date.now() + 10 * DAY)),
  note: 'Nakliye dahil.',
});
const keyOf = async (auth: Record<string, string>, scopes: string[]) => {
  const res = await t.call('POST', '/api/v2/api-keys', auth, { name: 'ERP', scopes });
  return { authorization: `Bearer ${res.json().secret}` };
};

describe('the open API’s offers', () => {
  it('sends an offer that spends a credit, refused as on the site, revises it and lists it with its state', async () => {
    const cat = await f.category(t.db, 'Metal');
    const pipe = await f.catalogProduct(t.db, cat.id, 'Çelik boru');
    const other = await f.catalogProduct(t.db, cat.id, 'Bakır levha');
    const m = await t.asMember(await f.manufacturer(t.db, pipe.id));
    const [s] = await t.db.select().from(packageSubscriptions).where(eq(packageSubscriptions.memberId, m.id));
    await t.db.update(packageDefinitions).set({ monthlyCredits: 5 }).where(eq(packageDefinitions.id, s.packageId));
    await settleAllCredits(t.db, new Date());
    const buyer = await f.member(t.db);
    const r = await f.request(t.db, buyer.id, pipe.id);
    const r2 = await f.request(t.db, buyer.id, pipe.id);
    const unmatched = await f.request(t.db, buyer.id, other.id);
    const key = await keyOf(m.auth, ['requests:read', 'offers:write']);
    expect((await balanceOf(t.db, m.id)).total).toBe(5);

    const sent = await t.call('POST', `/api/v2/open/requests/${r.id}/offers`, key, terms());
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ offer: { unitPrice: '12.50', total: '1250.00', version: 1 }, locked: null });
    expect((await balanceOf(t.db, m.id)).total).toBe(4);

    // the site's refusals, nothing spent
    const twice = await t.call('POST', `/api/v2/open/requests/${r.id}/offers`, key, terms());
    expect([twice.statusCode, twice.json()]).toEqual([400, { message: OFFER_MSG.twice }]);
    const notMatching = await t.call('POST', `/api/v2/open/requests/${unmatched.id}/offers`, key, terms());
    expect([notMatching.statusCode, notMatching.json()]).toEqual([400, { message: OFFER_MSG.notMatching }]);
    const bad = await t.call('POST', `/api/v2/open/requests/${r2.id}/offers`, key, { ...terms(), vatRate: 7 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.vatRate).toBeTruthy();
    expect((await balanceOf(t.db, m.id)).total).toBe(4);

    // a revision: a new version
    const offerId = sent.json().offer.id;
    const revised = await t.call('PUT', `/api/v2/open/offers/${offerId}`, key, terms('11.00'));
    expect(revised.statusCode).toBe(200);
    expect(revised.json().offer).toMatchObject({ id: offerId, unitPrice: '11.00', total: '1100.00', version: 2 });

    // the list, with states, by cursor
    await t.call('POST', `/api/v2/open/requests/${r2.id}/offers`, key, terms());
    const first = await t.get('/api/v2/open/offers?limit=1', key);
    expect(first.json().items).toMatchObject([{ requestId: r2.id, state: 'sent', catalogProduct: 'Çelik boru' }]);
    const second = await t.get(`/api/v2/open/offers?limit=1&cursor=${first.json().nextCursor}`, key);
    expect(second.json()).toMatchObject({ items: [{ id: offerId, version: 2, state: 'sent' }], nextCursor: null });
    await t.db.update(offers).set({ reviewed: true }).where(eq(offers.id, offerId));
    await t.db.update(requests).set({ finished: true }).where(eq(requests.id, r2.id));
    const states = (await t.get('/api/v2/open/offers', key)).json().items.map((o: { state: string }) => o.state);
    expect(states).toEqual(['closed', 'accepted']);
    // changed since: the revised offer only
    await t.db.execute(sql`update offers set created_at = '2026-01-01T00:00:00Z', updated_at = null
      where request_id = ${r2.id}`);
    const since = await t.get(`/api/v2/open/offers?updatedSince=${encodeURIComponent('2026-06-01T00:00:00Z')}`, key);
    expect(since.json().items.map((o: { id: number }) => o.id)).toEqual([offerId]);
  });

  it('refuses a key without offers:write, and an offer once the company’s package has ended', async () => {
    const pipe = await f.catalogProduct(t.db, (await f.category(t.db, 'Ahşap')).id, 'Kontrplak');
    const m = await t.asMember(await f.manufacturer(t.db, pipe.id));
    const r = await f.request(t.db, (await f.member(t.db)).id, pipe.id);
    const reader = await keyOf(m.auth, ['requests:read']);
    for (const [method, url] of [
      ['POST', `/api/v2/open/requests/${r.id}/offers`],
      ['PUT', '/api/v2/open/offers/1'],
      ['GET', '/api/v2/open/offers'],
    ] as const) {
      const res = await t.call(method, url, reader, method === 'GET' ? undefined : terms());
      expect([res.statusCode, res.json()], url).toEqual([403, { message: API_KEY_MSG.scope('offers:write') }]);
    }
    expect(await t.db.select().from(offers).where(eq(offers.memberId, m.id))).toEqual([]);

    const writer = await keyOf(m.auth, ['offers:write']);
    await t.db.execute(sql`update package_subscriptions set ends_on = current_date - 1 where member_id = ${m.id}`);
    const res = await t.call('POST', `/api/v2/open/requests/${r.id}/offers`, writer, terms());
    expect([res.statusCode, res.json()]).toEqual([403, { message: OFFER_MSG.noPackage }]);
  });
});
