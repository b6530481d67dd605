/** A value computed at most once per `ttlMs` per process (home page, counters); concurrent callers share one load. */
export function cached<T>(ttlMs: number, load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  let at = 0;
  return () => {
    if (!value || Date.now() - at > ttlMs) {
      at = Date.now();
      value = load().catch((err) => {
        value = undefined;
        throw err;
      });
    }
    return value;
  };
}
