// Web push (issue 38 item 5) on PGlite (and PostgreSQL + Redis in CI): the calls take a browser's subscription only
// whole and well formed, for a known push service, refusing anything else in Turkish; a new message, offer or matching
// request reaches the browsers of a member with no page open, encrypted for them (decrypted here as a browser would)
// and signed with the server's VAPID key, without the message's text; the writer and a member with an open page get
// none; a subscription the push service no longer knows goes, other failures are counted; the write does not wait
// for the push service; with Redis, a page open in another process counts.
import { randomInt } from 'node:crypto';
import { copyFile, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PUSH_MSG } from '@tedarik/contract/push/member';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import { browserKeys, fakePushService, vapidClaims } from '../../../test/fake-push';
import * as f from '../../../test/fixtures';
import { members } from '../../db/schema/members';
import { pushSubscriptions } from '../../db/schema/push';
import { systemClock } from '../../platform/context';
import { createEventHub } from '../../platform/events';
import { MAX_PER_MEMBER, pushPayload } from './service';

let t: TestApp;
let service: Awaited<ReturnType<typeof fakePushService>>;
type Who = { id: number; auth: Record<string, string> };
let buyer: Who;
let maker: Who;

/** a new member (`opts` as `f.member`'s), logged in */
const who = async (opts: Parameters<typeof f.member>[1] = {}): Promise<Who> => t.asMember(await f.member(t.db, opts));

beforeAll(async () => {
  t = await testApp();
  service = await fakePushService();
  buyer = await who();
  maker = await who({ pkg: 'active' });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await service?.close();
});

const FCM = 'https://fcm.googleapis.com/fcm/send/';
const subscription = (endpoint = `${FCM}${randomInt(1e9)}`) => ({
  endpoint,
  expirationTime: null,
  keys: browserKeys().keys,
});
const save = (w: Who | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v2/push/subscriptions',
    headers: { ...w?.auth, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
const remove = (w: Who, payload: unknown) =>
  t.app.inject({ method: 'DELETE', url: '/api/v2/push/subscriptions', headers: w.auth, payload: payload as object });
const rowsOf = (memberId: number) =>
  t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, memberId));

describe('the calls', () => {
  it('give the public key to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/push/key' });
    expect(res.statusCode).toBe(200);
    expect(res.json().publicKey).toMatch(/^B[\w-]{86}$/);
  });

  it('keep a browser’s subscription for the member; the same browser subscribed again is taken over', async () => {
    const sub = subscription();
    expect((await save(undefined, sub)).statusCode).toBe(400); // no session: 'cikis'
    const saved = await save(buyer, sub);
    expect([saved.statusCode, saved.json().message]).toEqual([200, PUSH_MSG.saved]);
    expect(await rowsOf(buyer.id)).toEqual([expect.objectContaining({ endpoint: sub.endpoint, failures: 0 })]);
    // another member logs in on the same browser: the alerts are theirs from now on, with the new keys
    const renewed = { ...sub, keys: browserKeys().keys };
    expect((await save(maker, renewed)).statusCode).toBe(200);
    expect(await rowsOf(buyer.id)).toEqual([]);
    expect(await rowsOf(maker.id)).toEqual([expect.objectContaining({ p256dh: renewed.keys.p256dh })]);
  });

  it('refuse anything but a whole, well-formed subscription of a known push service, in Turkish', async () => {
    const sub = subscription();
    const p256dh = `B${'A'.repeat(86)}`; // well formed, but no point of P-256
    const cases: [unknown, string][] = [
      [null, PUSH_MSG.subscription],
      ['abc', PUSH_MSG.subscription],
      [{ ...sub, endpoint: `http://fcm.googleapis.com/fcm/send/1` }, PUSH_MSG.endpoint],
      [{ ...sub, endpoint: 'https://user:pw@fcm.googleapis.com/x' }, PUSH_MSG.endpoint],
      [{ ...sub, endpoint: `${FCM}${'a'.repeat(1000)}` }, PUSH_MSG.endpoint],
      [{ ...sub, endpoint: 'nonsense' }, PUSH_MSG.endpoint],
      [{ ...sub, endpoint: 'https://127.0.0.1/push' }, PUSH_MSG.service],
      [{ ...sub, endpoint: 'https://fcm.googleapis.com.evil.example/x' }, PUSH_MSG.service],
      // the push services answer on 443 only: another port of their host is someone else's door (issue 47 item 12)
      [{ ...sub, endpoint: 'https://fcm.googleapis.com:6379/x' }, PUSH_MSG.service],
      [{ ...sub, endpoint: 'https://updates.push.services.mozilla.com:8443/wpush/v2/x' }, PUSH_MSG.service],
      [{ ...sub, endpoint: 'https://web.push.apple.com:80/x' }, PUSH_MSG.service],
      [{ ...sub, keys: { ...sub.keys, p256dh } }, PUSH_MSG.keys],
      [{ ...sub, keys: { ...sub.keys, p256dh: sub.keys.p256dh.slice(1) } }, PUSH_MSG.keys],
      [{ ...sub, keys: { ...sub.keys, auth: `${sub.keys.auth}AA` } }, PUSH_MSG.keys],
      [{ ...sub, keys: { p256dh: sub.keys.p256dh } }, PUSH_MSG.keys],
      [{ ...sub, keys: { ...sub.keys, extra: 'x' } }, PUSH_MSG.keys],
      [{ ...sub, extra: 1 }, PUSH_MSG.subscription],
      [{ ...sub, expirationTime: 'yarın' }, PUSH_MSG.subscription],
    ];
    for (const [body, message] of cases) {
      const res = await save(buyer, body);
      expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([400, message]);
    }
    // 443 written out is the push service's own port
    expect(
      (await save(buyer, { ...sub, endpoint: `https://fcm.googleapis.com:443/fcm/send/${randomInt(1e9)}` })).statusCode,
    ).toBe(200);
    // a padded key, as some browsers send it, is the same key
    const padded = { ...sub, keys: { ...sub.keys, auth: `${sub.keys.auth}==` } };
    expect((await save(buyer, padded)).statusCode).toBe(200);
    expect((await rowsOf(buyer.id))[0].auth).toBe(sub.keys.auth);
  });

  it(`keep a member’s newest ${MAX_PER_MEMBER} browsers`, async () => {
    const m = await who();
    const endpoints: string[] = [];
    for (let i = 0; i <= MAX_PER_MEMBER; i++) {
      const sub = subscription(`https://updates.push.services.mozilla.com/wpush/v2/${i}`);
      endpoints.push(sub.endpoint);
      expect((await save(m, sub)).statusCode).toBe(200);
    }
    const kept = (await rowsOf(m.id)).map((r) => r.endpoint).sort();
    expect(kept).toEqual(endpoints.slice(1).sort());
  });

  it('delete the member’s own subscription by its endpoint, never another’s', async () => {
    const sub = subscription(`https://web.push.apple.com/${randomInt(1e9)}`);
    await save(buyer, sub);
    expect((await remove(maker, { endpoint: sub.endpoint })).statusCode).toBe(200);
    expect((await rowsOf(buyer.id)).some((r) => r.endpoint === sub.endpoint)).toBe(true);
    const removed = await remove(buyer, { endpoint: sub.endpoint });
    expect([removed.statusCode, removed.json().message]).toEqual([200, PUSH_MSG.removed]);
    expect((await rowsOf(buyer.id)).some((r) => r.endpoint === sub.endpoint)).toBe(false);
    const bad = await remove(buyer, { endpoint: 'javascript:alert(1)' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, PUSH_MSG.endpoint]);
  });
});

describe('the service worker', () => {
  it('is served from the site’s root as JavaScript, as the built web app has it (apps/web/public)', async () => {
    const webRoot = await mkdtemp(path.join(tmpdir(), 'web-'));
    await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>Tedarik</title><div id="root"></div>');
    await copyFile(path.join(import.meta.dirname, '../../../../web/public/sw.js'), path.join(webRoot, 'sw.js'));
    const site = await testApp({ webRoot });
    try {
      const res = await site.app.inject('/sw.js');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(res.body).toContain("addEventListener('push'");
      expect(res.body).toContain("addEventListener('notificationclick'");
    } finally {
      await site.close();
    }
  });
});

describe('what a push says', () => {
  it('names a message, an offer that came, was revised or opened, and a matching request; nothing else', () => {
    expect(pushPayload({ kind: 'message', conversationId: 1, requestId: 2 })).toEqual({
      title: 'Yeni mesaj',
      body: 'Bir talep hakkında yeni mesajınız var.',
      url: '/hesabim/mesajlar',
      tag: 'mesaj',
    });
    expect(pushPayload({ kind: 'offer', requestId: 7, change: 'received' })).toMatchObject({
      title: 'Yeni teklif',
      url: '/account-d-detay-talep-7',
    });
    expect(pushPayload({ kind: 'offer', requestId: 7, change: 'revised' })).toMatchObject({
      title: 'Teklif güncellendi',
      url: '/account-d-detay-talep-7',
    });
    expect(pushPayload({ kind: 'offer', requestId: 7, change: 'opened' })).toMatchObject({
      title: 'Teklifler açıldı',
      url: '/account-d-detay-talep-7',
    });
    expect(pushPayload({ kind: 'notification', list: 'talepler', about: 'request_match', requestId: 9 })).toMatchObject(
      { title: 'Yeni talep', url: '/talep-detay-9' },
    );
    expect(pushPayload({ kind: 'notification', list: 'uyarilar', about: 'rating_received' })).toBeUndefined();
    expect(pushPayload({ kind: 'conversation', conversationId: 1, requestId: 2 })).toBeUndefined();
  });
});

/** A subscription straight in the table: the local push service is no known one, so the call would refuse it. */
async function subscribed(memberId: number, path: string) {
  const browser = browserKeys();
  await t.db.insert(pushSubscriptions).values({ memberId, endpoint: `${service.origin}${path}`, ...browser.keys });
  return browser;
}
const until = async (check: () => boolean, ms = 3000) => {
  for (const end = Date.now() + ms; !check() && Date.now() < end; ) await new Promise((r) => setTimeout(r, 10));
  return check();
};

describe('pushes', () => {
  let reader: Who;
  let writer: Who;
  let readerRequest: number;
  beforeAll(async () => {
    await t.db.delete(pushSubscriptions); // the calls' subscriptions name real push services: none is posted to here
    const product = await f.catalogProduct(t.db, (await f.category(t.db, 'Boru')).id, 'Çelik Boru');
    reader = await who();
    writer = await who({ pkg: 'active' });
    await f.product(t.db, writer.id, product.id, 'Çelik Boru A');
    readerRequest = (await f.request(t.db, reader.id, product.id)).id;
  });
  const write = (text: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v2/requests/${readerRequest}/conversations`,
      headers: writer.auth,
      payload: { text },
    });

  it('tell the reader of a new message, encrypted for its browser and signed by the server, never its text', async () => {
    const browser = await subscribed(reader.id, '/ok/reader');
    await subscribed(writer.id, '/ok/writer');
    const text = 'Numune için arayın: 0532 123 45 67';
    expect((await write(text)).statusCode).toBe(200);
    await t.app.push.idle();
    expect(service.to('/ok/reader')).toHaveLength(1);
    expect(service.to('/ok/writer')).toEqual([]); // the writer hears nothing of its own message
    const [push] = service.to('/ok/reader');
    expect(push.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '86400', topic: 'mesaj' });
    const plain = browser.decrypt(push.body);
    expect(JSON.parse(plain)).toEqual({
      title: 'Yeni mesaj',
      body: 'Bir talep hakkında yeni mesajınız var.',
      url: '/hesabim/mesajlar',
      tag: 'mesaj',
    });
    expect(plain).not.toContain('0532');
    expect(push.body.includes(Buffer.from('mesaj'))).toBe(false); // encrypted on the wire
    const vapid = vapidClaims(String(push.headers.authorization));
    const { publicKey } = (await t.app.inject({ method: 'GET', url: '/api/v2/push/key' })).json();
    expect(vapid.key).toBe(publicKey);
    expect(vapid.claims).toMatchObject({ aud: service.origin, sub: 'mailto:no-reply@localhost' });
    const [row] = await rowsOf(reader.id);
    expect(row.lastSuccessAt).not.toBeNull();
  });

  it('delete a subscription its push service answers 404 or 410 for, and count other failures', async () => {
    const m = await who();
    for (const path of ['/gone/1', '/missing/1', '/fail/1', '/ok/1']) await subscribed(m.id, path);
    await t.app.events.publish(t.db, [m.id], { kind: 'offer', requestId: readerRequest, change: 'received' });
    await t.app.push.idle();
    expect(service.to('/ok/1')).toHaveLength(1);
    for (const path of ['/gone/1', '/missing/1', '/fail/1']) expect(service.to(path)).toHaveLength(1);
    const rows = await rowsOf(m.id);
    expect(rows.map((r) => [new URL(r.endpoint).pathname, r.failures]).sort()).toEqual([
      ['/fail/1', 1],
      ['/ok/1', 0],
    ]);
    const browserless = await who(); // no subscription: nothing to send, nothing fails
    await t.app.events.publish(t.db, [browserless.id], { kind: 'offer', requestId: readerRequest, change: 'received' });
    await t.app.push.idle();
  });

  it('leave out a member with a page open, and what is no new message, offer or matching request', async () => {
    const open = await who();
    const away = await who();
    await subscribed(open.id, '/ok/open');
    const browser = await subscribed(away.id, '/ok/away');
    const stop = t.app.events.subscribe(open.id, { send: () => {}, end: () => {} });
    await t.app.events.publish(t.db, [away.id], { kind: 'notification', list: 'uyarilar', about: 'support_answered' });
    const match = { kind: 'notification', list: 'talepler', about: 'request_match', requestId: 5 } as const;
    await t.app.events.publish(t.db, [open.id, away.id], match);
    await t.app.push.idle();
    expect(service.to('/ok/away')).toHaveLength(1);
    expect(service.to('/ok/open')).toEqual([]);
    expect(JSON.parse(browser.decrypt(service.to('/ok/away')[0].body))).toMatchObject({
      title: 'Yeni talep',
      url: '/talep-detay-5',
    });
    // the page closed: the next one is pushed
    stop();
    await t.app.events.publish(t.db, [open.id], { kind: 'offer', requestId: 5, change: 'received' });
    await t.app.push.idle();
    expect(service.to('/ok/open')).toHaveLength(1);
  });

  it('never make the write wait for the push service', async () => {
    const slow = await fakePushService({ delayMs: 2000 });
    await t.db
      .insert(pushSubscriptions)
      .values({ memberId: reader.id, endpoint: `${slow.origin}/ok/slow`, ...browserKeys().keys });
    const started = Date.now();
    expect((await write('Teslim süresi nedir?')).statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
    await t.app.push.idle();
    expect(slow.requests).toHaveLength(1);
    await slow.close();
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('a page open in another process', () => {
  it('keeps the push back while it is open, and not after it closed', async () => {
    // a member of its own id: other test files' hubs share this Redis with members of the same small ids
    const id = 1_000_000_000 + randomInt(1e9);
    await t.db
      .insert(members)
      .values({ id, email: `p${id}@test.com`, passwordHash: 'x', companyName: 'X', fullName: 'Y', slug: `p${id}` });
    const redis = new Redis(process.env.TEST_REDIS_URL as string);
    const [holder, writerHub] = [createEventHub(systemClock), createEventHub(systemClock)];
    const stops = [holder.share(redis), writerHub.share(redis)];
    const alerted: number[][] = [];
    writerHub.whenAway((ids) => alerted.push(ids));
    const stop = holder.subscribe(id, { send: () => {}, end: () => {} });
    await new Promise((r) => setTimeout(r, 200)); // the mark is in Redis
    await writerHub.publish(t.db, [id], { kind: 'message', conversationId: 1, requestId: 1 });
    await new Promise((r) => setTimeout(r, 200));
    expect(alerted).toEqual([]);
    stop();
    await new Promise((r) => setTimeout(r, 200));
    await writerHub.publish(t.db, [id], { kind: 'message', conversationId: 1, requestId: 1 });
    expect(await until(() => alerted.length === 1)).toBe(true);
    expect(alerted).toEqual([[id]]);
    for (const s of stops) s();
    holder.close();
    writerHub.close();
    await redis.quit();
  });
});
