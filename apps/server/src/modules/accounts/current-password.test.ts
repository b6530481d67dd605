// The current password asked by a password or e-mail change, the administrator's too (issue 47 item 7): a stolen
// session could guess it without limit and then take the account. Each check is counted with the account's login
// throttle (login-throttle.ts): a few wrong ones, and the account waits, logins included, as after wrong logins.
import { MSG } from '@tedarik/contract/accounts/public';
import { RATE_LIMITED } from '@tedarik/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { ensureAdmin } from './admin-service';
import { FREE_ATTEMPTS, waitAfter } from './login-throttle';

let t: TestApp;
let now = Date.parse('2026-11-27T09:00:00Z');
const clock = { now: () => new Date(now) };

beforeAll(async () => {
  t = await testApp({ clock });
  await ensureAdmin(t.db, { user: 'yonetici', password: 'Baslangic1', demo: false });
});
afterAll(() => t.close());

let ip = 0;
/** every try from an address of its own: the per-address limits never bite here */
const attempt = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: `10.61.${Math.floor(++ip / 250)}.${ip % 250}` });

const member = async (email: string) => t.asMember(await f.member(t.db, { email }));

describe('the current password of a change', () => {
  it('is counted with the member’s logins: wrong guesses make the account wait, the right one and logins too', async () => {
    const m = await member('degisen@ornek.com');
    const change = (esifre: string) => attempt('/api/uyesifremGuncelle', { esifre, sifre: 'Yepyeni-Sifre-42' }, m.auth);
    const email = (sifre: string) => attempt('/api/uyekullaniciGuncelle', { mail: 'yeni@ornek.com', sifre }, m.auth);
    const answers = [];
    for (let i = 0; i < FREE_ATTEMPTS; i++) answers.push(await (i % 2 ? email : change)(`yanlis${i}`));
    expect(answers.map((a) => [a.statusCode, a.body])).toEqual(
      Array(FREE_ATTEMPTS).fill([400, MSG.currentPasswordWrong]),
    );
    for (const refused of [await change('gizli123'), await email('gizli123')]) {
      expect([refused.statusCode, refused.body]).toEqual([429, RATE_LIMITED]);
      expect(refused.headers['retry-after']).toBe('1');
    }
    const login = await attempt('/api/login', { mail: m.email, sifre: 'gizli123' });
    expect(login.statusCode).toBe(429);
    now += waitAfter(FREE_ATTEMPTS);
    const done = await change('gizli123');
    expect([done.statusCode, done.body]).toEqual([200, MSG.updated]);
  });

  it('is counted with the administrator’s logins, for the password and the user name alike', async () => {
    const login = await attempt('/adn_api/login', { kad: 'yonetici', sifre: 'Baslangic1' });
    const auth = basic('yonetici', login.json().token);
    const change = (eskiSifre: string) =>
      attempt('/adn_api/sifreGunc', { eskiSifre, yeniSifre: 'Yepyeni-Sifre-42' }, auth);
    const user = (sifre: string) =>
      attempt('/adn_api/kullaniciGuncelle', { kullanici: 'yonetici', mail: 'yonetici@ornek.com', sifre }, auth);
    const answers = [];
    for (let i = 0; i < FREE_ATTEMPTS; i++) answers.push(await (i % 2 ? user : change)(`yanlis${i}`));
    expect(answers.map((a) => [a.statusCode, a.body])).toEqual(
      Array(FREE_ATTEMPTS).fill([400, MSG.currentPasswordWrong]),
    );
    expect((await change('Baslangic1')).statusCode).toBe(429);
    expect((await user('Baslangic1')).statusCode).toBe(429);
    expect((await attempt('/adn_api/login', { kad: 'yonetici', sifre: 'Baslangic1' })).statusCode).toBe(429);
    now += waitAfter(FREE_ATTEMPTS);
    const done = await user('Baslangic1');
    expect(done.statusCode, done.body).toBe(200);
  });
});
