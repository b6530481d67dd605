// Sends the web pushes of live events (decision 0041), as durable tasks (platform/tasks.ts; decision 0052): the event
// hub hands over the members with no page open (platform/events.ts whenAway), and one task per browser subscription of
// theirs is written at once, in one statement; the task worker posts each to its push service, a few at a time, in
// the background, and a restart loses none. A push service that answers 404 or 410 has forgotten the subscription: its
// row goes. Any other failure is counted on the row and the push tried again later (a few times); a subscription that
// failed MAX_FAILURES times in a row without a success goes too. Nothing here throws into the publisher.
import type { LiveEvent } from '@tedarik/contract/events/kinds';
import type { PushPayload } from '@tedarik/contract/push/member';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema/push';
import type { Clock } from '../../platform/context';
import { loggable } from '../../platform/errors';
import { addTasksFrom, type TaskKind, type TaskWorker } from '../../platform/tasks';
import type { VapidKeys } from '../../platform/vapid';
import { pushPayload } from './service';

type Subscription = typeof pushSubscriptions.$inferSelect;

export const MAX_FAILURES = 20;
/** how long a push service keeps an alert for a device that is off (RFC 8030 TTL): a day */
const TTL_SECONDS = 86_400;

type PushTask = { subscription: number; payload: PushPayload };

/** The task that sends one push to one browser subscription. */
export function webPushTask(o: { db: Db; vapid: VapidKeys; clock: Clock; log: FastifyBaseLogger; timeoutMs?: number }) {
  const { db, log } = o;
  const timeoutMs = o.timeoutMs ?? 10_000;

  const failed = async (s: Subscription, reason: string) => {
    log.warn({ host: new URL(s.endpoint).hostname, reason }, 'web push refused');
    const [row] = await db
      .update(pushSubscriptions)
      .set({ failures: sql`${pushSubscriptions.failures} + 1` })
      .where(eq(pushSubscriptions.id, s.id))
      .returning({ failures: pushSubscriptions.failures });
    if (row && row.failures >= MAX_FAILURES) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, s.id));
      return; // gone: no attempt more
    }
    throw new Error(`web push: ${reason}`);
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

  return {
    kind: 'web push',
    attempts: 3,
    async run({ subscription, payload }) {
      const [s] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, subscription));
      if (s) await send(s, payload); // a subscription gone since: nothing to send
    },
  } satisfies TaskKind<PushTask>;
}

export interface PushSender {
  /** the event hub's listener: a push task for each browser of the members, written in the background */
  alert(memberIds: number[], event: LiveEvent): void;
  /** resolves once the tasks asked for are written and run (tests; a graceful stop) */
  idle(): Promise<void>;
}

/** The listener that turns the alerts of the event hub into push tasks for `tasks` to run. */
export function pushSender(db: Db, tasks: TaskWorker, task: TaskKind<never>, log: FastifyBaseLogger): PushSender {
  const writing = new Set<Promise<void>>();
  const write = async (memberIds: number[], payload: PushPayload) => {
    for (let i = 0; i < memberIds.length; i += 1000) {
      const members = sql.join(
        memberIds.slice(i, i + 1000).map((id) => sql`${id}`),
        sql`, `,
      );
      await addTasksFrom(
        db,
        task,
        sql`select jsonb_build_object('subscription', s.id, 'payload', ${JSON.stringify(payload)}::jsonb)
          from ${pushSubscriptions} s where s.member_id in (${members})`,
      );
    }
    tasks.kick();
  };
  return {
    alert(memberIds, event) {
      const payload = pushPayload(event);
      if (!payload || !memberIds.length) return;
      const done = write(memberIds, payload)
        .catch((err) => log.warn({ err: loggable(err) }, 'web push tasks could not be written'))
        .finally(() => writing.delete(done));
      writing.add(done);
    },
    async idle() {
      while (writing.size) await Promise.all(writing);
      await tasks.flush();
    },
  };
}
