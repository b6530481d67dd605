// Rate limits shared by every process through Redis, and kept per process while Redis is away (issue 15: limits
// degrade rather than vanish, and are shared again as soon as Redis answers).
import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
  RateLimitPluginOptions,
} from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';

type Store = InstanceType<typeof LocalStore>;
type Callback = Parameters<Store['incr']>[1];

class SharedOrLocal implements FastifyRateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly shared: Store,
    private readonly local: Store,
  ) {}

  private use(op: 'incr' | 'read', key: string, cb: Callback, timeWindow: number, max: number) {
    // a disconnected client fails at once (no offline queue); a failing command also falls back
    if (this.redis.status !== 'ready') return this.local[op](key, cb, timeWindow, max);
    this.shared[op](
      key,
      (err, res) => (err ? this.local[op](key, cb, timeWindow, max) : cb(null, res)),
      timeWindow,
      max,
    );
  }
  incr(key: string, cb: Callback, timeWindow: number, max: number) {
    this.use('incr', key, cb, timeWindow, max);
  }
  read(key: string, cb: Callback, timeWindow: number, max: number) {
    this.use('read', key, cb, timeWindow, max);
  }
  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
    return new SharedOrLocal(
      this.redis,
      this.shared.child(routeOptions) as Store,
      this.local.child(routeOptions) as Store,
    );
  }
}

/** The `store` option of @fastify/rate-limit: counts in Redis (key prefix `nameSpace`), per process while it is away. */
export function sharedOrLocalStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  return class extends SharedOrLocal {
    constructor(o: FastifyRateLimitOptions & RateLimitPluginOptions) {
      const exceeding = Boolean(o.continueExceeding);
      const backoff = Boolean(o.exponentialBackoff);
      super(redis, new RedisStore(exceeding, backoff, redis, nameSpace), new LocalStore(exceeding, backoff, o.cache));
    }
  };
}
