// An owner cannot be kept out by others' wrong tries (issue 47 item 8): one wrong try every five minutes keeps an
// account waiting for ever, so while it waits its owner gets in with a one-time link mailed to its address — a member
// and the administrator alike. The link is stored as its SHA-256, works once, for a day, and every link mailed that
// day works (someone asking for links cannot use up the owner's); using one ends the others.

import { MSG } from '@tedarik/contract/accounts/public';
import { LOGIN_LINK_MSG } from '@tedarik/contract/accounts/public-login-links';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { delivered, lastDelivered } from '../../../test/mail';
import { loginLinks } from '../../db/schema/accounts';
import { members } from '../../db/schema/members';
import { sha256 } from '../../platform/crypto';
import { ensureAdmin } from './admin-service';
import { FREE_ATTEMPTS } from './login-throttle';

let t: TestApp;

beforeAll(async () => {
  t = await testApp();
  await ensureAdmin(t.db, { user: 'yonetici', password: 'Baslangic1', demo: false });
});
afterAll(() => t.close());

let ip = 0;
/** every call from an address of its own: the per-address limits never bite here */
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: `10.62.${Math.floor(++ip / 250)}.${ip % 250}` });

/** someone else's wrong tries: the account's logins wait */
async function keepOut(url: string, login: object) {
  for (let i = 0; i <= FREE_ATTEMPTS; i++) await post(url, { ...login, sifre: `yanlis${i}` });
}

/** the tokens of the login links delivered to `to`, newest first (test/mail.ts reads the delivered mails) */
const linksTo = async (to: string, page: string) =>
  (await delivered(t, to)).reverse().flatMap((body) => {
    const found = new RegExp(`${page}\\?token=([\\w-]+)`).exec(body);
    return found ? [found[1]] : [];
  });

describe('a member kept out by others’ wrong tries', () => {
  it('gets in with the mailed link while its login waits, once', async () => {
    const m = await f.member(t.db, { email: 'kilitli@ornek.com' });
    await keepOut('/api/login', { mail: m.email });
    expect((await post('/api/login', { mail: m.email, sifre: 'gizli123' })).statusCode).toBe(429);

    const asked = await post('/api/v2/login-links', { email: 'Kilitli@Ornek.com ' });
    expect([asked.statusCode, asked.json()]).toEqual([200, { message: LOGIN_LINK_MSG.sent }]);
    expect(await t.lastMessage(m.email)).toMatchObject({ kind: 'login', subject: 'Tedarik giriş bağlantınız' });
    const [token] = await linksTo(m.email, '/account-giris-baglantisi');
    expect(await lastDelivered(t, m.email)).toContain(`http://localhost:3000/account-giris-baglantisi?token=${token}`);
    // only its SHA-256 is kept
    const [stored] = await t.db.select().from(loginLinks).where(eq(loginLinks.memberId, m.id));
    expect(stored.tokenHash).toBe(sha256(token));

    const used = await post('/api/v2/login-links/session', { token });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json()).toMatchObject({ email: m.email, mail: m.email, aktif: true });
    const session = basic(m.email, used.json().token);
    expect((await t.get('/api/uyeDogrula', session)).statusCode).toBe(200);
    const again = await post('/api/v2/login-links/session', { token });
    expect([again.statusCode, again.json()]).toEqual([400, { message: LOGIN_LINK_MSG.invalid }]);
  });

  it('keeps every link of the day usable, so asking for links cannot use up the owner’s; one used ends the rest', async () => {
    const m = await f.member(t.db, { email: 'bombalanan@ornek.com' });
    for (let i = 0; i < 7; i++) {
      expect((await post('/api/v2/login-links', { email: m.email })).statusCode).toBe(200);
      await t.ageOutbox(2); // past the minute between two mails to one address
    }
    const tokens = await linksTo(m.email, '/account-giris-baglantisi');
    expect(tokens).toHaveLength(5); // five a day to one address, as every code and link
    expect((await post('/api/v2/login-links/session', { token: tokens[4] })).statusCode).toBe(200);
    for (const token of tokens.slice(0, 4))
      expect((await post('/api/v2/login-links/session', { token })).statusCode).toBe(400);
  });

  it('answers an unknown address as a known one, and refuses an expired link, a stopped account and bad tokens', async () => {
    const unknown = await post('/api/v2/login-links', { email: 'yok@ornek.com' });
    expect([unknown.statusCode, unknown.json()]).toEqual([200, { message: LOGIN_LINK_MSG.sent }]);
    expect(await t.lastMessage('yok@ornek.com')).toBeUndefined();
    const bad = await post('/api/v2/login-links', { email: 'adres değil' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, LOGIN_LINK_MSG.email]);

    const m = await f.member(t.db, { email: 'gec@ornek.com' });
    await post('/api/v2/login-links', { email: m.email });
    const [late] = await linksTo(m.email, '/account-giris-baglantisi');
    await t.db.update(loginLinks).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await post('/api/v2/login-links/session', { token: late })).json()).toEqual({
      message: LOGIN_LINK_MSG.invalid,
    });

    const stopped = await f.member(t.db, { email: 'durdurulan@ornek.com' });
    await post('/api/v2/login-links', { email: stopped.email });
    const [token] = await linksTo(stopped.email, '/account-giris-baglantisi');
    await t.db.update(members).set({ active: false }).where(eq(members.id, stopped.id));
    const refused = await post('/api/v2/login-links/session', { token });
    expect([refused.statusCode, refused.json()]).toEqual([400, { message: MSG.accountStopped }]);

    for (const token of ['', 'x', 'a'.repeat(5000), '\u0000'])
      expect((await post('/api/v2/login-links/session', { token })).statusCode).toBe(400);
  });
});

describe('the administrator kept out', () => {
  it('gets in with the link mailed to its address; a member’s link opens no back-office session', async () => {
    const login = await post('/adn_api/login', { kad: 'yonetici', sifre: 'Baslangic1' });
    const admin = basic('yonetici', login.json().token);
    const set = await post(
      '/adn_api/kullaniciGuncelle',
      { kullanici: 'yonetici', mail: 'yonetici@ornek.com', sifre: 'Baslangic1' },
      admin,
    );
    expect(set.statusCode, set.body).toBe(200);
    await keepOut('/adn_api/login', { kad: 'yonetici' });
    expect((await post('/adn_api/login', { kad: 'yonetici', sifre: 'Baslangic1' })).statusCode).toBe(429);

    const asked = await post('/adn_api/v2/login-links', { email: 'yonetici@ornek.com' });
    expect([asked.statusCode, asked.json()]).toEqual([200, { message: LOGIN_LINK_MSG.sent }]);
    const [token] = await linksTo('yonetici@ornek.com', '/adminimt/giris-baglantisi');
    expect(token).toBeDefined();
    // a member's call does not take the administrator's link
    expect((await post('/api/v2/login-links/session', { token })).statusCode).toBe(400);
    const used = await post('/adn_api/v2/login-links/session', { token });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json()).toMatchObject({ type: 'USER_LOGIN', kad: 'yonetici' });
    expect((await t.get('/adn_api/kullaniciGuncelle', basic('yonetici', used.json().token))).statusCode).toBe(200);

    const m = await f.member(t.db, { email: 'uye-baglanti@ornek.com' });
    await post('/api/v2/login-links', { email: m.email });
    const [memberToken] = await linksTo(m.email, '/account-giris-baglantisi');
    expect((await post('/adn_api/v2/login-links/session', { token: memberToken })).statusCode).toBe(400);
  });
});
