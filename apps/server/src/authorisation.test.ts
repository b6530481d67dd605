// Every member and back-office route refuses a caller without the right session, read from the routes the app
// registered (not from a hand-written list): a route added later is checked here without anyone remembering to.

import { ADMINS_MSG } from '@tedarik/contract/accounts/admin-team';
import { verifyMember } from '@tedarik/contract/accounts/member';
import { listOpenRequests } from '@tedarik/contract/requests/open';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, type TestApp, testApp } from '../test/app';
import * as make from '../test/fixtures';
import { route } from './platform/route';

/** The back-office calls that need no session (accounts/public-admin.routes.ts; the ad places, admin spec §6). */
const UNGUARDED_ADMIN = [
  'POST /adn_api/login',
  'POST /adn_api/sifremiUnuttum',
  'POST /adn_api/sifreSifirla',
  'POST /adn_api/v2/login-links',
  'POST /adn_api/v2/login-links/session',
  'GET /adn_api/reklamTipList',
];

let t: TestApp;
let memberAuth: Record<string, string>;
/** a live open-API key of a company (decision 0065): no credential on any call but the open API's */
let keyAuth: Record<string, string>;
beforeAll(async () => {
  t = await testApp();
  const m = await make.member(t.db);
  memberAuth = (await t.asMember(m)).auth;
  const company = await t.asMember(await make.member(t.db, { pkg: 'active' }));
  const key = await t.post(
    '/api/v2/api-keys',
    { name: 'ERP', scopes: ['requests:read', 'offers:write'] },
    company.auth,
  );
  keyAuth = { authorization: `Bearer ${key.json().secret}` };
});
afterAll(() => t.close());

const routes = () => t.app.registeredRoutes.filter((r) => r.method !== 'HEAD');
const urlOf = (url: string) => url.replace(/:\w+/g, '1').replace('*', 'x');
const call = (r: { method: string; url: string }, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: r.method as 'GET' | 'POST',
    url: urlOf(r.url),
    headers,
    payload: r.method === 'POST' ? {} : undefined,
  });

describe('authorisation of every registered route', () => {
  it('registers the back-office and member calls in their guarded scopes', () => {
    const admin = routes().filter((r) => r.url.startsWith('/adn_api/'));
    expect(admin.length).toBeGreaterThan(UNGUARDED_ADMIN.length);
    for (const r of admin)
      expect(r.audience, `${r.method} ${r.url}`).toBe(
        UNGUARDED_ADMIN.includes(`${r.method} ${r.url}`) ? 'public' : 'admin',
      );
    expect(routes().filter((r) => r.audience === 'member').length).toBeGreaterThan(0);
  });

  it('answers 400 cikis to every back-office call without a session, with a member’s or with a key', async () => {
    for (const r of routes().filter((r) => r.url.startsWith('/adn_api/') && r.audience !== 'public'))
      for (const headers of [{}, memberAuth, basic('admin', 'forged-token'), keyAuth]) {
        const res = await call(r, headers);
        expect([res.statusCode, res.body], `${r.method} ${r.url}`).toEqual([400, 'cikis']);
      }
  });

  it('answers 400 cikis to every member call without a session, with a forged one or with a key', async () => {
    const member = routes().filter((r) => r.audience === 'member');
    for (const r of member)
      for (const headers of [{}, basic('uye@test.com', 'forged-token'), keyAuth]) {
        const res = await call(r, headers);
        expect([res.statusCode, res.body], `${r.method} ${r.url}`).toEqual([400, 'cikis']);
      }
    // and the member's own session passes the guard
    const me = await t.app.inject({ url: '/api/uyeDogrula', headers: memberAuth });
    expect(me.statusCode).toBe(200);
  });

  it('refuses every back-office call to the roles it does not allow, with 403 and the Turkish text', async () => {
    const roles = {
      manager: await t.asRole('manager'),
      moderator: await t.asRole('moderator'),
      accounting: await t.asRole('accounting'),
    };
    const guarded = routes().filter((r) => r.url.startsWith('/adn_api/') && r.audience === 'admin');
    // a route that declared nothing is the Yönetici's alone; the Yönetici is allowed everywhere
    for (const r of guarded) expect(r.roles ?? ['manager'], `${r.method} ${r.url}`).toContain('manager');
    for (const r of guarded)
      for (const role of ['moderator', 'accounting'] as const) {
        const allowed = (r.roles ?? ['manager']).includes(role);
        // a refused call never reaches its handler; allowed reads are tried (writes are not run blindly here)
        if (allowed && r.method !== 'GET') continue;
        const res = await call(r, roles[role]);
        const refusal = r.url.startsWith('/adn_api/v2/')
          ? JSON.stringify({ message: ADMINS_MSG.refused })
          : ADMINS_MSG.refused;
        if (allowed) expect(res.statusCode, `${role} ${r.method} ${r.url}`).not.toBe(403);
        else expect([res.statusCode, res.body], `${role} ${r.method} ${r.url}`).toEqual([403, refusal]);
      }
    // the roles each have their screens: the moderation queue for the Moderatör, the rates for the Muhasebe
    const allows = (role: 'moderator' | 'accounting', method: string, url: string) =>
      (guarded.find((r) => r.method === method && r.url === url)?.roles ?? []).includes(role);
    expect(allows('moderator', 'GET', '/adn_api/v2/complaints')).toBe(true);
    expect(allows('moderator', 'POST', '/adn_api/uyeTalepGuncelle-:id')).toBe(true);
    expect(allows('moderator', 'GET', '/adn_api/v2/rates')).toBe(false);
    expect(allows('accounting', 'GET', '/adn_api/v2/rates')).toBe(true);
    expect(allows('accounting', 'POST', '/adn_api/uyePaketEkle-:id')).toBe(true);
    expect(allows('accounting', 'GET', '/adn_api/v2/complaints')).toBe(false);
    for (const role of ['moderator', 'accounting'] as const) {
      expect(allows(role, 'GET', '/adn_api/v2/admins')).toBe(false);
      expect(allows(role, 'GET', '/adn_api/v2/audit')).toBe(false);
      expect(allows(role, 'POST', '/adn_api/sifreGunc')).toBe(true); // one's own password
    }
    // and the Yönetici passes every read
    for (const r of guarded.filter((r) => r.method === 'GET')) {
      const res = await call(r, roles.manager);
      expect(res.statusCode, `manager ${r.method} ${r.url}`).not.toBe(403);
    }
  });

  it('keeps every /api and /adn_api route in one of the four scopes, the open API’s under /api/v2/open', () => {
    for (const r of routes().filter((r) => /^\/(api|adn_api)\//.test(r.url)))
      expect(['public', 'member', 'admin', 'open'], `${r.method} ${r.url}`).toContain(r.audience);
    for (const r of routes())
      expect(r.audience === 'open', `${r.method} ${r.url}`).toBe(r.url.startsWith('/api/v2/open/'));
  });

  it('answers 401 to every open-API call without a key, with a member’s session or a forged key', async () => {
    const open = routes().filter((r) => r.audience === 'open');
    expect(open.length).toBeGreaterThan(0);
    for (const r of open)
      for (const headers of [{}, memberAuth, { authorization: `Bearer tdk_00000000_${'a'.repeat(43)}` }]) {
        const res = await call(r, headers);
        expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
        expect(res.json().message, `${r.method} ${r.url}`).toMatch(/API anahtarı/);
      }
  });
});

it('refuses at start a member call registered outside the member scope', async () => {
  const app = Fastify();
  app.decorate('audience', 'public');
  expect(() => route(app, verifyMember, () => ({}) as never)).toThrow(/registered in the public scope/);
  await app.close();
});

it('refuses at start an open-API call outside its scope, and one of its scope without a key scope', async () => {
  const app = Fastify();
  app.decorate('audience', 'member');
  expect(() => route(app, listOpenRequests, () => ({}) as never)).toThrow(/registered in the member scope/);
  app.audience = 'open';
  const { keyScope: _, ...unscoped } = listOpenRequests;
  expect(() => route(app, unscoped, () => ({}) as never)).toThrow(/names its key scope/);
  await app.close();
});
