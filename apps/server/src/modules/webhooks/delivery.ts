// Posts one event to one webhook (decision 0068), a durable task (platform/tasks.ts) retried with its backoff until
// the receiver answers 2xx: the body `{ id, event, createdAt, data }` (data: event-data.ts), signed with HMAC-SHA256
// over `${timestamp}.${body}` with the webhook's secret (`Tedarik-Signature: sha256=<hex>`, `Tedarik-Timestamp`, unix
// seconds), sent with a 10 s timeout, redirects not followed, to addresses address.ts allows (checked again at the
// connection). Every attempt is logged for the company (the last KEPT_DELIVERIES of each webhook).
import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { KEPT_DELIVERIES } from '@tedarik/contract/webhooks/member';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhooks } from '../../db/schema/webhooks';
import type { Clock } from '../../platform/context';
import type { SecretBox } from '../../platform/secrets';
import type { TaskKind } from '../../platform/tasks';
import { checkedUrl, guardedLookup } from './address';
import { eventData } from './event-data';
import { type DeliveryTask, WEBHOOK_TASK } from './service';

/** The signature header's value of `body` sent at `timestamp` (unix seconds). */
export const signature = (secret: string, timestamp: number, body: string) =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

/** A receiver's answer, or why there is none. */
type Outcome = { status: number | null; error: string | null };

/** One POST; never throws: a failure is an outcome. */
function post(url: URL, body: string, headers: Record<string, string>, o: { loopback: boolean; timeoutMs: number }) {
  return new Promise<Outcome>((resolve) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: guardedLookup(o.loopback) as never,
        signal: AbortSignal.timeout(o.timeoutMs),
        agent: false, // no kept connection: every delivery resolves and checks its address anew
      },
      (res) => {
        res.resume(); // the answer's body is not read
        resolve({ status: res.statusCode ?? null, error: null });
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => {
      const error =
        err.name === 'AbortError' || err.name === 'TimeoutError' ? 'Zaman aşımı (10 sn)' : err.message || String(err);
      resolve({ status: null, error: error.replaceAll('\u0000', '').slice(0, 300) });
    });
    req.end(body);
  });
}

export function webhookDeliveryTask(o: {
  db: Db;
  secrets: SecretBox;
  clock: Clock;
  webhookLoopback: boolean;
  timeoutMs?: number;
}) {
  const { db } = o;
  const timeoutMs = o.timeoutMs ?? 10_000;

  const record = async (task: DeliveryTask, body: string, outcome: Outcome, durationMs: number) => {
    const [{ before }] = await db
      .select({ before: count() })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.webhookId, task.webhook), eq(webhookDeliveries.deliveryId, task.delivery)));
    await db.insert(webhookDeliveries).values({
      webhookId: task.webhook,
      event: task.event,
      deliveryId: task.delivery,
      payload: JSON.parse(body),
      status: outcome.status,
      error: outcome.error,
      attempt: before + 1,
      durationMs,
      at: o.clock.now(),
    });
    // the log keeps the webhook's last KEPT_DELIVERIES
    await db.execute(sql`delete from ${webhookDeliveries} where webhook_id = ${task.webhook} and id <= (
      select id from ${webhookDeliveries} where webhook_id = ${task.webhook}
      order by id desc offset ${KEPT_DELIVERIES} limit 1)`);
  };

  return {
    kind: WEBHOOK_TASK,
    attempts: 8,
    async run(task) {
      const [w] = await db.select().from(webhooks).where(eq(webhooks.id, task.webhook));
      if (!w?.active) return; // deleted since: nothing to send
      // the objects as they are now, on every attempt: what the open API would answer the company at this moment (a
      // failure to read them throws before anything is sent or logged: the task is tried again)
      const data = await eventData(db, w.memberId, task);
      const body = JSON.stringify({ id: task.delivery, event: task.event, createdAt: task.at, data });
      const started = performance.now();
      let outcome: Outcome;
      try {
        const url = await checkedUrl(w.url, o.webhookLoopback);
        const timestamp = Math.floor(o.clock.now().getTime() / 1000);
        outcome = await post(
          url,
          body,
          {
            'content-type': 'application/json',
            'user-agent': 'Tedarik-Webhooks/1',
            'tedarik-event': task.event,
            'tedarik-delivery': task.delivery,
            'tedarik-timestamp': String(timestamp),
            'tedarik-signature': signature(o.secrets.open(w.secret), timestamp, body),
          },
          { loopback: o.webhookLoopback, timeoutMs },
        );
      } catch (err) {
        outcome = { status: null, error: (err as Error).message }; // the address refused now
      }
      await record(task, body, outcome, Math.round(performance.now() - started));
      if (outcome.status === null || outcome.status < 200 || outcome.status >= 300)
        throw new Error(`webhook: ${outcome.status === null ? outcome.error : `HTTP ${outcome.status}`}`);
    },
  } satisfies TaskKind<DeliveryTask>;
}
