// Cached values and their invalidation across processes through Redis (issue 15: a write through one process is
// visible through another on the next read; Redis away degrades to per-process and never fails a call).
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { closedPort, relay } from '../../test/fake-servers';
import { cached, invalidate, shareInvalidations } from './cache';

const url = process.env.TEST_REDIS_URL;

/** a cached counter of its loads, under `tag` */
function counter(tag: string) {
  let loads = 0;
  return cached(60_000, async () => ++loads, undefined, tag);
}
const until = async (check: () => Promise<boolean>) => {
  for (const end = Date.now() + 5_000; Date.now() < end; ) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('not within 5 s');
};

describe('cached', () => {
  it('keeps a value for its time and loads it again after an invalidation of its tag', async () => {
    const read = counter('cache-test-local');
    expect([await read(), await read()]).toEqual([1, 1]);
    invalidate('cache-test-local');
    expect(await read()).toBe(2);
  });

  it('invalidates in this process when Redis is away, without an error', async () => {
    const redis = new Redis({ port: await closedPort(), enableOfflineQueue: false, retryStrategy: () => null });
    redis.on('error', () => {});
    const stop = shareInvalidations(redis);
    try {
      const read = counter('cache-test-away');
      expect(await read()).toBe(1);
      invalidate('cache-test-away');
      expect(await read()).toBe(2);
    } finally {
      stop();
      redis.disconnect();
    }
  });
});

describe.skipIf(!url)('invalidations shared through Redis', () => {
  it("applies another process's invalidation, and reloads everything when Redis comes back", async () => {
    const { hostname, port } = new URL(url as string);
    const cable = await relay({ host: hostname, port: Number(port || 6379) });
    const redis = new Redis({ port: cable.port, enableOfflineQueue: false, retryStrategy: () => 50 });
    redis.on('error', () => {});
    const other = new Redis(url as string); // another process's publisher
    const stop = shareInvalidations(redis);
    try {
      const read = counter('cache-test-shared');
      await until(async () => (await read()) > 0 && redis.status === 'ready');
      const before = await read();
      await until(async () => {
        await other.publish('tedarik:invalidate', 'cache-test-shared');
        return (await read()) > before;
      });
      // the loop may have published once more before the first one arrived: that one lands within this pause
      await new Promise((r) => setTimeout(r, 200));
      const loaded = await read();
      expect(await read()).toBe(loaded); // kept until the next invalidation

      // an invalidation published while this process is cut off is lost to it; at its return it reloads all
      await cable.cut();
      await other.publish('tedarik:invalidate', 'cache-test-shared');
      expect(await read()).toBe(loaded);
      await cable.restore();
      await until(async () => (await read()) > loaded);
    } finally {
      stop();
      redis.disconnect();
      other.disconnect();
      await cable.close();
    }
  });
});
