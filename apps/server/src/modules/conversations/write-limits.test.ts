// The member's v2 writes that anyone could repeat by the thousand (issue 48 item 5): messages, complaints and file
// uploads are rate limited like the legacy writes (@fastify/rate-limit, shared through Redis), counted per member —
// the members of one office share an address — and refused with the Turkish text, as JSON.
import { RATE_LIMITED } from '@tedarik/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';

let t: TestApp;
type Who = Awaited<ReturnType<TestApp['asMember']>>;
let maker: Who;
let other: Who;
let requestId: number;

beforeAll(async () => {
  t = await testApp();
  const category = await f.category(t.db, 'Makine');
  const product = await f.catalogProduct(t.db, category.id, 'Flanş');
  const buyer = await f.member(t.db);
  maker = await t.asMember(await f.manufacturer(t.db, product.id));
  other = await t.asMember(await f.manufacturer(t.db, product.id));
  requestId = (await f.request(t.db, buyer.id, product.id)).id;
}, 60_000);
afterAll(() => t?.close());

describe('the member’s v2 writes', () => {
  it('are limited per member: past the limit a 429 in Turkish, while another member still writes', async () => {
    const thread = (await t.post(`/api/v2/requests/${requestId}/conversations`, { text: 'Soru' }, maker.auth)).json()
      .conversation.id as number;
    const writes: { url: string; max: number; body?: object }[] = [
      { url: `/api/v2/requests/${requestId}/conversations`, max: 30, body: { text: 'Bir soru daha' } },
      { url: `/api/v2/conversations/${thread}/messages`, max: 30, body: { text: 'Mesaj' } },
      { url: '/api/v2/messages/1/complaint', max: 10, body: { reason: 'spam' } },
      { url: `/api/v2/conversations/${thread}/files`, max: 60 },
      { url: `/api/v2/requests/${requestId}/files`, max: 60 },
      { url: '/api/v2/offers/1/files', max: 60 },
    ];
    for (const { url, max, body } of writes) {
      // the first of them went through above
      const counted = url.endsWith('/conversations') ? max - 1 : max;
      for (let i = 0; i < counted; i++) {
        const res = await t.call('POST', url, maker.auth, body ?? {});
        expect(res.statusCode, `${url} #${i} ${res.body}`).not.toBe(429);
      }
      const refused = await t.call('POST', url, maker.auth, body ?? {});
      expect([refused.statusCode, refused.json()], url).toEqual([429, { message: RATE_LIMITED }]);
      const another = await t.call('POST', url, other.auth, body ?? {});
      expect(another.statusCode, url).not.toBe(429);
    }
  });
});
