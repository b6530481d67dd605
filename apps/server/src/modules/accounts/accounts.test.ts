import { MSG } from '@tedarik/contract/accounts/public';
import { RATE_LIMITED } from '@tedarik/contract/constants';
import { EMAIL_DECEPTIVE } from '@tedarik/contract/fields';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, type TestApp, testApp } from '../../../test/app';
import { lastDelivered } from '../../../test/mail';
import { activationCodes, passwordResets, sessions } from '../../db/schema/accounts';
import { categories } from '../../db/schema/catalog';
import { members } from '../../db/schema/members';
import { outbox } from '../../db/schema/outbox';
import { packageDefinitions, packageSubscriptions } from '../../db/schema/packages';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

let ip = 0;
/** each call from its own address, so the per-IP rate limits only bite where a test wants them to */
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: `10.0.${Math.floor(++ip / 250)}.${ip % 250}` });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

let phones = 0;
/** every buyer has a phone of their own (codes to one phone are rate limited) */
const buyer = (mail: string) => ({
  firma: 'Yılmaz Yapı',
  AdSoyad: 'Ayşe Yılmaz',
  il: 34,
  mail,
  tel: `532 123 ${String(++phones % 100).padStart(2, '0')} 67`,
  wphat: '',
  website: '',
  smsCheck: true,
  mailCheck: 'true',
  sifre: 'gizli123',
  firmaDrm: false,
});
const maker = (mail: string) => ({ ...buyer(mail), firma: 'Ak Demir Çelik', firmaDrm: 'true', sektor: 1 });

async function register(payload: object) {
  const res = await post('/api/hesapOlustur', payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { email: string; token: string; role: string; aktif: boolean; adSoyad: string };
}

const codeFor = async (email: string) => (await lastDelivered(t, email)).match(/\b(\d{6})\b/)?.[1] as string;

describe('registration', () => {
  it('registers a buyer, logs them in and sends the activation code by mail and SMS', async () => {
    const form = buyer('Ayse@Ornek.com');
    const u = await register(form);
    expect(u).toMatchObject({ email: 'ayse@ornek.com', role: 'basic', aktif: false, adSoyad: 'Ayşe Yılmaz' });
    expect(await codeFor('ayse@ornek.com')).toMatch(/^\d{6}$/);
    expect(await lastDelivered(t, form.tel, 'sms')).toContain(await codeFor('ayse@ornek.com'));
    const [m] = await t.db.select().from(members).where(eq(members.email, 'ayse@ornek.com'));
    expect(m.passwordHash).toMatch(/^\$argon2id\$/);
    expect(m.cityId).toBe(34);
  });

  it('registers a manufacturer as a company (role firma, sector kept)', async () => {
    const [{ id: sectorId }] = await t.db.insert(categories).values({ name: 'Metal', slug: 'metal' }).returning();
    const u = await register({ ...maker('mehmet@akdemir.com'), sektor: String(sectorId) });
    expect(u.role).toBe('firma');
    const [m] = await t.db.select().from(members).where(eq(members.email, 'mehmet@akdemir.com'));
    expect(m).toMatchObject({ isCompany: true, sectorId });
  });

  it('answers an empty form with every message of spec §5, joined, and writes nothing', async () => {
    const before = await t.db.$count(members);
    const res = await post('/api/hesapOlustur', { firmaDrm: true });
    expect(res.statusCode).toBe(400);
    // in the form's order: the sector before the password
    expect(res.body.split('\n')).toEqual([
      MSG.company,
      MSG.fullName,
      MSG.city,
      MSG.email,
      MSG.phone,
      MSG.sector,
      MSG.passwordShort,
    ]);
    expect(await t.db.$count(members)).toBe(before);
  });

  it.each([
    [{ firma: 'AB' }, MSG.company],
    [{ AdSoyad: ' A ' }, MSG.fullName],
    [{ il: '' }, MSG.city],
    [{ mail: 'ab' }, MSG.email],
    [{ mail: 'not-an-email' }, MSG.emailInvalid],
    [{ tel: '032 123 45 67' }, MSG.phone],
    [{ tel: '5321234567' }, MSG.phone],
    [{ sifre: '12' }, MSG.passwordShort],
    [{ firmaDrm: true, sektor: '' }, MSG.sector],
  ])('rejects %j with its message', async (change, message) => {
    const res = await post('/api/hesapOlustur', { ...buyer('x@ornek.com'), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe(message);
  });

  it('refuses a look-alike of a registered e-mail: Turkish İ/ı, full-width letters, invisible characters', async () => {
    await register(buyer('alici@benzer.com'));
    for (const mail of ['ALİCİ@benzer.com', 'alıcı@benzer.com', 'ａlici@benzer.com']) {
      const res = await post('/api/hesapOlustur', buyer(mail));
      expect([res.statusCode, res.body], mail).toEqual([400, MSG.emailTaken]);
    }
    // an invisible character is refused outright (issue 47 item 11: email-addresses.test.ts)
    const hidden = await post('/api/hesapOlustur', buyer('al\u200bici@benzer.com'));
    expect([hidden.statusCode, hidden.body]).toEqual([400, EMAIL_DECEPTIVE]);
    expect((await post('/api/login', { mail: 'ALİCİ@benzer.com', sifre: 'gizli123' })).statusCode).toBe(200);
  });

  it('refuses an e-mail already registered, in any case', async () => {
    await register(buyer('dup@ornek.com'));
    const res = await post('/api/hesapOlustur', buyer('DUP@ornek.com'));
    expect([res.statusCode, res.body]).toEqual([400, MSG.emailTaken]);
  });

  it('accepts urlencoded and multipart forms like JSON', async () => {
    const form = new URLSearchParams({ ...buyer('form@ornek.com'), il: '6' } as unknown as Record<string, string>);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/hesapOlustur',
      payload: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: '10.9.9.1',
    });
    expect(res.statusCode, res.body).toBe(200);
    const boundary = 'x-boundary';
    const body = [`--${boundary}`, 'Content-Disposition: form-data; name="mail"', '', 'form@ornek.com']
      .concat([`--${boundary}`, 'Content-Disposition: form-data; name="sifre"', '', 'gizli123', `--${boundary}--`, ''])
      .join('\r\n');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      remoteAddress: '10.9.9.2',
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().email).toBe('form@ornek.com');
  });
});

describe('activation', () => {
  it('activates with the right code; a wrong one gives Not, unknown NON, again after activation Success', async () => {
    await register(buyer('akt@ornek.com'));
    expect((await post('/api/aktivasyonSorgusu', { email: 'akt@ornek.com' })).body).toBe('OK');
    expect((await post('/api/aktivasyonKoduOnay', { email: 'akt@ornek.com', onayKodu: '000000' })).body).toBe('Not');
    const code = await codeFor('akt@ornek.com');
    expect((await post('/api/aktivasyonKoduOnay', { email: 'akt@ornek.com', onayKodu: code })).body).toBe('OK');
    expect((await post('/api/aktivasyonKoduOnay', { email: 'akt@ornek.com', onayKodu: code })).body).toBe('Success');
    expect((await post('/api/aktivasyonSorgusu', { email: 'akt@ornek.com' })).body).toBe('Not');
    expect((await post('/api/aktivasyonKoduGonder', { email: 'akt@ornek.com' })).body).toBe('Success');
    expect((await post('/api/aktivasyonKoduGonder', { email: 'yok@ornek.com' })).body).toBe('NON');
    expect((await post('/api/aktivasyonKoduOnay', { email: 'yok@ornek.com', onayKodu: '123456' })).body).toBe('NON');
    const u = await post('/api/login', { mail: 'akt@ornek.com', sifre: 'gizli123' });
    expect(u.json().aktif).toBe(true);
  });

  it('refuses an expired code and a code after five wrong tries; a new code replaces the old', async () => {
    await register(buyer('exp@ornek.com'));
    const first = await codeFor('exp@ornek.com');
    await t.db.update(activationCodes).set({ expiresAt: sql`now() - interval '1 minute'` });
    expect((await post('/api/aktivasyonKoduOnay', { email: 'exp@ornek.com', onayKodu: first })).body).toBe('Not');

    await t.ageOutbox();
    expect((await post('/api/aktivasyonKoduGonder', { email: 'exp@ornek.com' })).body).toBe('OK');
    const second = await codeFor('exp@ornek.com');
    for (let i = 0; i < 5; i++) await post('/api/aktivasyonKoduOnay', { email: 'exp@ornek.com', onayKodu: 'yanlis' });
    expect((await post('/api/aktivasyonKoduOnay', { email: 'exp@ornek.com', onayKodu: second })).body).toBe('Not');

    await t.ageOutbox();
    expect((await post('/api/aktivasyonKoduGonder', { email: 'exp@ornek.com' })).body).toBe('OK');
    const third = await codeFor('exp@ornek.com');
    expect((await post('/api/aktivasyonKoduOnay', { email: 'exp@ornek.com', onayKodu: third })).body).toBe('OK');
  });

  it('sends one code a minute and a few a day to one person, however many ask', async () => {
    await register(buyer('kurban@ornek.com'));
    // twelve callers from twelve addresses within seconds: the registration's code stands, no new one goes out
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await post('/api/aktivasyonKoduGonder', { email: 'kurban@ornek.com' }));
    expect(answers.every((a) => a.statusCode === 429 && a.body === MSG.codeCooldown)).toBe(true);
    for (let day = 0; day < 10; day++) {
      await t.ageOutbox();
      await post('/api/aktivasyonKoduGonder', { email: 'kurban@ornek.com' });
      await post('/api/sifremiUnuttum', { email: 'kurban@ornek.com' });
    }
    const sent = await t.db.select().from(outbox).where(eq(outbox.recipient, 'kurban@ornek.com'));
    // RECIPIENT_DAILY of each kind, the registration's code included
    expect(sent.filter((m) => m.kind === 'activation').length).toBe(5);
    expect(sent.filter((m) => m.kind === 'reset').length).toBe(5);
  });

  it('requires a code of more than 2 characters', async () => {
    const res = await post('/api/aktivasyonKoduOnay', { email: 'exp@ornek.com', onayKodu: '1' });
    expect([res.statusCode, res.body]).toEqual([400, MSG.activationCode]);
  });
});

describe('login and sessions', () => {
  it('logs in and out; a wrong password or unknown e-mail gets the same text', async () => {
    await register(buyer('login@ornek.com'));
    const ok = await post('/api/login', { mail: ' LOGIN@ornek.com ', sifre: 'gizli123' });
    expect(ok.statusCode).toBe(200);
    const { token } = ok.json();
    expect((await post('/api/login', { mail: 'login@ornek.com', sifre: 'yanlis' })).body).toBe(MSG.loginFailed);
    expect((await post('/api/login', { mail: 'nobody@ornek.com', sifre: 'x' })).body).toBe(MSG.loginFailed);
    expect((await post('/api/login', { mail: ' ', sifre: '' })).body).toBe(MSG.loginEmpty);

    const me = await get('/api/uyeDogrula', basic('login@ornek.com', token));
    expect(me.json()).toMatchObject({ email: 'login@ornek.com', token, role: 'basic', firma: 'Yılmaz Yapı' });
    expect((await get('/api/hesapControl', basic('login@ornek.com', token))).json()).toEqual({
      aktif: false,
      durum: true,
      role: 'basic',
    });
    expect((await post('/api/cikis', {}, basic('login@ornek.com', token))).body).toBe('OK');
    const after = await get('/api/uyeDogrula', basic('login@ornek.com', token));
    expect([after.statusCode, after.body]).toEqual([400, 'cikis']);
  });

  it('answers 400 cikis to a missing, forged, expired or foreign token', async () => {
    const u = await register(buyer('tok@ornek.com'));
    for (const headers of [
      {},
      basic('tok@ornek.com', 'forged-token'),
      basic('other@ornek.com', u.token),
      { authorization: 'Bearer x' },
    ]) {
      const res = await get('/api/uyeDogrula', headers);
      expect([res.statusCode, res.body]).toEqual([400, 'cikis']);
    }
    await t.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` });
    const expired = await get('/api/uyeDogrula', basic('tok@ornek.com', u.token));
    expect([expired.statusCode, expired.body]).toEqual([400, 'cikis']);
  });

  it('refuses a stopped account', async () => {
    await register(buyer('stop@ornek.com'));
    await t.db.update(members).set({ active: false }).where(eq(members.email, 'stop@ornek.com'));
    expect((await post('/api/login', { mail: 'stop@ornek.com', sifre: 'gizli123' })).body).toBe(MSG.accountStopped);
  });

  it('derives basic, firma, onay and imalatci from the member and their packages', async () => {
    const u = await register({ ...maker('rol@ornek.com'), sektor: undefined, firmaDrm: false });
    const role = async () => (await get('/api/uyeDogrula', basic('rol@ornek.com', u.token))).json().role;
    expect(await role()).toBe('basic');
    const [m] = await t.db.select().from(members).where(eq(members.email, 'rol@ornek.com'));
    const [p] = await t.db
      .insert(packageDefinitions)
      .values({ title: 'Başlangıç', months: 3, price: '1000.00' })
      .returning();
    const [s] = await t.db
      .insert(packageSubscriptions)
      .values({ memberId: m.id, packageId: p.id, months: 3, price: '1000.00' })
      .returning();
    expect(await role()).toBe('onay');
    await t.db
      .update(packageSubscriptions)
      .set({ status: true, startsOn: sql`current_date`, endsOn: sql`current_date + 90` })
      .where(eq(packageSubscriptions.id, s.id));
    await t.db.update(members).set({ isCompany: true }).where(eq(members.id, m.id));
    expect(await role()).toBe('imalatci');
    await t.db
      .update(packageSubscriptions)
      .set({ startsOn: sql`current_date - 100`, endsOn: sql`current_date - 10` })
      .where(eq(packageSubscriptions.id, s.id));
    expect(await role()).toBe('firma');
  });

  it('tells an ended session as such before it reads the body', async () => {
    for (const url of ['/api/uyesifremGuncelle', '/api/uyekullaniciGuncelle']) {
      const res = await post(url, {});
      expect([res.statusCode, res.body], url).toEqual([400, 'cikis']);
    }
  });

  it('refuses a city or sector that does not exist, and a sub-category as sector', async () => {
    expect((await post('/api/hesapOlustur', { ...buyer('nocity@ornek.com'), il: 9999 })).body).toBe(MSG.city);
    expect((await post('/api/hesapOlustur', { ...buyer('nocity@ornek.com'), il: '99999999999' })).body).toBe(MSG.city);
    const [top] = await t.db.insert(categories).values({ name: 'Üst', slug: 'ust-kat' }).returning();
    const [child] = await t.db
      .insert(categories)
      .values({ name: 'Alt', slug: 'alt-kat', parentId: top.id })
      .returning();
    expect((await post('/api/hesapOlustur', { ...maker('nosector@ornek.com'), sektor: child.id })).body).toBe(
      MSG.sector,
    );
    expect((await post('/api/hesapOlustur', { ...maker('nosector@ornek.com'), sektor: 99999 })).body).toBe(MSG.sector);
    expect((await post('/api/hesapOlustur', { ...maker('nosector@ornek.com'), sektor: top.id })).statusCode).toBe(200);
  });

  it('keeps a password as typed: spaces around it are part of it', async () => {
    await register({ ...buyer('space@ornek.com'), sifre: ' gizli 123 ' });
    expect((await post('/api/login', { mail: 'space@ornek.com', sifre: ' gizli 123 ' })).statusCode).toBe(200);
    expect((await post('/api/login', { mail: 'space@ornek.com', sifre: 'gizli 123' })).statusCode).toBe(400);
  });

  it('rate limits login with a Turkish 429', async () => {
    const from = { remoteAddress: '10.200.0.1' };
    const tries = [];
    // a login of its own each time: the per-account throttle (login-throttle.test.ts) stays out of the way
    for (let i = 0; i < 11; i++)
      tries.push(
        await t.app.inject({ method: 'POST', url: '/api/login', payload: { mail: `a${i}@b.co`, sifre: 'x' }, ...from }),
      );
    expect(tries.slice(0, 10).every((r) => r.statusCode === 400)).toBe(true);
    expect([tries[10].statusCode, tries[10].body]).toEqual([429, RATE_LIMITED]);
    // a client's own X-Forwarded-For does not buy it a new address
    const spoofed = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { mail: 'a@b.co', sifre: 'x' },
      headers: { 'x-forwarded-for': '203.0.113.9' },
      ...from,
    });
    expect(spoofed.statusCode).toBe(429);
  });

  it('rate limits registration and the forgot-password form too', async () => {
    const from = { remoteAddress: '10.201.0.1' };
    const codes = [];
    for (let i = 0; i < 6; i++)
      codes.push((await t.app.inject({ method: 'POST', url: '/api/hesapOlustur', payload: {}, ...from })).statusCode);
    expect(codes).toEqual([400, 400, 400, 400, 400, 429]);
    const forgot = [];
    for (let i = 0; i < 6; i++)
      forgot.push(
        (await t.app.inject({ method: 'POST', url: '/api/sifremiUnuttum', payload: { email: 'x@y.co' }, ...from }))
          .statusCode,
      );
    expect(forgot.at(-1)).toBe(429);
  });
});

describe('profile', () => {
  it('carries the country as uyeid, the spec’s name, and as ulke beside it', async () => {
    const u = await register(buyer('ulke@ornek.com'));
    const [m] = await t.db.select().from(members).where(eq(members.email, 'ulke@ornek.com'));
    const profile = (await get('/api/uyebilgilerim', basic('ulke@ornek.com', u.token))).json();
    expect(profile).toMatchObject({ uyeid: m.countryId, ulke: m.countryId, il: 34 });
  });
});

describe('passwords and e-mail', () => {
  it('mails a one-hour reset link that works once and ends every session', async () => {
    const u = await register(buyer('reset@ornek.com'));
    await t.ageOutbox();
    expect((await post('/api/sifremiUnuttum', { email: 'nobody@ornek.com' })).body).toBe(MSG.forgotSent);
    expect((await post('/api/sifremiUnuttum', { email: 'x' })).body).toBe(MSG.forgotEmail);
    expect((await post('/api/sifremiUnuttum', { email: 'Reset@ornek.com' })).body).toBe(MSG.forgotSent);
    const link = (await lastDelivered(t, 'reset@ornek.com')).match(/account-sifre-sifirla\?token=(\S+)/);
    const token = link?.[1] as string;
    expect(token).toBeTruthy();
    expect((await post('/api/sifreSifirla', { token, sifre: 'yeniSifre' })).body).toBe(MSG.resetDone);
    expect((await post('/api/sifreSifirla', { token, sifre: 'baska1234' })).body).toBe(MSG.resetInvalid);
    expect((await get('/api/uyeDogrula', basic('reset@ornek.com', u.token))).body).toBe('cikis');
    expect((await post('/api/login', { mail: 'reset@ornek.com', sifre: 'gizli123' })).statusCode).toBe(400);
    expect((await post('/api/login', { mail: 'reset@ornek.com', sifre: 'yeniSifre' })).statusCode).toBe(200);

    await t.ageOutbox();
    await post('/api/sifremiUnuttum', { email: 'reset@ornek.com' });
    const late = (await lastDelivered(t, 'reset@ornek.com')).match(/token=(\S+)/)?.[1] as string;
    await t.db.update(passwordResets).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await post('/api/sifreSifirla', { token: late, sifre: 'ucuncu123' })).body).toBe(MSG.resetInvalid);
  });

  it('changes the password with the current one; other sessions end, this one stays', async () => {
    const u = await register(buyer('pw@ornek.com'));
    const other = (await post('/api/login', { mail: 'pw@ornek.com', sifre: 'gizli123' })).json().token;
    const auth = basic('pw@ornek.com', u.token);
    const bad = await post('/api/uyesifremGuncelle', { esifre: '', sifre: 'a' }, auth);
    expect(bad.body.split('\n')).toEqual([MSG.currentPassword, MSG.newPassword]);
    expect((await post('/api/uyesifremGuncelle', { esifre: 'yanlis', sifre: 'yeni12345' }, auth)).body).toBe(
      MSG.currentPasswordWrong,
    );
    expect((await post('/api/uyesifremGuncelle', { esifre: 'gizli123', sifre: 'yeni12345' }, auth)).body).toBe(
      MSG.updated,
    );
    expect((await get('/api/uyeDogrula', auth)).statusCode).toBe(200);
    expect((await get('/api/uyeDogrula', basic('pw@ornek.com', other))).body).toBe('cikis');
    expect((await post('/api/login', { mail: 'pw@ornek.com', sifre: 'yeni12345' })).statusCode).toBe(200);
  });

  it('changes the e-mail with the current password and refuses a taken one', async () => {
    const u = await register(buyer('old@ornek.com'));
    await register(buyer('taken@ornek.com'));
    const auth = basic('old@ornek.com', u.token);
    expect((await post('/api/uyekullaniciGuncelle', { mail: 'taken@ornek.com', sifre: 'gizli123' }, auth)).body).toBe(
      MSG.emailTaken,
    );
    expect((await post('/api/uyekullaniciGuncelle', { mail: 'bad', sifre: 'gizli123' }, auth)).body).toBe(
      MSG.emailInvalid,
    );
    // the answer keeps its shape; the e-mail changes once the mailed link is opened (email-change.test.ts)
    const res = await post('/api/uyekullaniciGuncelle', { mail: 'New@ornek.com', sifre: 'gizli123' }, auth);
    expect(res.json()).toMatchObject({ email: 'old@ornek.com', token: u.token });
    expect((await get('/api/uyeDogrula', auth)).statusCode).toBe(200);
  });

  it('ends unused reset links and tells the owner when the password or the e-mail changes', async () => {
    const u = await register(buyer('notice@ornek.com'));
    const auth = basic('notice@ornek.com', u.token);
    const resetToken = async (email: string) => {
      await t.ageOutbox();
      await post('/api/sifremiUnuttum', { email });
      return (await lastDelivered(t, email)).match(/token=(\S+)/)?.[1] as string;
    };
    const before = await resetToken('notice@ornek.com');
    expect((await post('/api/uyesifremGuncelle', { esifre: 'gizli123', sifre: 'yeni12345' }, auth)).body).toBe(
      MSG.updated,
    );
    expect((await t.lastMessage('notice@ornek.com'))?.subject).toContain('Şifreniz değiştirildi');
    expect((await post('/api/sifreSifirla', { token: before, sifre: 'baska12345' })).body).toBe(MSG.resetInvalid);

    const again = await resetToken('notice@ornek.com');
    await post('/api/uyekullaniciGuncelle', { mail: 'notice2@ornek.com', sifre: 'yeni12345' }, auth);
    const confirmation = (await lastDelivered(t, 'notice2@ornek.com')).match(/token=(\S+)/)?.[1];
    await post('/api/epostaOnay', { token: confirmation });
    expect((await t.lastMessage('notice@ornek.com'))?.subject).toContain('E-posta');
    expect(await lastDelivered(t, 'notice@ornek.com')).toContain('notice2@ornek.com');
    expect((await post('/api/sifreSifirla', { token: again, sifre: 'baska12345' })).body).toBe(MSG.resetInvalid);
  });

  it('marks answers about a person as not to be stored; public lists stay cacheable', async () => {
    const u = await register(buyer('cache@ornek.com'));
    expect((await post('/api/login', { mail: 'cache@ornek.com', sifre: 'gizli123' })).headers['cache-control']).toBe(
      'no-store',
    );
    expect((await get('/api/uyeDogrula', basic('cache@ornek.com', u.token))).headers['cache-control']).toBe('no-store');
    expect((await get('/api/footer')).headers['cache-control']).toBeUndefined();
  });
});
