// Exchange rates from TCMB (issue 37): the job against a local server serving a recorded bulletin, conversion to the
// kuruş (JPY per 100 units, half up), a weekend and a holiday using the last bulletin, failures recorded and retried
// with nothing stored, the administrator's entry and its refusals, and the back-office calls refused to others.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ratesJobText } from '@tedarik/contract/rates/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { retryWait, runJob } from '../../platform/jobs';
import { convertToTl, ratesJob, ratesOn } from './service';

const RECORDED = readFileSync(new URL('../../../test/tcmb/today-2026-11-27.xml', import.meta.url), 'utf8');
/** the recorded bulletin as TCMB would serve it on another day, with its USD rate changed when given */
const bulletinOf = (tarih: string, usd?: string) => {
  const xml = RECORDED.replace('Tarih="27.11.2026"', `Tarih="${tarih}"`);
  return usd ? xml.replace('<ForexSelling>42.4977</ForexSelling>', `<ForexSelling>${usd}</ForexSelling>`) : xml;
};

// What the local "TCMB" answers next: a body with a status, or nothing at all (a hanging server).
let answer: { status: number; body: string } | 'hang' = { status: 200, body: RECORDED };
let fetches = 0;
let server: Server;
let url = '';

let t: TestApp;
/** Istanbul is UTC+3: 'T13:00Z' is 16:00 there */
let now = new Date('2026-11-27T13:00:00Z');
const clock = { now: () => now };
let job: ReturnType<typeof ratesJob>;
const run = () => runJob({ db: t.db, clock }, job);
let admin: Record<string, string>;

const get = (path: string, headers = admin) => t.app.inject({ method: 'GET', url: path, headers });
const put = (path: string, payload: unknown, headers = admin) =>
  t.app.inject({ method: 'PUT', url: path, headers, payload: payload as object });

beforeAll(async () => {
  server = createServer((_req, res) => {
    fetches++;
    if (answer === 'hang') return; // never answers: the client's timeout must end it
    res.writeHead(answer.status, { 'content-type': 'application/xml; charset=utf-8' }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/kurlar/today.xml`;
  t = await testApp({ clock, cache: true });
  job = ratesJob({ db: t.db, cache: t.app.cache, url, timeoutMs: 2000 });
  admin = await t.asAdmin();
});
afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('the TCMB job', () => {
  it('says the expected bulletin is not fetched yet before the first run, never a holiday (issue 47 item 18)', async () => {
    const state = (await get('/adn_api/v2/rates/job')).json();
    expect(state).toMatchObject({ state: 'notFetched', expectedBulletin: '2026-11-27', failures: 0 });
    expect(ratesJobText(state).lines.join(' ')).toBe(
      'TCMB 27.11.2026 bülteni henüz çekilmedi. Sonraki deneme: 27.11.2026 16:01.',
    );
  });

  it('records every failed fetch (500, garbage, no USD, no date, timeout) and stores nothing', async () => {
    const failures: [typeof answer, string][] = [
      [{ status: 500, body: 'Internal Server Error' }, 'TCMB HTTP 500 yanıtı verdi.'],
      [{ status: 200, body: '<html><body>Bakım çalışması</body></html>' }, 'Tarih_Date yok'],
      [{ status: 200, body: '\u0000\u0000<<<Tarih_Date' }, 'Bülten okunamadı'],
      [
        { status: 200, body: RECORDED.replace(/<Currency CrossOrder="0" Kod="USD"[\s\S]*?<\/Currency>/, '') },
        'Bültende USD kuru yok.',
      ],
      [{ status: 200, body: RECORDED.replace('Tarih="27.11.2026"', 'Tarih="31.02.2026"') }, 'tarihi yok'],
      [{ status: 200, body: bulletinOf('28.11.2026') }, 'ileri bir gün'],
      ['hang', 'saniyede yanıt vermedi'],
    ];
    for (const [i, [next, message]] of failures.entries()) {
      answer = next;
      await expect(run()).rejects.toThrow(message);
      const state = (await get('/adn_api/v2/rates/job')).json();
      expect(state).toMatchObject({ failures: i + 1, newestBulletin: null, expectedBulletin: '2026-11-27' });
      expect(state.lastError).toContain(message);
      expect(state.lastFailureAt).toBe(now.toISOString());
      // a failure, and when it is tried again (the job mechanism's wait)
      expect(state).toMatchObject({
        state: 'failed',
        nextAttemptAt: new Date(now.getTime() + retryWait(i + 1)).toISOString(),
      });
      expect(ratesJobText(state)).toMatchObject({ failed: true });
      expect(ratesJobText(state).lines.join(' ')).toContain(`${i + 1} kez denendi. Sonraki deneme: `);
      expect(ratesJobText(state).lines.join(' ')).not.toContain('tatil');
      now = new Date(now.getTime() + retryWait(i + 1)); // the job mechanism's wait before the next try
    }
    expect((await get('/adn_api/v2/rates')).json()).toEqual({ items: [], nextCursor: null });
    expect(await ratesOn(t.db, '2026-11-27')).toBeUndefined();
  });

  it('stores the bulletin under its own day once a fetch succeeds, and clears the failure', async () => {
    answer = { status: 200, body: RECORDED };
    expect(await run()).toBe('ran');
    const state = (await get('/adn_api/v2/rates/job')).json();
    expect(state).toMatchObject({ failures: 0, lastError: null, newestBulletin: '2026-11-27', state: 'current' });
    expect(state.nextAttemptAt).toBeNull();
    expect(state.lastSuccessAt).toBe(now.toISOString());
    const bulletin = await ratesOn(t.db, '2026-11-27');
    expect(bulletin).toMatchObject({ day: '2026-11-27', source: 'tcmb', number: '2026/225' });
    // every currency with a selling rate (XDR has none), the exact decimals TCMB wrote
    expect(bulletin?.rates).toHaveLength(21);
    expect(bulletin?.rates.find((r) => r.currency === 'JPY')).toEqual({
      currency: 'JPY',
      unit: 100,
      forexSelling: '27.3603',
    });
    expect(bulletin?.rates.find((r) => r.currency === 'RUB')?.forexSelling).toBe('0.54611');
    expect((await get('/adn_api/v2/rates')).json().items).toEqual([
      {
        date: '2026-11-27',
        source: 'tcmb',
        storedAt: expect.any(String),
        usd: { currency: 'USD', unit: 1, forexSelling: '42.4977' },
        eur: { currency: 'EUR', unit: 1, forexSelling: '49.2757' },
      },
    ]);
    const calls = fetches;
    now = new Date('2026-11-27T20:00:00Z'); // later that day: nothing more to fetch
    expect(await run()).toBe('not due');
    expect(fetches).toBe(calls);
  });
});

describe('conversion', () => {
  it('turns USD, EUR and JPY (per 100 units) into TL kuruş, half up, naming the bulletin day', async () => {
    const on = (kurus: bigint, currency: string) => convertToTl(t.db, kurus, currency, '2026-11-27');
    // 1.000,00 USD × 42,4977 = 42.497,70 ₺
    expect(await on(100_000n, 'USD')).toEqual({
      tlKurus: 4_249_770n,
      rateDate: '2026-11-27',
      rate: { unit: 1, forexSelling: '42.4977' },
    });
    expect((await on(5_000n, 'USD')).tlKurus).toBe(212_489n); // 50 USD = 2.124,885 ₺ → 2.124,89 ₺ (half up)
    expect((await on(1n, 'USD')).tlKurus).toBe(42n); // 0,01 USD = 0,424977 ₺ → 0,42 ₺
    expect((await on(123_456n, 'EUR')).tlKurus).toBe(6_083_381n); // 1.234,56 EUR × 49,2757 = 60.833,808192 ₺
    // JPY is per 100 units: 12.345,67 JPY × 27,3603 / 100 = 3.377,8123… ₺; 5.000 JPY = 1.368,015 ₺ → 1.368,02 ₺
    expect(await on(1_234_567n, 'JPY')).toMatchObject({
      tlKurus: 337_781n,
      rate: { unit: 100, forexSelling: '27.3603' },
    });
    expect((await on(500_000n, 'JPY')).tlKurus).toBe(136_802n);
    expect(await on(99_999n, 'TL')).toEqual({ tlKurus: 99_999n, rateDate: null, rate: null });
  });

  it('uses Friday’s bulletin on Saturday and Sunday, and refuses a day before the first bulletin', async () => {
    for (const day of ['2026-11-28', '2026-11-29'])
      expect(await convertToTl(t.db, 100_000n, 'USD', day)).toMatchObject({
        tlKurus: 4_249_770n,
        rateDate: '2026-11-27',
      });
    expect((await get('/adn_api/v2/rates/2026-11-29')).json()).toMatchObject({ date: '2026-11-27', source: 'tcmb' });
    await expect(convertToTl(t.db, 100n, 'USD', '2026-11-26')).rejects.toMatchObject({ status: 409 });
    const none = await get('/adn_api/v2/rates/2026-11-26');
    expect([none.statusCode, none.json()]).toEqual([404, { message: 'Bu tarih için kur bulunamadı.' }]);
  });

  it('fetches nothing over the weekend, Monday’s bulletin from 15:30, and keeps trying on a holiday', async () => {
    const calls = fetches;
    now = new Date('2026-11-28T09:00:00Z'); // Saturday
    expect(await run()).toBe('not due');
    now = new Date('2026-11-30T12:29:00Z'); // Monday 15:29
    expect(await run()).toBe('not due');
    expect(fetches).toBe(calls);
    now = new Date('2026-11-30T12:31:00Z');
    answer = { status: 200, body: bulletinOf('30.11.2026', '42.6001') };
    expect(await run()).toBe('ran');
    expect((await convertToTl(t.db, 100_000n, 'USD', '2026-11-30')).rateDate).toBe('2026-11-30');
    expect((await convertToTl(t.db, 100_000n, 'USD', '2026-11-29')).rateDate).toBe('2026-11-27');
    // the cached list shows the job's bulletin (it names the rates it changed)
    expect((await get('/adn_api/v2/rates')).json().items.map((b: { date: string }) => b.date)).toEqual([
      '2026-11-30',
      '2026-11-27',
    ]);
    // Tuesday after 15:30, before the job ran: not fetched yet, which is no holiday (issue 47 item 18)
    now = new Date('2026-12-01T12:30:30Z');
    const waiting = (await get('/adn_api/v2/rates/job')).json();
    expect(waiting).toMatchObject({ state: 'notFetched', expectedBulletin: '2026-12-01' });
    expect(ratesJobText(waiting).lines.join(' ')).not.toContain('tatil');
    // Tuesday is a holiday: TCMB still serves Monday's; the fetch succeeds, stores nothing, is tried half-hourly
    now = new Date('2026-12-01T12:31:00Z');
    expect(await run()).toBe('ran');
    const behind = (await get('/adn_api/v2/rates/job')).json();
    expect(behind).toMatchObject({ state: 'tcmbBehind', nextAttemptAt: '2026-12-01T13:01:00.000Z' });
    expect(ratesJobText(behind).lines.join(' ')).toBe(
      'TCMB 01.12.2026 bültenini henüz yayımlamadı; son çekimde gelen bülten 30.11.2026. Sonraki deneme: ' +
        '01.12.2026 16:01. Resmî tatilde son bülten geçerlidir. Son başarılı çekim: 01.12.2026 15:31.',
    );
    expect((await ratesOn(t.db, '2026-12-01'))?.day).toBe('2026-11-30');
    now = new Date('2026-12-01T12:50:00Z');
    expect(await run()).toBe('not due');
    now = new Date('2026-12-01T13:02:00Z');
    expect(await run()).toBe('ran');
  });
});

describe('rates entered by hand', () => {
  it('replace a day’s rates, are listed as manual, and are not overwritten by the fetch', async () => {
    const res = await put('/adn_api/v2/rates/2026-12-01', { usd: '42,71', eur: ' 49.8 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      date: '2026-12-01',
      source: 'manual',
      number: null,
      rates: [
        { currency: 'EUR', unit: 1, forexSelling: '49.8' },
        { currency: 'USD', unit: 1, forexSelling: '42.71' },
      ],
    });
    // a TCMB day entered again: the hand-entered USD and EUR replace the bulletin's 21 currencies
    expect((await put('/adn_api/v2/rates/2026-11-27', { usd: '42.5', eur: '49.3' })).statusCode).toBe(200);
    const friday = await ratesOn(t.db, '2026-11-27');
    expect([friday?.source, friday?.rates.map((r) => r.currency)]).toEqual(['manual', ['EUR', 'USD']]);
    expect((await convertToTl(t.db, 100_000n, 'USD', '2026-11-28')).tlKurus).toBe(4_250_000n);
    const list = (await get('/adn_api/v2/rates?limit=2')).json();
    expect(list.items.map((b: { date: string; source: string }) => [b.date, b.source])).toEqual([
      ['2026-12-01', 'manual'],
      ['2026-11-30', 'tcmb'],
    ]);
    expect(list.nextCursor).toBe('2026-11-30');
    const rest = (await get(`/adn_api/v2/rates?limit=2&cursor=${list.nextCursor}`)).json();
    expect([rest.items.map((b: { date: string }) => b.date), rest.nextCursor]).toEqual([['2026-11-27'], null]);
    // the fetch finds the holiday's (Tuesday's) manual entry in place: not due any more
    expect(await run()).toBe('not due');
  });

  it('refuses a future day, a day the calendar lacks, and rates that are not positive decimals', async () => {
    const refused = async (path: string, body: unknown, field: string) => {
      const res = await put(path, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields?.[field], JSON.stringify(body)).toBeTruthy();
      return res;
    };
    const ok = { usd: '42.5', eur: '49.3' };
    const future = await refused('/adn_api/v2/rates/2026-12-02', ok, 'date'); // Istanbul's today is 2026-12-01
    expect(future.json().message).toBe('İleri bir tarihe kur girilemez.');
    for (const day of ['2026-02-30', 'd%C3%BCn', '0000-01-01', '2026-13-01', '2026-11-3%00'])
      expect((await put(`/adn_api/v2/rates/${day}`, ok)).statusCode, day).toBe(400);
    const bad = ['0', '0.000', '-1', '1e3', 'abc', '', '1.1234567', '1234567', '4\u00002', '9'.repeat(100_000)];
    for (const usd of bad) await refused('/adn_api/v2/rates/2026-11-30', { ...ok, usd }, 'usd');
    for (const eur of [42.5, null, true, ['42'], { v: '42' }])
      await refused('/adn_api/v2/rates/2026-11-30', { ...ok, eur }, 'eur');
    await refused('/adn_api/v2/rates/2026-11-30', { usd: '42.5' }, 'eur');
    expect((await ratesOn(t.db, '2026-11-30'))?.source).toBe('tcmb'); // nothing written
    const cursor = await get('/adn_api/v2/rates?cursor=abc');
    expect(cursor.statusCode).toBe(400);
  });

  it('are refused to a member and a visitor, as every back-office call is', async () => {
    const m = await f.member(t.db);
    const member = (await t.asMember(m)).auth;
    const calls = [
      () => get('/adn_api/v2/rates', member),
      () => get('/adn_api/v2/rates/job', member),
      () => get('/adn_api/v2/rates/2026-11-30', member),
      () => put('/adn_api/v2/rates/2026-11-30', { usd: '1', eur: '1' }, member),
      () => get('/adn_api/v2/rates', {}),
      () => get('/adn_api/v2/rates/2026-11-30', {}),
      () => put('/adn_api/v2/rates/2026-11-30', { usd: '1', eur: '1' }, {}),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toContain('42.');
    }
    expect((await ratesOn(t.db, '2026-11-30'))?.rates.find((r) => r.currency === 'USD')?.forexSelling).toBe('42.6001');
  });
});
