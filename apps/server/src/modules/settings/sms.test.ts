// SMS settings and the Netgsm adapter, against a local fake of Netgsm's HTTP API that records each request: the
// parameters sent, the answer codes in Turkish, the password sealed and never sent back, the test SMS through the
// calls, and the product's queued SMS going through the gateway once the settings are on (retried, sent once).
import { readdir } from 'node:fs/promises';
import { SETTINGS_MSG } from '@tedarik/contract/settings/admin';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import { closedPort, fakeNetgsm } from '../../../test/fake-servers';
import { outbox } from '../../db/schema/outbox';
import { settings } from '../../db/schema/settings';
import { gsmNumber, NETGSM_ERRORS, netgsm, SmsGatewayError, smsGateway } from '../../platform/netgsm';
import { enqueue } from '../../platform/outbox';
import { getSettings, sendingSettings } from './service';

let t: TestApp;
let gateway: Awaited<ReturnType<typeof fakeNetgsm>>;
let admin: Record<string, string>;
const PASSWORD = 'netgsm-Gizli-99';
const answers: string[] = [];

beforeAll(async () => {
  gateway = await fakeNetgsm();
  t = await testApp({ netgsmUrl: gateway.url });
  admin = await t.asAdmin();
});
afterAll(async () => {
  await t.close();
  await gateway.close();
});

let ip = 0;
async function call(method: 'GET' | 'POST', url: string, form?: Record<string, string>) {
  const res = await t.app.inject({
    method,
    url,
    headers: { ...admin, ...(form && { 'content-type': 'application/x-www-form-urlencoded' }) },
    payload: form && new URLSearchParams(form).toString(),
    remoteAddress: `10.3.0.${++ip}`,
  });
  answers.push(res.body);
  return res;
}
const save = (form: Record<string, string>) => call('POST', '/adn_api/smsislmeleriGunc', form);
const test = (to: string) => call('POST', '/adn_api/smsislmeleriDeneme', { stgelen: to });

const FORM = { kad: '8501234567', sifre: PASSWORD, firma: 'TEDARIK', durum: 'true' };

describe('the Netgsm adapter', () => {
  const provider = () =>
    netgsm({ usercode: 'kullanici', password: 'parola', msgheader: 'BASLIK', baseUrl: gateway.url });

  it('posts the account, number, text and header to sms/send/get and answers Netgsm’s job', async () => {
    const before = gateway.requests.length;
    expect(await provider().send('0532 123 45 67', 'Kodunuz: 4829 — çğıöşü')).toBe('00 123456789');
    expect(gateway.requests.slice(before)).toEqual([
      {
        method: 'POST',
        path: '/sms/send/get',
        params: {
          usercode: 'kullanici',
          password: 'parola',
          gsmno: '5321234567',
          message: 'Kodunuz: 4829 — çğıöşü',
          msgheader: 'BASLIK',
          dil: 'TR',
        },
      },
    ]);
  });

  it('turns every error code into Turkish, and a failed or silent gateway too', async () => {
    for (const code of ['20', '30', '40', '50', '51', '70', '80', '85']) {
      gateway.answer({ body: code });
      const err = await provider()
        .send('5321234567', 'x')
        .catch((e) => e);
      expect(err).toBeInstanceOf(SmsGatewayError);
      expect([err.code, err.message]).toEqual([code, `Netgsm ${code}: ${NETGSM_ERRORS[code]}`]);
    }
    expect(NETGSM_ERRORS['30']).toMatch(/kullanıcı adı ya da şifre/);
    gateway.answer({ body: '99 bilinmeyen' });
    await expect(provider().send('5321234567', 'x')).rejects.toThrow(
      'Netgsm beklenmeyen bir yanıt verdi: 99 bilinmeyen',
    );
    gateway.answer({ status: 503, body: 'bakımda' });
    await expect(provider().send('5321234567', 'x')).rejects.toThrow('Netgsm HTTP 503 yanıtı verdi.');
    gateway.answer({ body: '01 555' }); // a corrected date still sends
    expect(await provider().send('5321234567', 'x')).toBe('01 555');
    const down = netgsm({
      usercode: 'k',
      password: 'p',
      msgheader: 'B',
      baseUrl: `http://127.0.0.1:${await closedPort()}`,
    });
    await expect(down.send('5321234567', 'x')).rejects.toThrow('Netgsm’e bağlanılamadı.');
  });

  it('normalises numbers and is used only when the settings are on with an account', () => {
    expect(['05321234567', '+90 532 123 45 67', '532 123 45 67'].map(gsmNumber)).toEqual(Array(3).fill('5321234567'));
    const on = { kad: 'k', sifre: 'p', firma: 'F', durum: true };
    expect(smsGateway(on)?.name).toBe('Netgsm');
    for (const off of [{ durum: false }, { kad: '' }, { sifre: '' }, { firma: '' }])
      expect(smsGateway({ ...on, ...off })).toBeUndefined();
  });
});

describe('GET /adn_api/smsislmeleri and POST /adn_api/smsislmeleriGunc', () => {
  it('answers the settings without a password; an empty one keeps the stored; sifreSil removes it', async () => {
    expect((await call('GET', '/adn_api/smsislmeleri')).json()).toEqual({
      kad: '',
      sifre: '',
      sifreVar: false,
      firma: 'TEDARIK',
      durum: false,
    });
    const res = await save({ ...FORM, durum: 'false' });
    expect(res.json()).toEqual({ kad: '8501234567', sifre: '', sifreVar: true, firma: 'TEDARIK', durum: false });
    expect(JSON.stringify(await t.db.select().from(settings))).not.toContain(PASSWORD);
    expect((await getSettings(t.db, 'sms')).sifre).toMatch(/^enc:v1:/);
    expect((await save({ ...FORM, sifre: '', durum: 'false' })).json().sifreVar).toBe(true);
    expect((await sendingSettings(t.db, 'sms', t.secrets)).sifre).toBe(PASSWORD);
    expect((await save({ ...FORM, sifre: '', sifreSil: 'on', durum: 'false' })).json().sifreVar).toBe(false);
    expect((await sendingSettings(t.db, 'sms', t.secrets)).sifre).toBe('');
  });

  it('refuses switching on without user code, password and header', async () => {
    for (const missing of [{ kad: '' }, { sifre: '' }, { firma: ' ' }]) {
      const res = await save({ ...FORM, ...missing });
      expect([res.statusCode, res.body]).toEqual([400, SETTINGS_MSG.smsIncomplete]);
    }
    expect((await getSettings(t.db, 'sms')).durum).toBe(false);
  });
});

describe('POST /adn_api/smsislmeleriDeneme', () => {
  it('with SMS off, writes the test SMS to the outbox folder and says so', async () => {
    const res = await test('0532 111 22 33');
    expect([res.statusCode, res.body]).toEqual([200, SETTINGS_MSG.testSmsToOutbox]);
    expect((await readdir(t.outboxDir)).some((n) => n.endsWith('-5321112233.txt'))).toBe(true);
  });

  it('refuses a number that is not a mobile one', async () => {
    for (const n of ['', '0212 123 45 67', '53211', 'abc']) {
      const res = await test(n);
      expect([res.statusCode, res.body], n).toEqual([400, SETTINGS_MSG.mobile]);
    }
  });

  it('with SMS on, sends through Netgsm with the stored account and shows its answer', async () => {
    await save(FORM);
    const before = gateway.requests.length;
    const res = await test('+90 (532) 111 22 44');
    expect([res.statusCode, res.body]).toEqual([200, 'Deneme SMS gönderildi. Netgsm yanıtı: 00 123456789']);
    expect(gateway.requests.slice(before)).toMatchObject([
      {
        path: '/sms/send/get',
        params: { usercode: '8501234567', password: PASSWORD, gsmno: '5321112244', msgheader: 'TEDARIK', dil: 'TR' },
      },
    ]);
    const [record] = await t.db.select().from(outbox).where(eq(outbox.recipient, '5321112244'));
    expect(record).toMatchObject({ channel: 'sms', status: 'sent', body: '' });
  });

  it('shows the gateway’s error in Turkish and keeps the test as failed', async () => {
    gateway.answer({ body: '30' });
    const res = await test('05321112255');
    expect([res.statusCode, res.body]).toEqual([400, `Deneme SMS gönderilemedi: Netgsm 30: ${NETGSM_ERRORS['30']}`]);
    const [record] = await t.db.select().from(outbox).where(eq(outbox.recipient, '5321112255'));
    expect(record).toMatchObject({ status: 'failed', lastError: `Netgsm 30: ${NETGSM_ERRORS['30']}` });
  });
});

describe('the product’s SMS with the settings on', () => {
  it('go out through Netgsm after the request, retried after a failure and sent once', async () => {
    await enqueue(t.db, { channel: 'sms', to: '532 999 88 77', body: 'Aktivasyon kodunuz: 123456' });
    gateway.answer({ body: '70' });
    const before = gateway.requests.length;
    await t.outbox.flush();
    const [pending] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, '532 999 88 77'))
      .orderBy(desc(outbox.id));
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, lastError: `Netgsm 70: ${NETGSM_ERRORS['70']}` });
    await t.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(outbox.id, pending.id));
    await t.outbox.flush();
    await t.outbox.flush(); // nothing left to send
    const sent = gateway.requests.slice(before).filter((r) => r.params.gsmno === '5329998877');
    expect(sent.map((r) => r.params.message)).toEqual(['Aktivasyon kodunuz: 123456', 'Aktivasyon kodunuz: 123456']);
    const [after] = await t.db.select().from(outbox).where(eq(outbox.id, pending.id));
    expect(after).toMatchObject({ status: 'sent', attempts: 2, body: '' });
  });

  it('never sent the password back in any answer', () => {
    expect(answers.length).toBeGreaterThan(8);
    for (const body of answers) {
      expect(body).not.toContain(PASSWORD);
      expect(body).not.toContain('enc:v1:');
    }
  });
});
