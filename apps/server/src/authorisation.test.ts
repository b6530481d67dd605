// Every member and back-office route refuses a caller without the right session, read from the routes the app
// registered (not from a hand-written list): a route added later is checked here without anyone remembering to.
import { verifyMember } from '@tedarik/contract/accounts/member';
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
beforeAll(async () => {
  t = await testApp();
  const m = await make.member(t.db);
  memberAuth = (await t.asMember(m)).auth;
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

  it('answers 400 cikis to every back-office call without a session or with a member’s', async () => {
    for (const r of routes().filter((r) => r.url.startsWith('/adn_api/') && r.audience !== 'public'))
      for (const headers of [{}, memberAuth, basic('admin', 'forged-token')]) {
        const res = await call(r, headers);
        expect([res.statusCode, res.body], `${r.method} ${r.url}`).toEqual([400, 'cikis']);
      }
  });

  it('answers 400 cikis to every member call without a session or with a forged one', async () => {
    const member = routes().filter((r) => r.audience === 'member');
    for (const r of member)
      for (const headers of [{}, basic('uye@test.com', 'forged-token')]) {
        const res = await call(r, headers);
        expect([res.statusCode, res.body], `${r.method} ${r.url}`).toEqual([400, 'cikis']);
      }
    // and the member's own session passes the guard
    const me = await t.app.inject({ url: '/api/uyeDogrula', headers: memberAuth });
    expect(me.statusCode).toBe(200);
  });

  it('keeps every /api and /adn_api route in one of the three scopes', () => {
    for (const r of routes().filter((r) => /^\/(api|adn_api)\//.test(r.url)))
      expect(['public', 'member', 'admin'], `${r.method} ${r.url}`).toContain(r.audience);
  });
});

it('refuses at start a member call registered outside the member scope', async () => {
  const app = Fastify();
  app.decorate('audience', 'public');
  expect(() => route(app, verifyMember, () => ({}) as never)).toThrow(/registered in the public scope/);
  await app.close();
});
