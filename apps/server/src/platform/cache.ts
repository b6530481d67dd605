import { type Clock, systemClock } from './context';

/** Generations of invalidated tags: a cached value loaded before its tag was invalidated is loaded again. */
const generations = new Map<string, number>();

/** What the back-office changed: values cached under `tag` in this process load again at their next read. */
export function invalidate(tag: string) {
  generations.set(tag, (generations.get(tag) ?? 0) + 1);
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
