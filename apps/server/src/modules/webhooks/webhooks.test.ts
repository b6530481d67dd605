// A company's webhooks (issue 52 item 4, decision 0068): events posted to a receiver on loopback (allowed by the
// setting), signed so the company verifies them with the secret it was shown once; retried after a 500; logged (the
// last 100); refused for private and loopback addresses without the setting; another company's refused; deleting
// one stops its deliveries.
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BAD_CHARACTER } from '@tedarik/contract/fields';
import { KEPT_DELIVERIES, MAX_WEBHOOKS, WEBHOOK_MSG, webhookBody } from '@tedarik/contract/webhooks/member';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { rawRows } from '../../db/client';
import { members } from '../../db/schema/members';
import { requests } from '../../db/schema/requests';
import { webhookDeliveries, webhooks } from '../../db/schema/webhooks';

type Received = { url: string; headers: Record<string, string | string[] | undefined>; body: string };

/** A receiver on 127.0.0.1: answers with the statuses queued (then 200), keeps what it got. */
function receiver() {
  const got: Received[] = [];
  const statuses: number[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      got.push({ url: req.url ?? '', headers: req.headers, body });
      res.statusCode = statuses.shift() ?? 200;
      res.end('ok');
    });
  });
  return {
    got,
    statuses,
    async start() {
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/**
 * The body is the one the API reference documents for its event (the callbacks of `POST /api/v2/webhooks`): it parses,
 * and the parse, which drops every key it does not know, keeps all of it.
 */
const asDocumented = (r: Received) => {
  const body = JSON.parse(r.body);
  expect(webhookBody(body.event).parse(body)).toEqual(body);
};

const verify = (secret: string, r: Received) => {
  const expected = createHmac('sha256', secret).update(`${r.headers['tedarik-timestamp']}.${r.body}`).digest('hex');
  return r.headers['tedarik-signature'] === `sha256=${expected}`;
};

let shift = 0;
const clock = { now: () => new Date(Date.now() + shift) };
let t: TestApp;
let productId: number;
const rx = receiver();
let base: string;
beforeAll(async () => {
  [t, base] = await Promise.all([testApp({ clock, webhookLoopback: true }), rx.start()]);
  productId = (await f.catalogProduct(t.db, (await f.category(t.db, 'Metal')).id, 'Çelik boru')).id;
});
afterAll(async () => {
  await t?.close();
  await rx.close();
});
beforeEach(() => {
  rx.got.length = 0;
  rx.statuses.length = 0;
});

const create = (auth: Record<string, string>, body: object) => t.call('POST', '/api/v2/webhooks', auth, body);
const maker = async () => t.asMember(await f.manufacturer(t.db, productId));
const ALL = ['request.matched', 'offer.accepted', 'offer.rated', 'message.received'];
const deliveries = async (auth: Record<string, string>, id: number) =>
  (await t.get(`/api/v2/webhooks/${id}/deliveries`, auth)).json().items;
const flush = () => t.app.tasks.flush();
/** What the open API answers the company's key at `url` (decision 0065). */
const openApi = async (auth: Record<string, string>, url: string) => {
  const key = await t.call('POST', '/api/v2/api-keys', auth, {
    name: 'ERP',
    scopes: ['requests:read', 'offers:write'],
  });
  return (await t.get(url, { authorization: `Bearer ${key.json().secret}` })).json();
};

describe('Webhook Adresleri', () => {
  it('posts a matched request, an acceptance, a rating and a message, each signed with the secret shown once', async () => {
    const m = await maker();
    const res = await create(m.auth, { url: `${base}/hook`, events: ALL });
    expect(res.statusCode).toBe(200);
    const hook = res.json();
    expect(hook).toMatchObject({ url: `${base}/hook`, events: ALL });
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const [row] = await t.db.select().from(webhooks).where(eq(webhooks.id, hook.id));
    expect(row.secret).not.toContain(hook.secret); // sealed
    const list = await t.get('/api/v2/webhooks', m.auth);
    expect(list.json()).toEqual({ items: [{ ...hook, secret: undefined }], max: MAX_WEBHOOKS });
    expect(list.body).not.toContain(hook.secret);

    // a request approved that matches the company's products
    const buyer = await t.asMember(await f.member(t.db));
    const request = await f.request(t.db, buyer.id, productId, 'pending');
    const phone = '0532 123 45 67';
    await t.db
      .update(requests)
      .set({
        quantity: 250,
        detail: `Kalınlık 3 mm. Bize ${phone} numarasından ya da satin@alici.com adresinden ulaşın.`,
      })
      .where(eq(requests.id, request.id));
    const [{ companyName }] = await t.db.select().from(members).where(eq(members.id, buyer.id));
    const admin = await t.asAdmin();
    const approved = await t.post(
      `/adn_api/uyeTalepGuncelle-${buyer.id}`,
      { id: request.id, durum: 1, aciklama: '' },
      admin,
    );
    expect(approved.statusCode).toBe(200);
    await flush();
    expect(rx.got).toHaveLength(1);
    const [matched] = rx.got;
    expect(matched.headers['tedarik-event']).toBe('request.matched');
    expect(matched.headers['content-type']).toBe('application/json');
    expect(verify(hook.secret, matched)).toBe(true);
    expect(verify(`${hook.secret}x`, matched)).toBe(false);
    asDocumented(matched);
    const body = JSON.parse(matched.body);
    expect(body).toMatchObject({ event: 'request.matched', data: { requestId: request.id } });
    // the request itself, as the open API answers the company: its product, quantity, the buyer's contacts masked
    expect(body.data.request).toMatchObject({
      id: request.id,
      catalogProduct: { id: productId, name: 'Çelik boru' },
      quantity: 250,
      unit: 'Adet',
      offered: false,
    });
    expect(body.data.request.detail).toContain('Kalınlık 3 mm.');
    expect(matched.body).not.toContain(phone);
    expect(matched.body).not.toContain('satin@alici.com');
    expect(companyName.length).toBeGreaterThan(2);
    expect(matched.body).not.toContain(companyName); // the buyer not named
    expect(body.data).toEqual({
      requestId: request.id,
      request: await openApi(m.auth, `/api/v2/open/requests/${request.id}`),
    });
    expect(body.id).toBe(matched.headers['tedarik-delivery']);
    expect(Math.abs(Number(matched.headers['tedarik-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    expect(Number.isNaN(Date.parse(body.createdAt))).toBe(false);
    expect(await deliveries(m.auth, hook.id)).toEqual([
      expect.objectContaining({ event: 'request.matched', status: 200, error: null, attempt: 1 }),
    ]);

    // its offer accepted, then rated
    rx.got.length = 0;
    const offer = await f.offer(t.db, request.id, m.id);
    expect((await t.get(`/api/talepDetayislemKabul-${offer.id}`, buyer.auth)).statusCode).toBe(200);
    await flush();
    expect(rx.got.map((r) => JSON.parse(r.body))).toEqual([
      expect.objectContaining({
        event: 'offer.accepted',
        data: {
          requestId: request.id,
          offerId: offer.id,
          offer: expect.objectContaining({ id: offer.id, requestId: request.id, state: 'accepted', total: '1000.00' }),
          rating: null,
        },
      }),
    ]);
    // the offer as the open API's list shows it to the company
    const [listed] = (await openApi(m.auth, '/api/v2/open/offers')).items;
    expect(JSON.parse(rx.got[0].body).data.offer).toEqual(listed);
    const rated = await t.post(
      '/api/talepyorumYap',
      { puan: 5, yorum: 'Zamanında.', id: offer.id, teklifid: request.id },
      buyer.auth,
    );
    expect(rated.statusCode).toBe(200);
    await flush();
    expect(rx.got.map((r) => JSON.parse(r.body).event)).toEqual(['offer.accepted', 'offer.rated']);
    rx.got.forEach(asDocumented);
    expect(JSON.parse(rx.got[1].body).data).toEqual({
      requestId: request.id,
      offerId: offer.id,
      offer: listed,
      rating: { score: 5, comment: 'Zamanında.', createdAt: expect.any(String) },
    });

    // a message from the buyer; the company's own message to the buyer posts nothing
    rx.got.length = 0;
    const sent = await t.post(
      `/api/v2/requests/${request.id}/conversations`,
      { text: 'Merhaba', offerId: offer.id },
      buyer.auth,
    );
    expect(sent.statusCode).toBe(200);
    const conversationId = sent.json().conversation.id;
    await t.post(`/api/v2/conversations/${conversationId}/messages`, { text: 'Selam' }, m.auth);
    await flush();
    expect(rx.got).toHaveLength(1);
    // ids only: a message's text is masked per reader
    expect(JSON.parse(rx.got[0].body)).toMatchObject({
      event: 'message.received',
      data: { conversationId, requestId: request.id, messageId: sent.json().message.id },
    });
    expect(rx.got[0].body).not.toContain('Merhaba');
    asDocumented(rx.got[0]);
    expect(rx.got.every((r) => verify(hook.secret, r))).toBe(true);
    expect((await deliveries(m.auth, hook.id)).map((d: { event: string }) => d.event)).toEqual([
      'message.received',
      'offer.rated',
      'offer.accepted',
      'request.matched',
    ]);
  });

  it('posts only the events asked for, to the company told', async () => {
    const m = await maker();
    const other = await maker();
    await create(m.auth, { url: `${base}/only-accepted`, events: ['offer.accepted'] });
    const buyer = await t.asMember(await f.member(t.db));
    const request = await f.request(t.db, buyer.id, productId, 'pending');
    await t.post(
      `/adn_api/uyeTalepGuncelle-${buyer.id}`,
      { id: request.id, durum: 1, aciklama: '' },
      await t.asAdmin(),
    );
    const theirs = await f.offer(t.db, request.id, other.id);
    await t.get(`/api/talepDetayislemKabul-${theirs.id}`, buyer.auth);
    await flush();
    expect(rx.got.filter((r) => r.url === '/only-accepted')).toEqual([]);
  });

  it('sends no request that no longer matches the company when it is sent: its id alone', async () => {
    const m = await maker();
    await create(m.auth, { url: `${base}/withdrawn`, events: ['request.matched'] });
    const buyer = await t.asMember(await f.member(t.db));
    const request = await f.request(t.db, buyer.id, productId, 'pending');
    // the approval's push kicks the task worker at once: held back here, so that the request is withdrawn (below)
    // between the approval and the delivery, whatever the database's timing (on PostgreSQL the round came first)
    const { kick } = t.app.tasks;
    t.app.tasks.kick = () => {};
    try {
      await t.post(
        `/adn_api/uyeTalepGuncelle-${buyer.id}`,
        { id: request.id, durum: 1, aciklama: '' },
        await t.asAdmin(),
      );
      expect(rx.got).toEqual([]);
      // withdrawn by its buyer before the delivery went
      await t.db.update(requests).set({ published: false }).where(eq(requests.id, request.id));
    } finally {
      t.app.tasks.kick = kick;
    }
    await flush();
    const [got] = rx.got.filter((r) => r.url === '/withdrawn');
    expect(JSON.parse(got.body).data).toEqual({ requestId: request.id, request: null });
    asDocumented(got);
    expect(got.body).not.toContain('ayrıntısı'); // nothing of its text
  });

  it('tries again after a 500, with the same delivery id, and logs each attempt', async () => {
    const m = await maker();
    const hook = (await create(m.auth, { url: `${base}/flaky`, events: ['offer.accepted'] })).json();
    rx.statuses.push(500);
    const ping = await t.post(`/api/v2/webhooks/${hook.id}/ping`, {}, m.auth);
    expect([ping.statusCode, ping.json()]).toEqual([200, { message: WEBHOOK_MSG.pingSent }]);
    await flush();
    expect(rx.got).toHaveLength(1);
    expect(JSON.parse(rx.got[0].body)).toMatchObject({ event: 'ping', data: { webhookId: hook.id } });
    asDocumented(rx.got[0]);
    await flush();
    expect(rx.got).toHaveLength(1); // not due yet
    shift += 31_000; // the first wait is 30 s
    await flush();
    expect(rx.got).toHaveLength(2);
    expect(rx.got[1].headers['tedarik-delivery']).toBe(rx.got[0].headers['tedarik-delivery']);
    expect(verify(hook.secret, rx.got[1])).toBe(true);
    expect(await deliveries(m.auth, hook.id)).toEqual([
      expect.objectContaining({ event: 'ping', status: 200, attempt: 2 }),
      expect.objectContaining({ event: 'ping', status: 500, attempt: 1 }),
    ]);
    shift += 3_600_000;
    await flush();
    expect(rx.got).toHaveLength(2); // delivered: not again
  });

  it('keeps the last 100 deliveries of a webhook', async () => {
    const m = await maker();
    const hook = (await create(m.auth, { url: `${base}/log`, events: ['offer.rated'] })).json();
    await rawRows(
      t.db,
      sql`insert into webhook_deliveries (webhook_id, event, delivery_id, payload, status, attempt, duration_ms)
        select ${hook.id}, 'ping', 'eski-' || i, '{}'::jsonb, 200, 1, 3 from generate_series(1, ${KEPT_DELIVERIES}) i
        returning id`,
    );
    await t.post(`/api/v2/webhooks/${hook.id}/ping`, {}, m.auth);
    await flush();
    const kept = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, hook.id));
    expect(kept).toHaveLength(KEPT_DELIVERIES);
    expect(kept.map((d) => d.deliveryId)).not.toContain('eski-1');
    const listed = await deliveries(m.auth, hook.id);
    expect(listed).toHaveLength(KEPT_DELIVERIES);
    expect(listed[0]).toMatchObject({ event: 'ping', status: 200 });
  });

  it('sends nothing more once deleted; another company’s webhook is not found', async () => {
    const m = await maker();
    const hook = (await create(m.auth, { url: `${base}/gone`, events: ['offer.rated'] })).json();
    rx.statuses.push(500);
    await t.post(`/api/v2/webhooks/${hook.id}/ping`, {}, m.auth);
    await flush();
    expect(rx.got).toHaveLength(1); // refused: to be tried again
    const stranger = await maker();
    for (const [method, url] of [
      ['DELETE', `/api/v2/webhooks/${hook.id}`],
      ['POST', `/api/v2/webhooks/${hook.id}/ping`],
      ['GET', `/api/v2/webhooks/${hook.id}/deliveries`],
    ] as const) {
      const res = await t.call(method, url, stranger.auth, method === 'POST' ? {} : undefined);
      expect([res.statusCode, res.json()], url).toEqual([404, { message: WEBHOOK_MSG.notFound }]);
    }
    expect((await t.get('/api/v2/webhooks', stranger.auth)).json().items).toEqual([]);
    const deleted = await t.call('DELETE', `/api/v2/webhooks/${hook.id}`, m.auth);
    expect([deleted.statusCode, deleted.json()]).toEqual([200, { message: WEBHOOK_MSG.deleted }]);
    shift += 31_000;
    await flush(); // the ping's next attempt: none
    expect(rx.got).toHaveLength(1);
    expect(await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, hook.id))).toEqual([]);
    expect((await t.call('DELETE', `/api/v2/webhooks/${hook.id}`, m.auth)).statusCode).toBe(404);
    expect((await t.get('/api/v2/webhooks', m.auth)).json().items).toEqual([]);
  });

  it('checks the address again at each delivery', async () => {
    const m = await maker();
    const hook = (await create(m.auth, { url: `${base}/moved`, events: ['offer.rated'] })).json();
    await t.db.update(webhooks).set({ url: 'https://10.0.0.1/hook' }).where(eq(webhooks.id, hook.id));
    await t.post(`/api/v2/webhooks/${hook.id}/ping`, {}, m.auth);
    await flush();
    expect(await deliveries(m.auth, hook.id)).toEqual([
      expect.objectContaining({ status: null, error: WEBHOOK_MSG.privateAddress, attempt: 1 }),
    ]);
  });

  it('gives webhooks to companies only, five at most, and refuses bad input in Turkish', async () => {
    const plain = await t.asMember(await f.member(t.db));
    const refused = await create(plain.auth, { url: `${base}/x`, events: ALL });
    expect([refused.statusCode, refused.json().message]).toEqual([403, WEBHOOK_MSG.companiesOnly]);
    const m = await maker();
    for (const [body, message] of [
      [{ url: '', events: ALL }, WEBHOOK_MSG.url],
      [{ url: `${base}/${'x'.repeat(5000)}`, events: ALL }, WEBHOOK_MSG.url],
      [{ url: `${base}/a\u0000b`, events: ALL }, BAD_CHARACTER],
      [{ url: `${base}/a`, events: [] }, WEBHOOK_MSG.events],
      [{ url: `${base}/a`, events: ['order.paid'] }, WEBHOOK_MSG.events],
      [{ url: 'ftp://ornek.com/a', events: ALL }, WEBHOOK_MSG.https],
      [{ url: 'https://', events: ALL }, WEBHOOK_MSG.invalid],
      [{ url: 'https://ali:sifre@ornek.com/a', events: ALL }, WEBHOOK_MSG.credentials],
      // the setting allows loopback, never a private network
      [{ url: 'https://10.0.0.1/a', events: ALL }, WEBHOOK_MSG.privateAddress],
      [{ url: 'https://yok.invalid/a', events: ALL }, WEBHOOK_MSG.unresolved],
    ] as const) {
      const res = await create(m.auth, body);
      expect([res.statusCode, res.json().message], JSON.stringify(body).slice(0, 80)).toEqual([400, message]);
    }
    expect(await t.db.select().from(webhooks).where(eq(webhooks.memberId, m.id))).toEqual([]);
    for (let i = 1; i <= MAX_WEBHOOKS; i++)
      expect((await create(m.auth, { url: `${base}/${i}`, events: ALL })).statusCode).toBe(200);
    const sixth = await create(m.auth, { url: `${base}/6`, events: ALL });
    expect([sixth.statusCode, sixth.json()]).toEqual([409, { message: WEBHOOK_MSG.tooMany }]);
  });

  it('documents its calls in a group of their own', async () => {
    const doc = (await t.get('/docs/json')).json();
    expect(doc.paths['/api/v2/webhooks'].post.tags).toEqual(['v2 · Üye · Webhook Adresleri']);
    // the body each event carries is described where an address is added
    expect(doc.paths['/api/v2/webhooks'].post.description).toContain('`{ requestId, offerId, offer, rating }`');
    // and as OpenAPI callbacks, one per event, each its body's schema
    const callbacks = doc.paths['/api/v2/webhooks'].post.callbacks;
    expect(Object.keys(callbacks)).toEqual([...ALL, 'ping']);
    const rated = callbacks['offer.rated']['{$request.body#/url}'].post;
    expect(rated.requestBody.content['application/json'].schema.properties.data.required).toEqual([
      'requestId',
      'offerId',
      'offer',
      'rating',
    ]);
  });
});

describe('without the loopback setting', () => {
  let u: TestApp;
  beforeAll(async () => {
    u = await testApp();
  });
  afterAll(() => u?.close());

  it('refuses loopback, private, link-local, unique-local, CGNAT and unspecified addresses, and http://', async () => {
    const m = await u.asMember(await f.member(u.db, { pkg: 'active' }));
    for (const [url, message] of [
      ['https://127.0.0.1/hook', WEBHOOK_MSG.privateAddress],
      [`${base}/hook`, WEBHOOK_MSG.https], // http:// on loopback
      ['http://10.0.0.1/hook', WEBHOOK_MSG.https],
      ['https://10.0.0.1/hook', WEBHOOK_MSG.privateAddress],
      ['https://192.168.1.20/hook', WEBHOOK_MSG.privateAddress],
      ['https://172.16.5.4/hook', WEBHOOK_MSG.privateAddress],
      ['https://localhost:8443/hook', WEBHOOK_MSG.privateAddress], // a name resolving to loopback
      ['https://[::1]/hook', WEBHOOK_MSG.privateAddress],
      ['https://[::ffff:127.0.0.1]/hook', WEBHOOK_MSG.privateAddress],
      ['https://[fd12::1]/hook', WEBHOOK_MSG.privateAddress],
      ['https://[fe80::1]/hook', WEBHOOK_MSG.privateAddress],
      ['https://169.254.169.254/latest/meta-data', WEBHOOK_MSG.privateAddress],
      ['https://100.64.0.1/hook', WEBHOOK_MSG.privateAddress],
      ['https://0.0.0.0/hook', WEBHOOK_MSG.privateAddress],
      ['https://224.0.0.1/hook', WEBHOOK_MSG.privateAddress],
      ['https://2130706433/hook', WEBHOOK_MSG.privateAddress], // 127.0.0.1 as one number
    ] as const) {
      const res = await u.call('POST', '/api/v2/webhooks', m.auth, { url, events: ['request.matched'] });
      expect([res.statusCode, res.json().message], url).toEqual([400, message]);
    }
    expect(await u.db.select().from(webhooks)).toEqual([]);
    // a public address is taken
    const ok = await u.call('POST', '/api/v2/webhooks', m.auth, { url: 'https://8.8.8.8/hook', events: ['ping'] });
    expect(ok.statusCode).toBe(400); // 'ping' is no event to subscribe to
    const taken = await u.call('POST', '/api/v2/webhooks', m.auth, {
      url: 'https://93.184.215.14/hook',
      events: ['request.matched'],
    });
    expect(taken.statusCode).toBe(200);
  });
});
