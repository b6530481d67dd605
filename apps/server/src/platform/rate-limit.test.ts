// With REDIS_URL, several server processes share one rate-limit count. Runs where a Redis server is given
// (CI sets TEST_REDIS_URL); a developer machine without Redis skips it.
import { RATE_LIMITED } from '@tedarik/contract/constants';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../test/app';

const url = process.env.TEST_REDIS_URL;

describe.skipIf(!url)('rate limits shared through Redis', () => {
  const apps: TestApp[] = [];
  const clients: Redis[] = [];
  afterAll(async () => {
    for (const a of apps) await a.close();
    for (const c of clients) c.disconnect();
  });

  it('counts logins from one address across two server processes', async () => {
    for (let i = 0; i < 2; i++) {
      const redis = new Redis(url as string, { maxRetriesPerRequest: 1 });
      clients.push(redis);
      apps.push(await testApp({ redis }));
    }
    const remoteAddress = `10.77.${process.pid % 250}.${Date.now() % 250}`;
    const login = (app: TestApp) =>
      app.app.inject({ method: 'POST', url: '/api/login', payload: { mail: 'a@b.co', sifre: 'x' }, remoteAddress });
    for (let i = 0; i < 5; i++) expect((await login(apps[0])).statusCode).toBe(400);
    for (let i = 0; i < 5; i++) expect((await login(apps[1])).statusCode).toBe(400);
    const over = await login(apps[0]);
    expect([over.statusCode, over.body]).toEqual([429, RATE_LIMITED]);
  });
});

describe('Redis away', () => {
  it('answers every call as usual (the limits are skipped rather than every login refused)', async () => {
    // a Redis nobody listens on, configured the way main.ts configures one
    const redis = new Redis('redis://127.0.0.1:9', {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      retryStrategy: () => null,
      lazyConnect: true,
    });
    redis.on('error', () => {});
    const t = await testApp({ redis });
    try {
      for (let i = 0; i < 3; i++) {
        const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { mail: 'a@b.co', sifre: 'x' } });
        expect([res.statusCode, res.body]).toEqual([400, 'Kullanıcı adı veya şifre hatalı']);
      }
      expect((await t.app.inject('/api/imbtalepler')).statusCode).toBe(200);
    } finally {
      await t.close();
      redis.disconnect();
    }
  });
});
