// Public answers kept in memory (issue 14): a GET of a public call whose answer is the same for whoever asks it (a
// visitor; any member, for the lists that show members more: route.ts) is served from here while nothing has been
// written since it was made and it is younger than the TTL. Any successful write (every call but GET and the logins,
// in any scope) makes every kept answer stale, in this process and, through Redis, in the others (platform/cache.ts).
// What changes by the clock alone (a request passing its date, a package ending) shows within the TTL. An answer is
// kept with the generation read before it was made, so a read that raced a write is never kept as fresh.

import { generationOf, invalidate, track } from './cache';
import { type Clock, systemClock } from './context';

export const PUBLIC_ANSWERS = 'public-answers';
const MAX_ENTRIES = 10_000;
const MAX_LENGTH = 256 * 1024;
/**
 * The longest key (a URL) an answer is kept under: a request line can be up to 16 KB, so 10,000 crafted search URLs
 * would otherwise hold 160 MB of keys. No page or call of ours makes a longer URL than this for a visitor.
 */
const MAX_KEY_LENGTH = 2048;

/**
 * Kept answers are bytes (a public answer goes out as it is: no encoding, no length to count); the same cache keeps
 * other values read from the database until the next write (a session's member, a list's total, a request's data).
 */
export interface AnswerCache<T = Buffer> {
  get(key: string): T | undefined;
  /** the generation to keep an answer under, read before the answer is made */
  generation(): number;
  set(key: string, value: T, generation: number): void;
}

/**
 * `limits`: how many values are kept at most (the least recently used goes), and the longest kept (bytes of a
 * Buffer, characters of a string; other values are not measured).
 */
export function answerCache<T = Buffer>(
  ttlMs = 30_000,
  clock: Clock = systemClock,
  limits: { entries: number; length?: number } = { entries: MAX_ENTRIES },
): AnswerCache<T> {
  const { entries: maxEntries, length: maxLength = MAX_LENGTH } = limits;
  const entries = new Map<string, { value: T; at: number; generation: number }>();
  const tooLong = (value: T) => (typeof value === 'string' || Buffer.isBuffer(value)) && value.length > maxLength;
  track(PUBLIC_ANSWERS);
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.generation !== generationOf(PUBLIC_ANSWERS) || clock.now().getTime() - entry.at > ttlMs)
        return undefined;
      entries.set(key, entry); // most recently used last
      return entry.value;
    },
    generation: () => generationOf(PUBLIC_ANSWERS),
    set(key, value, generation) {
      if (tooLong(value) || key.length > MAX_KEY_LENGTH || generation !== generationOf(PUBLIC_ANSWERS)) return;
      entries.delete(key);
      entries.set(key, { value, at: clock.now().getTime(), generation });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
  };
}

/** A write was made: every kept public answer is stale, here and in the other processes. */
export const publicDataChanged = () => invalidate(PUBLIC_ANSWERS);

/**
 * A value kept in `cache` until the next write (or the cache's TTL): `load` runs when none is kept; undefined is
 * never kept. Without a cache, `load` runs every time.
 */
export async function kept<T>(cache: AnswerCache<T> | null, key: string, load: () => Promise<T>): Promise<T> {
  const value = cache?.get(key);
  if (value !== undefined) return value;
  const generation = cache?.generation() ?? 0;
  const loaded = await load();
  if (loaded !== undefined) cache?.set(key, loaded, generation);
  return loaded;
}
