// Mail settings in the back-office through the real calls: the password sealed and never sent back, the rules of the
// form, and the test mail sent at once through the real transport (an .eml file; a local SMTP server that accepts or
// refuses the login; a closed port), its error in Turkish, its record kept in the outbox and never retried.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { SETTINGS_MSG } from '@tedarik/contract/settings/admin';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import { closedPort, fakeSmtp } from '../../../test/fake-servers';
import { outbox } from '../../db/schema/outbox';
import { settings } from '../../db/schema/settings';
import { getSettings, mailSite, sendingSettings } from './service';

let t: TestApp;
let admin: Record<string, string>;
let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
const PASSWORD = 'smtp-Gizli-Parola-42';
/** every answer of this file: none may hold the password */
const answers: string[] = [];

beforeAll(async () => {
  t = await testApp();
  smtp = await fakeSmtp(PASSWORD);
  admin = await t.asAdmin();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let ip = 0;
async function call(method: 'GET' | 'POST', url: string, form?: Record<string, string>) {
  const res = await t.app.inject({
    method,
    url,
    headers: { ...admin, ...(form && { 'content-type': 'application/x-www-form-urlencoded' }) },
    payload: form && new URLSearchParams(form).toString(),
    remoteAddress: `10.2.0.${++ip}`,
  });
  answers.push(res.body);
  return res;
}
const save = (form: Record<string, string>) => call('POST', '/adn_api/mailislmeleriGunc', form);
const test = (to: string) => call('POST', '/adn_api/mailislmeleriDeneme', { stgelen: to });
const lastRecord = async (to: string) =>
  (await t.db.select().from(outbox).where(eq(outbox.recipient, to)).orderBy(desc(outbox.id)))[0];

const FORM = {
  gmail: 'site@ornek.com',
  gsifre: PASSWORD,
  site: 'smtp.ornek.com:587',
  Enableessl: 'true',
  Acik: 'false',
};

describe('GET /adn_api/mailislmeleri and POST /adn_api/mailislmeleriGunc', () => {
  it('answers the settings without a password, saying whether one is stored', async () => {
    const res = await call('GET', '/adn_api/mailislmeleri');
    expect(res.json()).toEqual({
      gmail: 'bildirim@ornek.com.tr',
      gsifre: '',
      gsifreVar: false,
      site: 'smtp.ornek.com.tr',
      enableessl: true,
      acik: false,
    });
  });

  it('seals a new password, never answers it, and keeps it when the form sends none', async () => {
    const res = await save(FORM);
    expect(res.json()).toEqual({
      gmail: 'site@ornek.com',
      gsifre: '',
      gsifreVar: true,
      site: 'smtp.ornek.com:587',
      enableessl: true,
      acik: false,
    });
    expect(JSON.stringify(await t.db.select().from(settings))).not.toContain(PASSWORD);
    expect((await getSettings(t.db, 'mail')).gsifre).toMatch(/^enc:v1:/);
    // an empty password keeps the stored one
    const kept = await save({ ...FORM, gsifre: '', gmail: 'yeni@ornek.com' });
    expect(kept.json()).toMatchObject({ gmail: 'yeni@ornek.com', gsifre: '', gsifreVar: true });
    expect((await sendingSettings(t.db, 'mail', t.secrets)).gsifre).toBe(PASSWORD);
    expect((await call('GET', '/adn_api/mailislmeleri')).json()).toMatchObject({ gsifre: '', gsifreVar: true });
    // gsifreSil removes it
    expect((await save({ ...FORM, gsifre: '', gsifreSil: 'true' })).json().gsifreVar).toBe(false);
    expect((await sendingSettings(t.db, 'mail', t.secrets)).gsifre).toBe('');
  });

  it('refuses a bad address or host, and switching on without an account', async () => {
    const bad = await save({ ...FORM, gmail: 'site@', site: 'smtp ornek com' });
    expect([bad.statusCode, bad.body]).toEqual([400, `${SETTINGS_MSG.email}\n${SETTINGS_MSG.smtpHost}`]);
    const incomplete = await save({ ...FORM, site: '', Acik: 'true' });
    expect([incomplete.statusCode, incomplete.body]).toEqual([400, SETTINGS_MSG.mailIncomplete]);
    expect((await getSettings(t.db, 'mail')).site).toBe('smtp.ornek.com:587'); // nothing saved
  });
});

describe('the site in every mail', () => {
  it('has its logo: the installable app’s icon at the public address (decision 0064)', async () => {
    expect(await mailSite(t.db, 'https://tedarik.example/')).toMatchObject({
      url: 'https://tedarik.example',
      logoUrl: 'https://tedarik.example/icons/icon-192.png',
    });
  });
});

describe('POST /adn_api/mailislmeleriDeneme', () => {
  it('with mail off, writes the test mail to the outbox folder as .eml at once', async () => {
    const res = await test('deneme@ornek.com');
    expect([res.statusCode, res.body]).toEqual([200, 'Deneme Mail Gonderildi.']);
    const files = (await readdir(t.outboxDir)).filter((n) => n.endsWith('-deneme@ornek.com.eml'));
    expect(files).toHaveLength(1);
    const eml = await readFile(path.join(t.outboxDir, files[0]), 'utf8');
    expect(eml).toContain('To: deneme@ornek.com');
    expect(eml).toContain('Subject: Deneme maili');
    expect(await lastRecord('deneme@ornek.com')).toMatchObject({ status: 'sent', attempts: 1, body: '' });
  });

  it('refuses a bad address', async () => {
    const res = await test('deneme@');
    expect([res.statusCode, res.body]).toEqual([400, SETTINGS_MSG.email]);
  });

  it('with mail on, sends through the SMTP server with the stored account', async () => {
    await save({ ...FORM, site: `127.0.0.1:${smtp.port}`, Enableessl: 'false', Acik: 'true' });
    const res = await test('alici@ornek.com');
    expect([res.statusCode, res.body]).toEqual([200, SETTINGS_MSG.testMailSent]);
    const session = smtp.sessions.at(-1);
    expect(session?.auth).toBe(`\u0000site@ornek.com\u0000${PASSWORD}`);
    expect(session?.to).toEqual(['TO:<alici@ornek.com>']);
    expect(session?.data).toContain('Subject: Deneme maili');
    expect(await lastRecord('alici@ornek.com')).toMatchObject({ status: 'sent' });
  });

  it('answers the SMTP error in Turkish at once, never with the password, and keeps it as failed', async () => {
    await save({ ...FORM, gsifre: 'yanlis-parola', site: `127.0.0.1:${smtp.port}`, Enableessl: 'false', Acik: 'true' });
    const refused = await test('alici2@ornek.com');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatch(
      /^Deneme maili gönderilemedi: SMTP sunucusu kullanıcı adını ya da şifreyi kabul etmedi \(sunucu: 535 5\.7\.8 .+\)\.$/,
    );
    expect(refused.body).not.toContain('yanlis-parola');
    const record = await lastRecord('alici2@ornek.com');
    expect(record).toMatchObject({ status: 'failed', attempts: 1 });
    expect(record.lastError).toMatch(/kabul etmedi/);

    await save({ ...FORM, site: `127.0.0.1:${await closedPort()}`, Enableessl: 'false', Acik: 'true' });
    const closed = await test('alici3@ornek.com');
    expect([closed.statusCode, closed.body]).toEqual([
      400,
      'Deneme maili gönderilemedi: SMTP sunucusuna bağlanılamadı (bağlantı reddedildi).',
    ]);
    // a failed test is not retried behind the admin's back
    await t.outbox.flush();
    expect(await lastRecord('alici3@ornek.com')).toMatchObject({ status: 'failed', attempts: 1 });
    await save({ ...FORM, Acik: 'false' });
  });

  it('never sent the password back in any answer', () => {
    expect(answers.length).toBeGreaterThan(10);
    for (const body of answers) {
      expect(body).not.toContain(PASSWORD);
      expect(body).not.toContain('enc:v1:');
    }
  });
});
