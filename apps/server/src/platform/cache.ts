// The one cache of a server process (docs/decisions/0032-one-cache-model.md). Everything cached in memory lives here:
// the answers of cached reads (route.ts, `cache`), rendered pages, sessions and the values answers are made of. Each
// entry names the tags it depends on; a write names the tags it changed, and every entry of those tags is stale from
// then on, in this process and, through Redis, in the others. A write that names nothing changed everything.
import type { Redis } from 'ioredis';

/** The tags of the cache: what a cached read depends on, what a write says it changed. */
export const tag = {
  /** whatever a visitor can see: public answers, rendered pages and what they are made of */
  public: 'public',
  /** the back-office's lists and searches */
  admin: 'admin',
  /** one member's own data: their lists, their feed, their activation */
  member: (id: number) => `member:${id}`,
  /** the stored exchange rates (TCMB bulletins, manual entries): what a converted amount is made of */
  rates: 'rates',
  /** the audit log's rows: changed by every row written (platform/audit.ts), a back-office read's too */
  audit: 'audit',
};

export interface CacheOptions {
  /** what the value is made of: it is stale once a write names one of these (or nothing) */
  tags: readonly string[];
  /** ms it may be served at most (what changes by the clock alone shows within it); 30 s by default */
  ttl?: number;
}

export interface Cache {
  /** false (most tests): nothing is cached, every value is loaded each time */
  readonly enabled: boolean;
  /** the value cached under `key` while it is fresh */
  get<T>(key: string): T | undefined;
  /** read before a value is made: a change between this and `set` keeps it out */
  since(): number;
  /** `size`: what the value weighs, when it is no Buffer or string (those are measured) */
  set(key: string, value: unknown, options: CacheOptions & { since: number; size?: number }): void;
  /** the value cached under `key`, or `load`ed and cached (undefined never is); one load at a time per key */
  value<T>(key: string, options: CacheOptions, load: () => Promise<T>): Promise<T>;
  /** a write changed what these tags name (none: everything): here, and in every process sharing Redis */
  changed(tags?: readonly string[]): void;
  /** invalidations travel through Redis from now on; returns the function that stops it */
  share(redis: Redis): () => void;
}

export const DEFAULT_TTL_MS = 30_000;
/**
 * The longest key: a request line can be up to 16 KB, so 10,000 crafted search URLs would otherwise hold 160 MB of
 * keys. No page or call of ours makes a longer URL than this for a visitor.
 */
const MAX_KEY_LENGTH = 2048;
/** the largest value cached (bytes of a Buffer, characters of a string; other values are not measured) */
const MAX_VALUE_LENGTH = 1024 * 1024;
const MAX_TAGS = 50_000;
const CHANNEL = 'tedarik:invalidate';
const EVERYTHING = '*';

export interface CacheLimits {
  entries: number;
  bytes: number;
}

/**
 * Which changes an entry has seen: every change has a number, one higher than the last; an entry made since number n
 * is fresh while neither everything nor one of its tags has changed after n. Tags are forgotten oldest change first
 * past MAX_TAGS (one per member who wrote); a forgotten tag counts as changed when the newest forgotten one did, which
 * can only make an entry stale early, never keep it too long.
 */
function changeLog() {
  let last = 0;
  let everything = 0;
  let forgotten = 0;
  const tags = new Map<string, number>();
  const forget = () => {
    const numbers = [...tags.values()].sort((a, b) => a - b);
    const below = numbers[Math.floor(numbers.length / 2)];
    for (const [name, n] of tags) if (n <= below) tags.delete(name);
    forgotten = Math.max(forgotten, below);
  };
  return {
    since: () => last,
    change(names?: readonly string[]) {
      last++;
      if (!names) everything = last;
      else for (const name of names) tags.set(name, last);
      if (tags.size > MAX_TAGS) forget();
    },
    fresh(since: number, names: readonly string[]) {
      if (everything > since) return false;
      for (const name of names) if ((tags.get(name) ?? forgotten) > since) return false;
      return true;
    },
  };
}

interface Entry {
  value: unknown;
  tags: readonly string[];
  since: number;
  /** when it was made (ms) and for how long it may be served */
  at: number;
  ttl: number;
  size: number;
  /** the count of puts at its last put at the end */
  order: number;
}

/** The process's cache; `enabled: false` (most tests) keeps nothing and loads every time. */
export function createCache(
  clock: { now(): Date },
  {
    enabled = true,
    limits = { entries: 30_000, bytes: 256 * 1024 * 1024 },
  }: { enabled?: boolean; limits?: CacheLimits } = {},
): Cache {
  const log = changeLog();
  // least recently used first: `order` counts the puts at the end
  const entries = new Map<string, Entry>();
  const loading = new Map<string, { since: number; tags: readonly string[]; promise: Promise<unknown> }>();
  let bytes = 0;
  let order = 0;
  let publisher: Redis | undefined;

  const drop = (key: string) => {
    bytes -= entries.get(key)?.size ?? 0;
    entries.delete(key);
  };
  const putLast = (key: string, entry: Entry) => entries.set(key, { ...entry, order: ++order });
  const sizeOf = (value: unknown) => (typeof value === 'string' || Buffer.isBuffer(value) ? value.length : 0);

  const cache: Cache = {
    enabled,
    get<T>(key: string) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (!log.fresh(entry.since, entry.tags) || clock.now().getTime() - entry.at > entry.ttl) {
        drop(key);
        return undefined;
      }
      // Put last (most recently used) only once it is in the older half. V8 leaves a deleted key in its hash chain
      // until the table is rebuilt, so moving a hot answer at every read made every read slower (decision 0032).
      if (order - entry.order > entries.size / 2) {
        entries.delete(key);
        putLast(key, entry);
      }
      return entry.value as T;
    },
    since: log.since,
    set(key, value, { tags, ttl = DEFAULT_TTL_MS, since, size = sizeOf(value) }) {
      if (!enabled || size > MAX_VALUE_LENGTH || key.length > MAX_KEY_LENGTH || !log.fresh(since, tags)) return;
      drop(key);
      putLast(key, { value, tags, since, at: clock.now().getTime(), ttl, size, order: 0 });
      bytes += size;
      if (entries.size <= limits.entries && bytes <= limits.bytes) return;
      // the least recently used go, down to nine tenths of the limits, in one pass
      for (const oldest of entries.keys()) {
        if (entries.size <= limits.entries * 0.9 && bytes <= limits.bytes * 0.9) break;
        drop(oldest);
      }
    },
    async value<T>(key: string, options: CacheOptions, load: () => Promise<T>): Promise<T> {
      if (!enabled) return load();
      const cached = cache.get<T>(key);
      if (cached !== undefined) return cached;
      // a load begun before the last change of its tags is not joined: a write is seen at the next read
      const running = loading.get(key);
      if (running && log.fresh(running.since, running.tags)) return running.promise as Promise<T>;
      const since = log.since();
      const promise = load().then((loaded) => {
        if (loaded !== undefined) cache.set(key, loaded, { ...options, since });
        return loaded;
      });
      loading.set(key, { since, tags: options.tags, promise });
      const forget = () => {
        if (loading.get(key)?.promise === promise) loading.delete(key);
      };
      promise.then(forget, forget);
      return promise;
    },
    changed(tags) {
      if (tags?.length === 0) return; // a write that said it changed nothing cached
      log.change(tags);
      // Redis away: the publish fails at once (no offline queue); the other processes reload all at its return
      publisher?.publish(CHANNEL, tags ? tags.join('\n') : EVERYTHING).catch(() => {});
    },
    share(redis) {
      // Subscribed by hand at each (re)connection, and everything made stale once the subscription holds: a change
      // published while this process could not hear it is missed. (ioredis's own resubscribing left a command that
      // failed unheard when the connection closed right after a reconnection.)
      const subscriber = redis.duplicate({ enableOfflineQueue: true, lazyConnect: false, autoResubscribe: false });
      subscriber.on('error', () => {}); // reconnects by itself; the main client's errors are logged once in serve.ts
      subscriber.on('message', (_channel, message: string) =>
        log.change(message === EVERYTHING ? undefined : message.split('\n')),
      );
      subscriber.on('ready', () => {
        subscriber.subscribe(CHANNEL).then(
          () => log.change(),
          () => {},
        );
      });
      publisher = redis;
      return () => {
        if (publisher === redis) publisher = undefined;
        subscriber.disconnect();
      };
    },
  };
  return cache;
}
