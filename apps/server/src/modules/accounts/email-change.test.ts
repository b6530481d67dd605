// A member's e-mail change takes effect only once the link mailed to the new address is opened (issue 35, item 17).
import { EMAIL_CHANGE_MSG, MSG } from '@tedarik/contract/accounts/public';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { delivered } from '../../../test/mail';
import { emailChanges } from '../../db/schema/accounts';
import { members } from '../../db/schema/members';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

let ip = 0;
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: `10.70.${Math.floor(++ip / 250)}.${ip % 250}` });
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

/** A member logged in twice (two browsers). */
async function loggedIn(email: string) {
  await f.member(t.db, { email });
  const login = async () => (await post('/api/login', { mail: email, sifre: 'gizli123' })).json().token as string;
  return { email, token: await login(), other: await login() };
}
const mailsTo = (email: string) => delivered(t, email);
const linkTo = async (email: string) =>
  (await mailsTo(email)).at(-1)?.match(/\/account-eposta-onay\?token=(\S+)/)?.[1] as string;
const change = (m: { email: string; token: string }, mail: string, sifre = 'gizli123') =>
  post('/api/uyekullaniciGuncelle', { mail, sifre }, basic(m.email, m.token));
const confirm = (token: string) => post('/api/epostaOnay', { token });

describe('changing the e-mail', () => {
  it('changes nothing until the link mailed to the new address is opened; then the login moves and sessions end', async () => {
    const m = await loggedIn('eski@ornek.com');
    const res = await change(m, 'Yeni@Ornek.com');
    // the legacy answer: the session user, still with the current e-mail
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ email: 'eski@ornek.com', mail: 'eski@ornek.com', token: m.token });
    expect((await get('/api/uyeDogrula', basic('eski@ornek.com', m.token))).statusCode).toBe(200);
    expect((await post('/api/login', { mail: 'yeni@ornek.com', sifre: 'gizli123' })).body).toBe(MSG.loginFailed);
    const [mail] = await mailsTo('yeni@ornek.com');
    expect((await t.lastMessage('yeni@ornek.com'))?.subject).toBe('Tedarik e-posta adresinizi onaylayın');
    expect(mail).toContain('24 saat');
    expect(await mailsTo('eski@ornek.com')).toEqual([]); // told once it happens

    const token = await linkTo('yeni@ornek.com');
    expect((await confirm(token)).body).toBe(EMAIL_CHANGE_MSG.done);
    const [row] = await t.db.select().from(members).where(eq(members.email, 'yeni@ornek.com'));
    expect(row.search).toContain('yeni@ornek.com');
    for (const session of [m.token, m.other]) {
      expect((await get('/api/uyeDogrula', basic('eski@ornek.com', session))).body).toBe('cikis');
      expect((await get('/api/uyeDogrula', basic('yeni@ornek.com', session))).body).toBe('cikis');
    }
    expect((await post('/api/login', { mail: 'eski@ornek.com', sifre: 'gizli123' })).statusCode).toBe(400);
    expect((await post('/api/login', { mail: 'yeni@ornek.com', sifre: 'gizli123' })).statusCode).toBe(200);
    const [notice] = await mailsTo('eski@ornek.com');
    expect(notice).toContain('E-posta adresiniz yeni@ornek.com olarak değiştirildi');
    expect(notice).toContain('/account-ForgotPassword');
    // the link works once
    const again = await confirm(token);
    expect([again.statusCode, again.body]).toEqual([400, EMAIL_CHANGE_MSG.invalid]);
  });

  it('refuses a wrong password, a taken or malformed e-mail, and sends nothing', async () => {
    const m = await loggedIn('kural@ornek.com');
    await f.member(t.db, { email: 'dolu@ornek.com' });
    expect((await change(m, 'bos@ornek.com', 'yanlis')).body).toBe(MSG.currentPasswordWrong);
    expect((await change(m, 'DOLU@ornek.com')).body).toBe(MSG.emailTaken);
    expect((await change(m, 'bad')).body).toBe(MSG.emailInvalid);
    expect(await mailsTo('bos@ornek.com')).toEqual([]);
    expect(await mailsTo('dolu@ornek.com')).toEqual([]);
    // its own address: nothing to confirm
    expect((await change(m, 'kural@ornek.com')).json().email).toBe('kural@ornek.com');
    expect(await mailsTo('kural@ornek.com')).toEqual([]);
  });

  it('honours only the newest link, within a day, and none after a new password', async () => {
    const m = await loggedIn('sira@ornek.com');
    await change(m, 'ilk@ornek.com');
    const first = await linkTo('ilk@ornek.com');
    await change(m, 'ikinci@ornek.com');
    const second = await linkTo('ikinci@ornek.com');
    expect((await confirm(first)).body).toBe(EMAIL_CHANGE_MSG.invalid);

    await t.db.update(emailChanges).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await confirm(second)).body).toBe(EMAIL_CHANGE_MSG.invalid);

    await change(m, 'ucuncu@ornek.com');
    const third = await linkTo('ucuncu@ornek.com');
    await post('/api/uyesifremGuncelle', { esifre: 'gizli123', sifre: 'yeniSifre1' }, basic(m.email, m.token));
    expect((await confirm(third)).body).toBe(EMAIL_CHANGE_MSG.invalid);
    expect((await post('/api/login', { mail: 'sira@ornek.com', sifre: 'yeniSifre1' })).statusCode).toBe(200);
  });

  it('mails one link a minute to an address, and refuses an address taken before the link is opened', async () => {
    const m = await loggedIn('acele@ornek.com');
    await change(m, 'kapilan@ornek.com');
    const soon = await change(m, 'kapilan@ornek.com');
    expect([soon.statusCode, soon.body]).toEqual([429, EMAIL_CHANGE_MSG.cooldown]);
    const token = await linkTo('kapilan@ornek.com');
    await f.member(t.db, { email: 'kapilan@ornek.com' });
    const taken = await confirm(token);
    expect([taken.statusCode, taken.body]).toEqual([400, MSG.emailTaken]);
    expect((await get('/api/uyeDogrula', basic('acele@ornek.com', m.token))).statusCode).toBe(200);
  });

  it('refuses a forged or empty token', async () => {
    for (const token of ['', 'x'.repeat(43), 'kisa']) {
      const res = await confirm(token);
      expect([res.statusCode, res.body], token).toEqual([400, EMAIL_CHANGE_MSG.invalid]);
    }
  });
});
