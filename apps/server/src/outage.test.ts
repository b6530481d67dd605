// The database goes away under a running server (issue 15, "Database away"): every call answers 503 with a Turkish
// text and Retry-After, never 500; a write refused during the outage left nothing; once the database is back the next
// call works without a restart. PostgreSQL only: the embedded database cannot go away.

import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../test/app';
import { openDatabase, rawRows } from './db/client';
import { contactMessages } from './db/schema/inbox';
import { isDatabaseUnavailable, UNAVAILABLE } from './platform/errors';

const url = process.env.TEST_DATABASE_URL;
let t: TestApp;
let admin: pg.Client;
let name: string;

describe.skipIf(!url)('the database goes away and comes back', () => {
  beforeAll(async () => {
    t = await testApp();
    [{ name }] = await rawRows<{ name: string }>(t.db, sql`select current_database() as name`);
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.query(`alter database ${name} with allow_connections true`).catch(() => {});
    await admin?.end();
    await t?.close();
  });

  it('answers 503 with Retry-After while it is away, nothing half-written, and works again when it is back', async () => {
    expect((await t.app.inject('/api/imbtalepler')).statusCode).toBe(200);
    await admin.query(`alter database ${name} with allow_connections false`);
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1`, [name]);

    for (const call of [
      () => t.app.inject('/api/imbtalepler'),
      () => t.app.inject('/api/indexpage'),
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/iletisimMail',
          payload: {
            ad: 'Ayşe Kaya',
            tel: '532 123 45 67',
            mail: 'ayse@ornek.com',
            mesaJ: 'Kesinti sırasında yazılan mesaj.',
          },
        }),
    ]) {
      const res = await call();
      expect([res.statusCode, res.body]).toEqual([503, UNAVAILABLE]);
      expect(res.headers['retry-after']).toBe('5');
    }
    expect((await t.app.inject('/readyz')).statusCode).toBe(503);

    await admin.query(`alter database ${name} with allow_connections true`);
    expect((await t.app.inject('/api/imbtalepler')).statusCode).toBe(200);
    expect((await t.app.inject('/readyz')).statusCode).toBe(200);
    // the refused write left nothing behind
    expect(await t.db.$count(contactMessages)).toBe(0);
  });

  it('a connection lost inside a transaction fails that transaction, not the process', async () => {
    const write = t.db.transaction(async (tx) => {
      const [{ pid }] = await rawRows<{ pid: number }>(tx as never, sql`select pg_backend_pid() as pid`);
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await new Promise((r) => setTimeout(r, 300)); // the connection's error arrives while no statement runs
      await tx
        .insert(contactMessages)
        .values({ name: 'Yarım', phone: '', email: 'y@ornek.com', message: 'Yarım kalan.' });
    });
    await expect(write).rejects.toSatisfy(isDatabaseUnavailable); // answered 503, as the database being away
    expect((await t.app.inject('/api/imbtalepler')).statusCode).toBe(200);
    expect(await t.db.$count(contactMessages)).toBe(0);
  });

  it('closing lets work in progress finish its statements', async () => {
    const database = await openDatabase({ databaseUrl: url });
    const work = (async () => {
      await database.db.execute(sql`select pg_sleep(0.2)`);
      await database.db.execute(sql`select 1`); // a second statement after close began
    })();
    await new Promise((r) => setTimeout(r, 50));
    await database.close();
    await expect(work).resolves.toBeUndefined();
  });
});
