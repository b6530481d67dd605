// A company's open-API keys (issue 52 item 3, decision 0065): created with scopes and shown once (only a hash kept),
// listed, revoked; at most ten live; offers:write only with a running package; a key works on the open API alone and
// a member's session never does; each key is rate limited.
import { API_KEY_MSG, MAX_API_KEYS } from '@tedarik/contract/api-keys/member';
import { RATE_LIMITED } from '@tedarik/contract/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { apiKeys } from '../../db/schema/api-keys';
import { members } from '../../db/schema/members';
import { sha256 } from '../../platform/crypto';

let t: TestApp;
let productId: number;
beforeAll(async () => {
  t = await testApp();
  productId = (await f.catalogProduct(t.db, (await f.category(t.db, 'Metal')).id, 'Çelik boru')).id;
});
afterAll(() => t?.close());

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const maker = async () => t.asMember(await f.manufacturer(t.db, productId));
const create = (auth: Record<string, string>, body: object) => t.call('POST', '/api/v2/api-keys', auth, body);

describe('API Anahtarları', () => {
  it('shows a new key once, keeps only its hash, lists it without it and revokes it', async () => {
    const m = await maker();
    const res = await create(m.auth, { name: ' ERP ', scopes: ['requests:read', 'offers:write', 'requests:read'] });
    expect(res.statusCode).toBe(200);
    const made = res.json();
    expect(made).toMatchObject({ name: 'ERP', scopes: ['requests:read', 'offers:write'], lastUsedAt: null });
    expect(made.secret).toMatch(new RegExp(`^tdk_${made.prefix}_[A-Za-z0-9_-]{43}$`));
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, made.id));
    const secret = made.secret.slice(13); // after `tdk_<prefix>_`
    expect(row.secretHash).toBe(sha256(secret));
    expect(JSON.stringify(row)).not.toContain(secret);

    const list = await t.get('/api/v2/api-keys', m.auth);
    expect(list.json()).toEqual({ items: [{ ...made, secret: undefined, lastUsedAt: null }], max: MAX_API_KEYS });
    expect(list.body).not.toContain(secret);

    // the key works, and its use is shown
    expect((await t.get('/api/v2/open/requests', bearer(made.secret))).statusCode).toBe(200);
    // (written beside the call: looked at until it is there)
    await expect.poll(async () => (await t.get('/api/v2/api-keys', m.auth)).json().items[0].lastUsedAt).not.toBeNull();

    const revoked = await t.call('DELETE', `/api/v2/api-keys/${made.id}`, m.auth);
    expect([revoked.statusCode, revoked.json()]).toEqual([200, { message: API_KEY_MSG.revoked }]);
    expect((await t.get('/api/v2/api-keys', m.auth)).json().items).toEqual([]);
    const refused = await t.get('/api/v2/open/requests', bearer(made.secret));
    expect([refused.statusCode, refused.json()]).toEqual([401, { message: API_KEY_MSG.invalid }]);
    // revoked already, or another company's: not found
    expect((await t.call('DELETE', `/api/v2/api-keys/${made.id}`, m.auth)).statusCode).toBe(404);
    const other = await maker();
    const theirs = (await create(other.auth, { name: 'Diğer', scopes: ['requests:read'] })).json();
    const foreign = await t.call('DELETE', `/api/v2/api-keys/${theirs.id}`, m.auth);
    expect([foreign.statusCode, foreign.json()]).toEqual([404, { message: API_KEY_MSG.notFound }]);
    expect((await t.get('/api/v2/open/requests', bearer(theirs.secret))).statusCode).toBe(200);
  });

  it('refuses a bad name or no scope with the Turkish text, and writes nothing', async () => {
    const m = await maker();
    for (const body of [
      { name: '', scopes: ['requests:read'] },
      { name: 'x'.repeat(101), scopes: ['requests:read'] },
      { name: 'ERP', scopes: [] },
      { name: 'ERP', scopes: ['admin:all'] },
    ]) {
      const res = await create(m.auth, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect(await t.db.select().from(apiKeys).where(eq(apiKeys.memberId, m.id))).toEqual([]);
  });

  it('gives keys to companies only, offers:write only with a running package, and ten live keys at most', async () => {
    const buyer = await t.asMember(await f.member(t.db));
    const plain = await create(buyer.auth, { name: 'ERP', scopes: ['requests:read'] });
    expect([plain.statusCode, plain.json().message]).toEqual([403, API_KEY_MSG.companiesOnly]);
    const firm = await t.asMember(await f.member(t.db, { pkg: 'expired' }));
    expect((await create(firm.auth, { name: 'Okuma', scopes: ['requests:read'] })).statusCode).toBe(200);
    const writes = await create(firm.auth, { name: 'Yazma', scopes: ['offers:write'] });
    expect([writes.statusCode, writes.json().message]).toEqual([403, API_KEY_MSG.offersNeedPackage]);

    const m = await maker();
    const ids: number[] = [];
    for (let i = 1; i <= MAX_API_KEYS; i++)
      ids.push((await create(m.auth, { name: `Anahtar ${i}`, scopes: ['requests:read'] })).json().id);
    const eleventh = await create(m.auth, { name: 'Fazla', scopes: ['requests:read'] });
    expect([eleventh.statusCode, eleventh.json()]).toEqual([409, { message: API_KEY_MSG.tooMany }]);
    expect(await t.db.select().from(apiKeys).where(eq(apiKeys.memberId, m.id))).toHaveLength(MAX_API_KEYS);
    // a revoked key makes room
    await t.call('DELETE', `/api/v2/api-keys/${ids[0]}`, m.auth);
    expect((await create(m.auth, { name: 'Yeni', scopes: ['requests:read'] })).statusCode).toBe(200);
  });

  it('is refused on the member calls, and a member’s session is refused on the open API', async () => {
    const m = await maker();
    const { secret } = (await create(m.auth, { name: 'ERP', scopes: ['requests:read', 'offers:write'] })).json();
    for (const url of ['/api/uyeDogrula', '/api/v2/api-keys', '/api/v2/credits']) {
      const res = await t.get(url, bearer(secret));
      expect([res.statusCode, res.body], url).toEqual([400, 'cikis']);
    }
    // a public call that reads credentials when sent takes the key for none: a visitor's answer
    const r = await f.request(t.db, (await f.member(t.db)).id, productId);
    expect((await t.get(`/api/genelteklif-${r.id}`, m.auth)).json().uye).toBe(true);
    expect((await t.get(`/api/genelteklif-${r.id}`, bearer(secret))).json().uye).toBe(false);
    // and the open API refuses the member's session
    const session = await t.get('/api/v2/open/requests', m.auth);
    expect([session.statusCode, session.json()]).toEqual([401, { message: API_KEY_MSG.missing }]);
    const none = await t.get('/api/v2/open/requests');
    expect([none.statusCode, none.json()]).toEqual([401, { message: API_KEY_MSG.missing }]);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    const forged = await t.get('/api/v2/open/requests', bearer(`${secret.slice(0, -2)}xx`));
    expect(forged.statusCode).toBe(401);
    // a stopped member's keys are refused as its sessions are
    await t.db.update(members).set({ active: false }).where(eq(members.id, m.id));
    expect((await t.get('/api/v2/open/requests', bearer(secret))).statusCode).toBe(401);
  });

  it('answers 429 with the Turkish text past 120 calls a minute of one key, and counts each key apart', async () => {
    const m = await maker();
    const one = (await create(m.auth, { name: 'Bir', scopes: ['requests:read'] })).json().secret;
    const two = (await create(m.auth, { name: 'İki', scopes: ['requests:read'] })).json().secret;
    for (let i = 0; i < 120; i++) {
      const res = await t.get('/api/v2/open/requests?limit=1', bearer(one));
      expect(res.statusCode).toBe(200);
    }
    const limited = await t.get('/api/v2/open/requests?limit=1', bearer(one));
    expect([limited.statusCode, limited.json().message]).toEqual([429, RATE_LIMITED]);
    expect((await t.get('/api/v2/open/requests?limit=1', bearer(two))).statusCode).toBe(200);
  });
});

describe('the open API in the API reference', () => {
  it('documents its calls in groups of their own, with the Bearer key, the scope each needs and examples', async () => {
    const doc = (await t.get('/docs/json')).json();
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const list = doc.paths['/api/v2/open/requests'].get;
    expect(list.tags).toEqual(['v2 · Açık API · Talepler']);
    expect(list.security).toEqual([{ bearer: [] }]);
    expect(list.description).toContain('requests:read');
    expect(JSON.stringify(list.responses['200'])).toContain('Çelik boru');
    const send = doc.paths['/api/v2/open/requests/{id}/offers'].post;
    expect(send.tags).toEqual(['v2 · Açık API · Teklifler']);
    expect(send.description).toContain('offers:write');
    expect(JSON.stringify(send.requestBody)).toContain('Fiyata nakliye dahildir.');
    expect(doc.paths['/api/v2/api-keys'].post.tags).toEqual(['v2 · Üye · API Anahtarları']);
  });
});
