// Sends the web pushes of live events (decision 0041), off the path of the write that published them: the event hub
// hands over the members with no page open (platform/events.ts whenAway), this finds their browsers' subscriptions
// and posts to each push service, a few at a time, in the background. A push service that answers 404 or 410 has
// forgotten the subscription: its row goes. Any other failure is counted on the row; a subscription that failed
// MAX_FAILURES times in a row without a success goes too. Nothing here throws into the caller: failures are logged.
import type { PushPayload } from '@tedarik/contract/push/member';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema/push';
import type { Clock } from '../../platform/context';
import { loggable } from '../../platform/errors';
import type { AwayListener } from '../../platform/events';
import type { VapidKeys } from '../../platform/vapid';
import { pushPayload } from './service';

type Subscription = typeof pushSubscriptions.$inferSelect;

export const MAX_FAILURES = 20;
/** how long a push service keeps an alert for a device that is off (RFC 8030 TTL): a day */
const TTL_SECONDS = 86_400;

export interface PushSenderOptions {
  db: Db;
  vapid: VapidKeys;
  clock: Clock;
  log: FastifyBaseLogger;
  /** posts in flight at once (default 8) */
  concurrency?: number;
  /** posts waiting at most; past it a push is dropped and logged (default 10,000) */
  maxQueue?: number;
  /** how long a push service may take to answer (default 10 s) */
  timeoutMs?: number;
}

export interface PushSender {
  /** the event hub's listener: pushes the event to the members' browsers, in the background */
  alert: AwayListener;
  /** resolves once nothing is being looked up or sent (tests; a graceful stop) */
  idle(): Promise<void>;
}

export function createPushSender(o: PushSenderOptions): PushSender {
  const { db, log } = o;
  const concurrency = o.concurrency ?? 8;
  const maxQueue = o.maxQueue ?? 10_000;
  const timeoutMs = o.timeoutMs ?? 10_000;
  const queue: (() => Promise<void>)[] = [];
  let active = 0;
  let lookups = 0;
  let waiters: (() => void)[] = [];

  const settle = () => {
    if (active || lookups || queue.length) return;
    for (const w of waiters) w();
    waiters = [];
  };
  const pump = () => {
    while (active < concurrency && queue.length) {
      const task = queue.shift() as () => Promise<void>;
      active++;
      task()
        .catch((err) => log.warn({ err: loggable(err) }, 'web push failed'))
        .finally(() => {
          active--;
          pump();
        });
    }
    settle();
  };

  const failed = async (s: Subscription, reason: string) => {
    log.warn({ host: new URL(s.endpoint).hostname, reason }, 'web push refused');
    const [row] = await db
      .update(pushSubscriptions)
      .set({ failures: sql`${pushSubscriptions.failures} + 1` })
      .where(eq(pushSubscriptions.id, s.id))
      .returning({ failures: pushSubscriptions.failures });
    if (row && row.failures >= MAX_FAILURES) await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, s.id));
  };

  const send = async (s: Subscription, payload: PushPayload) => {
    const details = webpush.generateRequestDetails(
      { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
      JSON.stringify(payload),
      { vapidDetails: o.vapid, TTL: TTL_SECONDS, urgency: 'normal', topic: payload.tag },
    );
    // fetch sets the length itself; every other header as web-push made it (encryption, VAPID, TTL, urgency, topic)
    const headers = Object.fromEntries(
      Object.entries(details.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    let res: Response;
    try {
      res = await fetch(details.endpoint, {
        method: 'POST',
        headers,
        body: details.body,
        redirect: 'manual', // a push service does not redirect: never follow one elsewhere
        signal: AbortSignal.timeout(timeoutMs),
      });
      await res.body?.cancel();
    } catch (err) {
      return failed(s, String((err as Error)?.message ?? err));
    }
    if (res.status === 404 || res.status === 410)
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, s.id));
    else if (res.ok)
      await db
        .update(pushSubscriptions)
        .set({ failures: 0, lastSuccessAt: o.clock.now() })
        .where(eq(pushSubscriptions.id, s.id));
    else await failed(s, `HTTP ${res.status}`);
  };

  const lookUp = async (memberIds: number[], payload: PushPayload) => {
    for (let i = 0; i < memberIds.length; i += 1000) {
      const rows = await db
        .select()
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.memberId, memberIds.slice(i, i + 1000)));
      for (const s of rows) {
        if (queue.length >= maxQueue) {
          log.warn({ kind: payload.tag }, 'web push queue full: a push was dropped');
          continue;
        }
        queue.push(() => send(s, payload));
      }
      pump();
    }
  };

  return {
    alert(memberIds, kind, data) {
      const payload = pushPayload(kind, data);
      if (!payload || !memberIds.length) return;
      lookups++;
      lookUp(memberIds, payload)
        .catch((err) => log.warn({ err: loggable(err) }, 'web push subscriptions could not be read'))
        .finally(() => {
          lookups--;
          settle();
        });
    },
    idle() {
      return new Promise<void>((resolve) => {
        waiters.push(resolve);
        settle();
      });
    },
  };
}
