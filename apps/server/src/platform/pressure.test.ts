// Overload sheds load instead of queueing it: while the event loop lags past the threshold a call is answered 503
// with Retry-After at once, /healthz (liveness) still answers ok and /readyz says the process is under pressure. And
// the embedded database no longer holds the event loop while queries wait for it, so /healthz is read between them.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../test/app';
import { UNAVAILABLE } from './errors';
import { RETRY_AFTER } from './pressure';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ pressure: { maxEventLoopDelay: 50, sampleInterval: 300 } });
});
afterAll(() => t.close());

/** Holds the event loop as a stalled process does. */
const stall = (ms: number) => {
  for (const end = performance.now() + ms; performance.now() < end; );
};

/** Until the event loop keeps time (the app's start held it too). */
const calm = async () => {
  for (let i = 0; i < 300 && t.app.isUnderPressure(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(t.app.isUnderPressure()).toBe(false);
};

describe('past the event-loop delay threshold', () => {
  it('one long stall is no overload: nothing is shed', async () => {
    await calm();
    stall(1000);
    for (let i = 0; i < 10; i++) {
      expect(t.app.isUnderPressure()).toBe(false);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect((await t.app.inject('/api/imbtalepler?sayfa=1')).statusCode).toBe(200);
  });

  it('sheds calls with 503 and Retry-After at once while it lasts; /healthz answers ok and /readyz says pressure', async () => {
    await calm();
    expect((await t.app.inject('/api/imbtalepler?sayfa=1')).statusCode).toBe(200);
    // the loop held 250 ms in every 260 ms, sample after sample
    const stalling = setInterval(() => stall(250), 10);
    for (let i = 0; i < 100 && !t.app.isUnderPressure(); i++) await new Promise((r) => setTimeout(r, 10));
    clearInterval(stalling);
    expect(t.app.isUnderPressure()).toBe(true);

    let answers: Awaited<ReturnType<typeof t.app.inject>>[] = [];
    // answered before any of their work: not one statement ran (a time bound failed on a loaded machine)
    const statements = await t.countQueries(async () => {
      answers = await Promise.all([
        t.app.inject('/api/imbtalepler?sayfa=1'),
        t.app.inject({ method: 'POST', url: '/adn_api/tumTalepListesi', payload: { ara: 'boru' } }),
        t.app.inject('/healthz'),
        t.app.inject('/readyz'),
      ]);
    });
    expect(statements).toBe(0);
    const [call, admin, health, ready] = answers;
    for (const res of [call, admin]) {
      expect([res.statusCode, res.body]).toEqual([503, UNAVAILABLE]);
      expect(res.headers['retry-after']).toBe(String(RETRY_AFTER));
      expect(res.headers['x-content-type-options']).toBe('nosniff'); // its security headers too
    }
    expect([health.statusCode, health.json()]).toEqual([200, { status: 'ok' }]);
    expect([ready.statusCode, ready.json()]).toEqual([503, { status: 'under pressure' }]);
    expect(ready.headers['retry-after']).toBe(String(RETRY_AFTER));

    // and once the loop keeps time again, calls are served
    await calm();
    expect((await t.app.inject('/api/imbtalepler?sayfa=1')).statusCode).toBe(200);
    expect((await t.app.inject('/readyz')).json()).toEqual({ status: 'ok' });
  });
});

describe('queries waiting for the embedded database', () => {
  it('leave the event loop turns between them, where other requests are read', async () => {
    // 20 searches at once, each some milliseconds of work in this thread on PGlite
    const search = () =>
      t.db.execute(sql`select count(*) from generate_series(1, 20000) g where md5(g::text) like '%abc%'`);
    await search();
    let turns = 0;
    let longest = 0;
    let last = performance.now();
    const ticking = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
      turns++;
    }, 1);
    const started = performance.now();
    await Promise.all(Array.from({ length: 20 }, search));
    const took = performance.now() - started;
    clearInterval(ticking);
    // before: no turn at all until the last query had run
    expect(turns).toBeGreaterThan(3);
    expect(longest).toBeLessThan(Math.max(took / 2, 50));
  });
});
