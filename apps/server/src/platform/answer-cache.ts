// Public answers kept in memory (issue 14): a GET of a public call whose answer is the same for whoever asks it (a
// visitor; any member, for the lists that show members more: route.ts) is served from here while nothing has been
// written since it was made and it is younger than the TTL. Any successful write (every call but GET and the logins,
// in any scope) makes every kept answer stale, in this process and, through Redis, in the others (platform/cache.ts).
// What changes by the clock alone (a request passing its date, a package ending) shows within the TTL. An answer is
// kept with the generation read before it was made, so a read that raced a write is never kept as fresh.
// A member's own lists (memberAnswers) are kept per member the same way, but a write makes stale only the answers of
// the members it names (route.ts `touches`), or every member's when it names none.

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

export const MEMBER_ANSWERS = 'member-answers';
const memberTag = (id: number) => `${MEMBER_ANSWERS} ${id}`;

/**
 * Kept answers are bytes (a public answer goes out as it is: no encoding, no length to count); the same cache keeps
 * other values read from the database until the next write (a session's member, a list's total, a request's data).
 */
export interface AnswerCache<T = Buffer> {
  get(key: string): T | undefined;
  /** the generation to keep the answer of `key` under, read before the answer is made */
  generation(key?: string): number;
  set(key: string, value: T, generation: number): void;
}

const publicGeneration = () => generationOf(PUBLIC_ANSWERS);

/**
 * `limits`: how many values are kept at most and how many bytes in all (the least recently used go first), and the
 * longest kept (bytes of a Buffer, characters of a string; other values are not measured). `current`: the generation
 * a key's value is valid for (the public answers' by default).
 */
export function answerCache<T = Buffer>(
  ttlMs = 30_000,
  clock: Clock = systemClock,
  limits: { entries: number; length?: number; bytes?: number } = { entries: MAX_ENTRIES },
  current: (key: string) => number = publicGeneration,
): AnswerCache<T> {
  const { entries: maxEntries, length: maxLength = MAX_LENGTH, bytes: maxBytes = Number.POSITIVE_INFINITY } = limits;
  // in the order they were last put at the end: `order` counts those puts
  const entries = new Map<string, Entry<T>>();
  let bytes = 0;
  let order = 0;
  const sizeOf = (value: T) => (typeof value === 'string' || Buffer.isBuffer(value) ? value.length : 0);
  const drop = (key: string) => {
    bytes -= entries.get(key)?.size ?? 0;
    entries.delete(key);
  };
  const putLast = (key: string, entry: Omit<Entry<T>, 'order'>) => entries.set(key, { ...entry, order: ++order });
  track(PUBLIC_ANSWERS);
  track(MEMBER_ANSWERS);
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.generation !== current(key) || clock.now().getTime() - entry.at > ttlMs) {
        drop(key);
        return undefined;
      }
      // Put last (most recently used) only once it is in the older half. V8 leaves a deleted key in its hash chain
      // until the table is rebuilt, so moving a hot answer at every read made the chain longer at every read: with
      // 10,000 answers kept a read took 25 µs, not 0.1, and once visitors' searches had filled the cache a kept
      // request page was served 10,700–12,600 times a second, not 18,800–21,000 (issue 14).
      if (order - entry.order > entries.size / 2) {
        entries.delete(key);
        putLast(key, entry);
      }
      return entry.value;
    },
    generation: (key = '') => current(key),
    set(key, value, generation) {
      const size = sizeOf(value);
      if (size > maxLength || key.length > MAX_KEY_LENGTH || generation !== current(key)) return;
      drop(key);
      putLast(key, { value, at: clock.now().getTime(), generation, size });
      bytes += size;
      if (entries.size <= maxEntries && bytes <= maxBytes) return;
      // the least recently used go, down to nine tenths of the limits, in one pass: taking the first key for each
      // walked the deleted ones before it again (7 µs a new answer at 10,000)
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries * 0.9 && bytes <= maxBytes * 0.9) break;
        drop(oldest);
      }
    },
  };
}

interface Entry<T> {
  value: T;
  /** when it was made (ms), for the TTL */
  at: number;
  generation: number;
  size: number;
  order: number;
}

/**
 * A member's own answers (route.ts `keptPerMember`), kept under `<member id> <url>`: valid while neither every
 * member's data nor this member's has changed. Both generations only grow, so their sum changes whenever either does.
 * At most 2,000 answers and 64 MB (a member's list of 200 requests is about 90 KB).
 */
export const memberAnswers = (clock: Clock = systemClock) =>
  answerCache<Buffer>(30_000, clock, { entries: 2_000, bytes: 64 * 1024 * 1024 }, (key) => {
    const member = Number.parseInt(key, 10);
    return generationOf(MEMBER_ANSWERS) + (Number.isNaN(member) ? 0 : generationOf(memberTag(member)));
  });

/**
 * The generation of what only a write that does not say whom it touches can change: a session (it ends at a logout,
 * a password or e-mail change, the back-office stopping or deleting a member, a password reset), so kept sessions
 * live through the writes that name their members (an offer, a request, a ticket).
 */
export const untouchedGeneration = () => generationOf(MEMBER_ANSWERS);

/** A write changed the data of these members (their kept answers are made again), or of anyone (no ids). */
export function memberDataChanged(ids?: readonly number[]) {
  if (!ids) return invalidate(MEMBER_ANSWERS);
  for (const id of new Set(ids)) invalidate(memberTag(id));
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
  const generation = cache?.generation(key) ?? 0;
  const loaded = await load();
  if (loaded !== undefined) cache?.set(key, loaded, generation);
  return loaded;
}
