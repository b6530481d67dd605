// Cached values and their invalidation across processes through Redis (issue 15: a write through one process is
// visible through another on the next read; Redis away degrades to per-process and never fails a call).
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { closedPort, relay } from '../../test/fake-servers';
import { createCache } from './cache';
import { systemClock } from './context';

const url = process.env.TEST_REDIS_URL;

/** a cached counter of its loads, under `tag`, in `cache` */
function counter(cache: ReturnType<typeof createCache>, tag: string) {
  let loads = 0;
  return () => cache.value('loads', { tags: [tag], ttl: 60_000 }, async () => ++loads);
}
const until = async (check: () => Promise<boolean>) => {
  for (const end = Date.now() + 5_000; Date.now() < end; ) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('not within 5 s');
};

describe('cached', () => {
  it('keeps a value for its time and loads it again after a change of its tag, or of everything', async () => {
    const cache = createCache(systemClock);
    const read = counter(cache, 'cache-test-local');
    expect([await read(), await read()]).toEqual([1, 1]);
    cache.changed(['another-tag']);
    expect(await read()).toBe(1);
    cache.changed(['cache-test-local']);
    expect(await read()).toBe(2);
    cache.changed();
    expect([await read(), await read()]).toEqual([3, 3]);
  });

  it('invalidates in this process when Redis is away, without an error', async () => {
    const redis = new Redis({ port: await closedPort(), enableOfflineQueue: false, retryStrategy: () => null });
    redis.on('error', () => {});
    const cache = createCache(systemClock);
    const stop = cache.share(redis);
    try {
      const read = counter(cache, 'cache-test-away');
      expect(await read()).toBe(1);
      cache.changed(['cache-test-away']);
      expect(await read()).toBe(2);
    } finally {
      stop();
      redis.disconnect();
    }
  });
});

describe('what a change makes stale', () => {
  const cached = (cache: ReturnType<typeof createCache>, key: string) => cache.get(key) !== undefined;

  it('keeps out a value made across a change of its tags: a read that raced a write is never cached as fresh', () => {
    const cache = createCache(systemClock);
    const since = cache.since();
    cache.changed(['request:1']);
    cache.set('before', 1, { tags: ['request:1'], since });
    cache.set('other', 1, { tags: ['request:2'], since });
    expect([cached(cache, 'before'), cached(cache, 'other')]).toEqual([false, true]);
  });

  it('makes stale only the values of the tags a write names, and every value at a write that names nothing', () => {
    const cache = createCache(systemClock);
    const put = (key: string, tags: string[]) => cache.set(key, key, { tags, since: cache.since() });
    put('visitor list', ['public']);
    put('my list', ['member:7']);
    put('session', []);
    cache.changed(['member:7']);
    expect(['visitor list', 'my list', 'session'].map((k) => cached(cache, k))).toEqual([true, false, true]);
    cache.changed();
    expect(['visitor list', 'session'].map((k) => cached(cache, k))).toEqual([false, false]);
  });

  it('forgets old tags past 50,000 without ever serving a value its tag changed after', () => {
    const cache = createCache(systemClock);
    cache.set('old', 1, { tags: ['member:1'], since: cache.since() });
    cache.changed(['member:1']);
    for (let i = 2; i < 60_000; i++) cache.changed([`member:${i}`]);
    expect(cached(cache, 'old')).toBe(false);
    cache.set('new', 1, { tags: ['member:1'], since: cache.since() });
    expect(cached(cache, 'new')).toBe(true);
  });

  it('loads a value once for callers at the same time, and again for one who comes after a change', async () => {
    const cache = createCache(systemClock);
    let loads = 0;
    const releases: (() => void)[] = [];
    const slow = () =>
      cache.value('slow', { tags: ['public'] }, () => new Promise<number>((r) => releases.push(() => r(++loads))));
    const [a, b] = [slow(), slow()];
    cache.changed(['public']);
    const c = slow(); // after the change: not the load begun before it
    expect(releases.length).toBe(2);
    for (const release of releases) release();
    expect([await a, await b, await c]).toEqual([1, 1, 2]);
  });
});

describe('the limits of the cache', () => {
  const cacheOf = (limits: { entries: number; bytes?: number }) => {
    const cache = createCache(systemClock, { limits: { bytes: Number.POSITIVE_INFINITY, ...limits } });
    const put = (key: string, bytes = 1) => cache.set(key, Buffer.alloc(bytes), { tags: [], since: cache.since() });
    const held = (keys: string[]) => keys.filter((k) => cache.get(k) !== undefined);
    return { cache, put, held };
  };
  const keys = (n: number, prefix = 'k') => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

  it('lets the least recently used go first, down to nine tenths of its entries, and keeps the values read', () => {
    const { cache, put, held } = cacheOf({ entries: 100 });
    for (const k of keys(100)) put(k);
    for (const k of keys(10)) expect(cache.get(k)).toBeDefined(); // the ten oldest, read: the most recently used now
    put('new');
    // 101 values: the 11 least recently used went (k10–k20), the ones read stayed, and so did the new one
    expect(held(keys(10))).toEqual(keys(10));
    expect(held(['k10', 'k20', 'k21', 'new'])).toEqual(['k21', 'new']);
    expect(held(keys(100)).length + 1).toBe(90);
  });

  it('keeps a value read again and again while thousands of others come and go', () => {
    const { cache, put, held } = cacheOf({ entries: 10_000 });
    put('hot');
    for (const [i, k] of keys(50_000, 'search ').entries()) {
      put(k);
      if (i % 100 === 0) expect(cache.get('hot'), k).toBeDefined();
    }
    expect(held(['hot', 'search 0', 'search 49999'])).toEqual(['hot', 'search 49999']);
  });

  it('holds its bytes under the limit, the oldest going first', () => {
    const { put, held } = cacheOf({ entries: 1_000, bytes: 1_000 });
    for (const k of keys(20)) put(k, 100);
    // each time it is over 1,000 bytes it goes down to 900, the two oldest going: the ten newest stay
    expect(held(keys(20))).toEqual(keys(20).slice(10));
  });

  it('keeps no value under a key longer than 2,048 characters (crafted URLs cannot fill the memory)', () => {
    const { put, held } = cacheOf({ entries: 10 });
    put(`/api/urunAra?s=${'x'.repeat(2_100)}`);
    expect(held([`/api/urunAra?s=${'x'.repeat(2_100)}`])).toEqual([]);
  });
});

describe.skipIf(!url)('invalidations shared through Redis', () => {
  it('sends one message for a write that names several tags, and none for a read', async () => {
    const listener = new Redis(url as string);
    const messages: string[] = [];
    await listener.subscribe('tedarik:invalidate');
    listener.on('message', (_c, m: string) => messages.push(m));
    const redis = new Redis(url as string);
    const cache = createCache(systemClock);
    const stop = cache.share(redis);
    try {
      await cache.value('x', { tags: ['public'] }, async () => 1);
      cache.changed(['member:7', 'member:8', 'public']);
      await until(async () => messages.length > 0);
      await new Promise((r) => setTimeout(r, 100));
      expect(messages).toEqual(['member:7\nmember:8\npublic']);
    } finally {
      stop();
      redis.disconnect();
      listener.disconnect();
    }
  });

  it("applies another process's invalidation, and reloads everything when Redis comes back", async () => {
    const { hostname, port } = new URL(url as string);
    const cable = await relay({ host: hostname, port: Number(port || 6379) });
    const redis = new Redis({ port: cable.port, enableOfflineQueue: false, retryStrategy: () => 50 });
    redis.on('error', () => {});
    const other = new Redis(url as string); // another process's publisher
    const cache = createCache(systemClock);
    const stop = cache.share(redis);
    try {
      const read = counter(cache, 'cache-test-shared');
      await until(async () => (await read()) > 0 && redis.status === 'ready');
      const before = await read();
      await until(async () => {
        await other.publish('tedarik:invalidate', 'cache-test-shared');
        return (await read()) > before;
      });
      // the loop may have published once more before the first one arrived: that one lands within this pause
      await new Promise((r) => setTimeout(r, 200));
      const loaded = await read();
      expect(await read()).toBe(loaded); // cached until the next invalidation

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
