// Failed logins are throttled per account, not only per address (issue 35, item 11).
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MSG } from '@tedarik/contract/accounts/public';
import { RATE_LIMITED } from '@tedarik/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { buildApp } from '../../app';
import { loginThrottles } from '../../db/schema/accounts';
import { diskStorage } from '../../platform/storage';
import { ensureAdmin } from './admin-service';
import { FREE_ATTEMPTS, MAX_WAIT_MS, waitAfter } from './login-throttle';

let t: TestApp;
let now = Date.parse('2026-11-27T09:00:00Z');
const clock = { now: () => new Date(now) };
const later = (ms: number) => {
  now += ms;
};

beforeAll(async () => {
  t = await testApp({ clock });
  await ensureAdmin(t.db, { user: 'yonetici', password: 'Baslangic1', demo: false });
});
afterAll(() => t.close());

let ip = 0;
/** every try from an address of its own: the per-address limit never bites here */
const attempt = (url: string, payload: object, app = t.app) =>
  app.inject({ method: 'POST', url, payload, remoteAddress: `10.60.${Math.floor(++ip / 250)}.${ip % 250}` });
const memberLogin = (mail: string, sifre: string) => attempt('/api/login', { mail, sifre });
const adminLogin = (kad: string, sifre: string) => attempt('/adn_api/login', { kad, sifre });

describe('per-account login throttling', () => {
  it('refuses further tries after a few wrong passwords from many addresses, the right one too, until the wait ends', async () => {
    const m = await f.member(t.db, { email: 'hedef@ornek.com' });
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await memberLogin(m.email, `yanlis${i}`));
    expect(answers.map((a) => a.statusCode)).toEqual([
      ...Array(FREE_ATTEMPTS).fill(400),
      ...Array(12 - FREE_ATTEMPTS).fill(429),
    ]);
    expect(answers[0].body).toBe(MSG.loginFailed);
    expect(answers.at(-1)?.body).toBe(RATE_LIMITED);
    expect(answers.at(-1)?.headers['retry-after']).toBe('1');

    const refused = await memberLogin(m.email, 'gizli123');
    expect([refused.statusCode, refused.body]).toEqual([429, RATE_LIMITED]);
    later(1_000);
    const ok = await memberLogin(m.email, 'gizli123');
    expect(ok.statusCode, ok.body).toBe(200);
    // a success starts the count again: a typo costs no wait
    expect((await memberLogin(m.email, 'yanlis')).statusCode).toBe(400);
    expect((await memberLogin(m.email, 'gizli123')).statusCode).toBe(200);
  });

  it('lengthens the wait step by step, never past the cap, and lets the owner in once it ends', async () => {
    const m = await f.member(t.db, { email: 'sabirli@ornek.com' });
    const waits = [];
    // an attacker who waits out every window: each wrong try is answered, and opens a longer wait
    for (let n = 1; n <= 16; n++) {
      expect((await memberLogin(m.email, `yanlis${n}`)).statusCode).toBe(400);
      if (n < FREE_ATTEMPTS) continue; // typos: no wait
      const refused = await memberLogin(m.email, 'yanlis');
      expect(refused.statusCode).toBe(429);
      waits.push(Number(refused.headers['retry-after']));
      later(waitAfter(n));
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300, 300]);
    // refused tries do not lengthen it: the owner is in once the cap has passed since the last counted try
    expect((await memberLogin(m.email, 'yanlis')).statusCode).toBe(400);
    const owner = [];
    for (let waited = 10_000; waited <= MAX_WAIT_MS; waited += 10_000) {
      later(10_000);
      owner.push([waited, (await memberLogin(m.email, 'gizli123')).statusCode]);
    }
    expect(owner.filter(([, status]) => status === 200)).toEqual([[MAX_WAIT_MS, 200]]);
  });

  it('answers an unknown e-mail exactly like a known one', async () => {
    const m = await f.member(t.db, { email: 'bilinen@ornek.com' });
    const tries = async (mail: string) => {
      const answers = [];
      for (let i = 0; i < 8; i++) {
        const res = await memberLogin(mail, 'yanlis');
        answers.push([res.statusCode, res.body, res.headers['retry-after']]);
      }
      return answers;
    };
    expect(await tries('bilinmeyen@ornek.com')).toEqual(await tries(m.email));
  });

  it('counts guesses sent at once, so none slips past the free tries', async () => {
    const m = await f.member(t.db, { email: 'paralel@ornek.com' });
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => memberLogin(m.email, `yanlis${i}`)));
    expect(answers.filter((a) => a.statusCode === 400).length).toBe(FREE_ATTEMPTS);
    expect(answers.filter((a) => a.statusCode === 429).length).toBe(12 - FREE_ATTEMPTS);
  });

  it('throttles the administrator’s login the same way: 30 wrong passwords from 30 addresses', async () => {
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push((await adminLogin('yonetici', `yanlis${i}`)).statusCode);
    expect(answers.filter((s) => s === 400).length).toBe(FREE_ATTEMPTS);
    expect((await adminLogin('yonetici', 'Baslangic1')).statusCode).toBe(429);
    // a member's login of the same name is counted apart
    expect((await memberLogin('yonetici@ornek.com', 'yanlis')).statusCode).toBe(400);
    later(waitAfter(FREE_ATTEMPTS));
    const ok = await adminLogin('yonetici', 'Baslangic1');
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('is shared by every process: another server on the same database refuses too', async () => {
    const m = await f.member(t.db, { email: 'iki-surec@ornek.com' });
    const other = await buildApp({
      db: t.db,
      storage: diskStorage(path.join(tmpdir(), 'tedarik-throttle')),
      outbox: t.outbox,
      publicUrl: 'http://localhost:3000',
      version: 'test',
      secrets: t.secrets,
      clock,
    });
    try {
      for (let i = 0; i < FREE_ATTEMPTS; i++) await memberLogin(m.email, 'yanlis');
      const there = await attempt('/api/login', { mail: m.email, sifre: 'gizli123' }, other);
      expect([there.statusCode, there.body]).toEqual([429, RATE_LIMITED]);
    } finally {
      await other.close();
    }
  });

  it('forgets a count left quiet for a day', async () => {
    const m = await f.member(t.db, { email: 'unutulan@ornek.com' });
    for (let i = 0; i < FREE_ATTEMPTS; i++) await memberLogin(m.email, 'yanlis');
    const before = await t.db.$count(loginThrottles);
    later(24 * 3600_000 + 1_000);
    expect((await memberLogin('baska@ornek.com', 'yanlis')).statusCode).toBe(400); // a failure drops quiet counts
    expect(await t.db.$count(loginThrottles)).toBeLessThan(before);
    expect((await memberLogin(m.email, 'gizli123')).statusCode).toBe(200);
  });
});
