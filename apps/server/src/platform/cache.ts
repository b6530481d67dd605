import type { Redis } from 'ioredis';
import { type Clock, systemClock } from './context';

/** Generations of tags: a cached value loaded before its tag was invalidated is loaded again. */
const generations = new Map<string, number>();
const bump = (tag: string) => generations.set(tag, (generations.get(tag) ?? 0) + 1);

const CHANNEL = 'tedarik:invalidate';
let publisher: Redis | undefined;

/**
 * What the back-office changed: values cached under `tag` load again at their next read, in this process and, once
 * `shareInvalidations` runs, in every process on the same Redis.
 */
export function invalidate(tag: string) {
  bump(tag);
  // Redis away: the publish fails at once (no offline queue); the other processes reload all at its return
  publisher?.publish(CHANNEL, tag).catch(() => {});
}

/**
 * Several processes (the production shape): invalidations travel through Redis. While this process cannot hear
 * them (Redis away, a dropped connection), another process's change would be missed, so every tagged value is loaded
 * again each time the subscription (re)connects. Returns the stop function.
 */
export function shareInvalidations(redis: Redis): () => void {
  // subscribed by hand at each (re)connection, and everything reloaded once the subscription holds: an invalidation
  // published before that is not heard. (ioredis's own resubscribing left a command that failed unheard when the
  // connection closed right after a reconnection.)
  const subscriber = redis.duplicate({ enableOfflineQueue: true, lazyConnect: false, autoResubscribe: false });
  subscriber.on('error', () => {}); // reconnects by itself; the main client's errors are logged once in main.ts
  subscriber.on('message', (_channel, tag: string) => bump(tag));
  subscriber.on('ready', () => {
    subscriber.subscribe(CHANNEL).then(
      () => {
        for (const tag of generations.keys()) bump(tag);
      },
      () => {},
    );
  });
  publisher = redis;
  return () => {
    if (publisher === redis) publisher = undefined;
    subscriber.disconnect();
  };
}

/** the current generation of `tag` (a value kept with an older one is stale) */
export const generationOf = (tag: string) => generations.get(tag) ?? 0;

/** `tag` is one whose values are all reloaded when invalidations may have been missed (Redis back) */
export function track(tag: string) {
  if (!generations.has(tag)) generations.set(tag, 0);
}

/**
 * A value computed at most once per `ttlMs` per process (home page, counters); concurrent callers share one load. With
 * a `tag`, an `invalidate(tag)` makes the next read load it again (a change in the back-office shows at once).
 */
export function cached<T>(
  ttlMs: number,
  load: () => Promise<T>,
  clock: Clock = systemClock,
  tag?: string,
): () => Promise<T> {
  if (tag) track(tag);
  let value: Promise<T> | undefined;
  let at = 0;
  let generation = 0;
  return () => {
    const now = clock.now().getTime();
    const current = tag ? (generations.get(tag) ?? 0) : 0;
    if (!value || now - at > ttlMs || current !== generation) {
      at = now;
      generation = current;
      value = load().catch((err) => {
        value = undefined;
        throw err;
      });
    }
    return value;
  };
}
