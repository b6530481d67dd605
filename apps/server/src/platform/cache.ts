import { type Clock, systemClock } from './context';

/** A value computed at most once per `ttlMs` per process (home page, counters); concurrent callers share one load. */
export function cached<T>(ttlMs: number, load: () => Promise<T>, clock: Clock = systemClock): () => Promise<T> {
  let value: Promise<T> | undefined;
  let at = 0;
  return () => {
    const now = clock.now().getTime();
    if (!value || now - at > ttlMs) {
      at = now;
      value = load().catch((err) => {
        value = undefined;
        throw err;
      });
    }
    return value;
  };
}
