// With REDIS_URL, several server processes share one rate-limit count. Runs where a Redis server is given
// (CI sets TEST_REDIS_URL); a developer machine without Redis skips it.
import { RATE_LIMITED } from '@tedarik/contract/constants';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../test/app';
import { closedPort, relay } from '../../test/fake-servers';

const url = process.env.TEST_REDIS_URL;
/** a login of its own for every try: the per-account throttle (accounts/login-throttle.ts) stays out of the way */
let tries = 0;
const anyone = () => ({ mail: `a${++tries}@b.co`, sifre: 'x' });

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
      app.app.inject({ method: 'POST', url: '/api/login', payload: anyone(), remoteAddress });
    for (let i = 0; i < 5; i++) expect((await login(apps[0])).statusCode).toBe(400);
    for (let i = 0; i < 5; i++) expect((await login(apps[1])).statusCode).toBe(400);
    const over = await login(apps[0]);
    expect([over.statusCode, over.body]).toEqual([429, RATE_LIMITED]);
  });
});

const redisClient = (port: number) => {
  // configured the way main.ts configures one, with a quick reconnect for the test
  const redis = new Redis({
    host: '127.0.0.1',
    port,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: () => 50,
  });
  redis.on('error', () => {});
  return redis;
};
const login = (app: TestApp, remoteAddress: string) =>
  app.app.inject({ method: 'POST', url: '/api/login', payload: anyone(), remoteAddress });
/** the login limit is 10 a minute: `n` wrong logins answered as wrong (400), then refused (429) */
async function expectLimitAfter(app: TestApp, address: string, n: number) {
  for (let i = 0; i < n; i++) expect((await login(app, address)).statusCode).toBe(400);
  expect((await login(app, address)).statusCode).toBe(429);
}

describe('Redis away', () => {
  it('answers every call as usual and keeps the limits per process', async () => {
    const redis = redisClient(await closedPort());
    const t = await testApp({ redis });
    try {
      const res = await login(t, '10.1.1.1');
      expect([res.statusCode, res.body]).toEqual([400, 'Kullanıcı adı veya şifre hatalı']);
      await expectLimitAfter(t, '10.1.1.1', 9);
      expect((await t.app.inject('/api/imbtalepler')).statusCode).toBe(200);
    } finally {
      await t.close();
      redis.disconnect();
    }
  });
});

describe.skipIf(!url)('Redis cut away and back', () => {
  it('counts per process while it is away and shares the counts again when it returns', async () => {
    const { hostname, port } = new URL(url as string);
    const cable = await relay({ host: hostname, port: Number(port || 6379) });
    const redisA = redisClient(cable.port);
    const redisB = redisClient(cable.port);
    const a = await testApp({ redis: redisA });
    const b = await testApp({ redis: redisB });
    const ready = (r: Redis) =>
      new Promise((resolve) => (r.status === 'ready' ? resolve(0) : r.once('ready', resolve)));
    try {
      await Promise.all([ready(redisA), ready(redisB)]);
      const base = `10.88.${process.pid % 250}.`;
      await cable.cut();
      // each process has its own count: 10 on A, then 10 more on B before B refuses
      await expectLimitAfter(a, `${base}1`, 10);
      await expectLimitAfter(b, `${base}1`, 10);

      await cable.restore();
      await Promise.all([ready(redisA), ready(redisB)]);
      for (let i = 0; i < 5; i++) expect((await login(a, `${base}2`)).statusCode).toBe(400);
      await expectLimitAfter(b, `${base}2`, 5);
    } finally {
      await a.close();
      await b.close();
      redisA.disconnect();
      redisB.disconnect();
      await cable.close();
    }
  });
});
