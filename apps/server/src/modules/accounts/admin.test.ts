import { ADMIN_MSG } from '@tedarik/contract/accounts/admin';
import { MSG } from '@tedarik/contract/accounts/public';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, type TestApp, testApp } from '../../../test/app';
import { lastDelivered } from '../../../test/mail';
import { admins } from '../../db/schema/accounts';
import { contactMessages } from '../../db/schema/inbox';
import { ensureAdmin } from './admin-service';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  await ensureAdmin(t.db, { user: 'yonetici', password: 'Baslangic1', demo: false });
  await t.db.update(admins).set({ email: 'yonetici@tedarik.com' });
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers = {}) => t.app.inject({ method: 'POST', url, payload, headers });
const get = (url: string, headers = {}) => t.app.inject({ method: 'GET', url, headers });
const login = async (kad: string, sifre: string) =>
  (await post('/adn_api/login', { kad, sifre })).json().token as string;

describe('the first admin', () => {
  it('is created once, from ADMIN_USER / ADMIN_PASSWORD, or with a generated password', async () => {
    expect(await ensureAdmin(t.db, { user: 'x', password: 'y', demo: false })).toEqual({ created: false });
    await t.db.execute(sql`delete from admins where username = 'never'`);
  });
});

describe('admin account', () => {
  it('logs in with the token session; wrong or empty credentials get the spec texts', async () => {
    const res = await post('/adn_api/login', { kad: 'yonetici', sifre: 'Baslangic1' });
    expect(res.json()).toMatchObject({
      type: 'USER_LOGIN',
      role: 'admin',
      kad: 'yonetici',
      mail: 'yonetici@tedarik.com',
    });
    expect(res.json()).not.toHaveProperty('sifre');
    expect((await post('/adn_api/login', { kad: 'yonetici', sifre: 'yanlis' })).body).toBe(MSG.loginFailed);
    expect((await post('/adn_api/login', { kad: '  ', sifre: '' })).body).toBe(MSG.loginEmpty);
  });

  it('guards the back-office calls with 400 cikis, and a member token is no admin token', async () => {
    const token = await login('yonetici', 'Baslangic1');
    await t.db.insert(contactMessages).values([
      { name: 'A', phone: '1', email: 'a@b.co', message: 'merhaba dünya' },
      { name: 'B', phone: '1', email: 'b@b.co', message: 'okundu mesaj', read: true },
    ]);
    expect((await get('/adn_api/iletisimCount', basic('yonetici', token))).json()).toBe(1);
    expect((await get('/adn_api/iletisimCount')).body).toBe('cikis');
    expect((await get('/adn_api/iletisimCount', basic('yonetici', 'forged'))).body).toBe('cikis');
    expect((await get('/api/uyeDogrula', basic('yonetici', token))).body).toBe('cikis');
    // the legacy client URI-encodes the credentials
    const encoded = basic(encodeURIComponent('yonetici'), encodeURIComponent(token));
    expect((await get('/adn_api/kullaniciGuncelle', encoded)).json()).toEqual({
      kad: 'yonetici',
      mail: 'yonetici@tedarik.com',
    });
  });

  it('changes the password: a new session is returned and the old one ends', async () => {
    // as after a first start with a demo or generated password: the session asks for a new one
    await t.db.update(admins).set({ initialPassword: true });
    const first = await post('/adn_api/login', { kad: 'yonetici', sifre: 'Baslangic1' });
    expect(first.json().sifreDegismeli).toBe(true);
    const token = first.json().token as string;
    const auth = basic('yonetici', token);
    expect((await post('/adn_api/sifreGunc', { eskiSifre: '', yeniSifre: '' }, auth)).body.split('\n')).toEqual([
      MSG.currentPassword,
      MSG.newPassword,
    ]);
    expect((await post('/adn_api/sifreGunc', { eskiSifre: 'yanlis', yeniSifre: 'Yeni12345' }, auth)).body).toBe(
      MSG.currentPasswordWrong,
    );
    const res = await post('/adn_api/sifreGunc', { eskiSifre: 'Baslangic1', yeniSifre: 'Yeni12345' }, auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().token).not.toBe(token);
    expect(res.json().sifreDegismeli).toBe(false);
    expect((await get('/adn_api/kullaniciGuncelle', auth)).body).toBe('cikis');
    expect((await get('/adn_api/kullaniciGuncelle', basic('yonetici', res.json().token))).statusCode).toBe(200);
    expect(await login('yonetici', 'Yeni12345')).toBeTruthy();
  });

  it('updates user name and e-mail with the spec rules', async () => {
    const token = await login('yonetici', 'Yeni12345');
    const auth = basic('yonetici', token);
    const bad = await post(
      '/adn_api/kullaniciGuncelle',
      { kullanici: 'ab', mail: 'Buyuk@Harf.com', sifre: 'Yeni12345' },
      auth,
    );
    expect(bad.body.split('\n')).toEqual([ADMIN_MSG.userName, ADMIN_MSG.emailInvalid]);
    const res = await post(
      '/adn_api/kullaniciGuncelle',
      { kullanici: 'patron', mail: 'patron@tedarik.com', sifre: 'Yeni12345' },
      auth,
    );
    expect(res.json()).toMatchObject({ kad: 'patron', mail: 'patron@tedarik.com', token });
    expect((await get('/adn_api/kullaniciGuncelle', basic('patron', token))).statusCode).toBe(200);
    expect((await get('/adn_api/kullaniciGuncelle', auth)).body).toBe('cikis');
  });

  it('mails a reset link to the admin e-mail only', async () => {
    expect((await post('/adn_api/sifremiUnuttum', { email: 'a' })).body).toBe(MSG.forgotEmail);
    expect((await post('/adn_api/sifremiUnuttum', { email: 'someone@else.com' })).body).toBe(MSG.forgotSent);
    expect(await t.lastMessage('someone@else.com')).toBeUndefined();
    await post('/adn_api/sifremiUnuttum', { email: 'patron@tedarik.com' });
    const token = (await lastDelivered(t, 'patron@tedarik.com')).match(/adminimt\/sifre-sifirla\?token=(\S+)/)?.[1];
    expect((await post('/adn_api/sifreSifirla', { token, sifre: 'Sifirlandi1' })).body).toBe(MSG.resetDone);
    expect(await login('patron', 'Sifirlandi1')).toBeTruthy();
    // a member's reset link is not an admin's
    expect((await post('/api/sifreSifirla', { token, sifre: 'x1234567' })).body).toBe(MSG.resetInvalid);
  });
});
