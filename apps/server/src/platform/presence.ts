// Who has a page of the site open, i.e. a live stream (events.ts), in any process: web push alerts only the others
// (issue 38 item 5). In one process, the hub's own map answers. With Redis, each member with a stream has a sorted set
// `tedarik:presence:{memberId}` of the processes holding one, each scored with the time its mark lapses: marked at
// every new stream and every heartbeat, taken out when the process's last stream of the member ends, and lapsing by
// itself when a process dies (a set per member, not one key: a process whose streams end must not erase another's).
// Presence follows the wall clock, as the heartbeats do. While Redis is away, members without a stream here count as
// absent: at worst an open page also gets an alert.
import type { Redis } from 'ioredis';

const PREFIX = 'tedarik:presence:';
/** A process's mark outlives two heartbeats (events.ts: 25 s), then lapses. */
export const PRESENCE_MS = 60_000;

export interface Presence {
  /** the members have streams in this process: marked again for PRESENCE_MS */
  mark(memberIds: number[]): void;
  /** the member's last stream in this process ended */
  unmark(memberId: number): void;
  /** of `memberIds`, those with no stream in any process */
  absent(memberIds: number[]): Promise<number[]>;
  /** presence is kept in Redis from now on; returns the function that stops it */
  share(redis: Redis): () => void;
}

/** `origin` names this process; `here(memberId)` tells whether the member has a stream in it. */
export function createPresence(origin: string, here: (memberId: number) => boolean): Presence {
  let redis: Redis | undefined;
  const key = (memberId: number) => `${PREFIX}${memberId}`;
  return {
    mark(memberIds) {
      if (!redis || !memberIds.length) return;
      const now = Date.now();
      const batch = redis.pipeline();
      for (const id of memberIds)
        batch
          .zremrangebyscore(key(id), '-inf', now) // marks of processes that died
          .zadd(key(id), now + PRESENCE_MS, origin)
          .pexpire(key(id), PRESENCE_MS);
      batch.exec().catch(() => {});
    },
    unmark(memberId) {
      redis?.zrem(key(memberId), origin).catch(() => {});
    },
    async absent(memberIds) {
      const elsewhere = memberIds.filter((id) => !here(id));
      if (!redis || !elsewhere.length) return elsewhere;
      const batch = redis.pipeline();
      for (const id of elsewhere) batch.zcount(key(id), `(${Date.now()}`, '+inf');
      const answers = await batch.exec().catch(() => null);
      return elsewhere.filter((_, i) => {
        const [err, count] = answers?.[i] ?? [new Error('Redis is away')];
        return err !== null || Number(count) === 0;
      });
    },
    share(client) {
      redis = client;
      return () => {
        if (redis === client) redis = undefined;
      };
    },
  };
}
