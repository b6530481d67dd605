// Every mail and SMS is written to the outbox table first, in the same transaction as what caused it, and delivered
// by a worker. Failures are retried with back-off and never dropped; a crashed worker's claim simply expires (lease).
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, rawRows, type Tx } from '../db/client';
import { outbox } from '../db/schema/outbox';
import { consented, phoneKey } from './consent';
import { loggable } from './errors';
import { type Mail, type MailLayout, mailParts } from './mail/content';
import type { MailAudience } from './mail/layout';

/**
 * The messages a recipient's cooldown counts, each kind on its own: an activation code, a password reset link, an
 * e-mail change's confirmation link, a login link. Every other message (a notice, a notification) has none and is
 * never counted.
 */
export type CooldownKind = 'activation' | 'reset' | 'email' | 'login';

/** A mail (plain `{ subject, body }` or a structure: platform/mail/content.ts) or an SMS to an address. */
export type OutgoingMessage = (
  | ({ channel: 'mail'; to: string } & Mail)
  | { channel: 'sms'; to: string; body: string }
) & {
  kind?: CooldownKind;
};

/** A mail as a transport sends it: its text part, and what its HTML part is made of (decision 0062). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** the HTML part's structure; null: the text laid out */
  layout: MailLayout | null;
  /** a member's notice (its footer: the consent), a service message to an address, or a promotional mail */
  audience: MailAudience;
}

/** How a message left: 'SMTP', 'file' (the outbox folder) or the SMS gateway's name, and what it answered. */
export interface Receipt {
  via: string;
  answer: string;
}

/** A transport resolves when the message is out (with a receipt when it has one) and rejects with its error. */
export interface Transports {
  mail(mail: OutgoingMail): Promise<Receipt | undefined>;
  sms(to: string, body: string): Promise<Receipt | undefined>;
}

export function enqueue(db: Db | Tx, ...messages: OutgoingMessage[]) {
  if (messages.length === 0) return Promise.resolve();
  return db.insert(outbox).values(messages.map((m) => ({ ...recordOf(m), kind: m.kind ?? null })));
}

/** The outbox columns of a message: a mail's subject, text part and layout; an SMS's text. */
function recordOf(m: OutgoingMessage) {
  if (m.channel === 'sms') return { channel: m.channel, recipient: m.to, subject: '', body: m.body, layout: null };
  return { channel: m.channel, recipient: m.to, ...mailParts(m) };
}

/** A service message's mail as its transport takes it. */
const serviceMail = (to: string, m: Mail): OutgoingMail => {
  const { subject, body, layout } = mailParts(m);
  return { to, subject, text: body, layout, audience: 'service' };
};

/** Whether a promotional message's recipient still consents on its channel, now. */
async function stillConsented(db: Db, m: { channel: string; recipient: string }) {
  const address = m.channel === 'mail' ? sql`${m.recipient}` : sql`${phoneKey(m.recipient)}`;
  const [row] = await rawRows<{ ok: boolean }>(
    db,
    sql`select ${consented(m.channel === 'mail' ? 'eposta' : 'sms', address)} as ok`,
  );
  return row?.ok === true;
}

const LEASE = "interval '5 minutes'";
const MAX_ATTEMPTS = 12;
/** 30 s, 1 min, 2 min … capped at 6 h */
const backoffSeconds = (attempts: number) => Math.min(30 * 2 ** (attempts - 1), 6 * 3600);

export interface OutboxWorker {
  /** delivers every due message now; resolves when done */
  flush(): Promise<number>;
  /** asks for a delivery round soon (after a commit) */
  kick(): void;
  /**
   * Delivers one message at once, outside the queue, and keeps its record in the outbox as sent or failed (never
   * retried): for a test the admin waits for, who sees the transport's answer or its error (rejected) at once.
   */
  deliverNow(message: OutgoingMessage): Promise<Receipt | undefined>;
  stop(): Promise<void>;
}

/** Sends `m` through `transports` now; the outbox keeps the result (a test mail or SMS), not the body. */
export async function deliverNow(db: Db, transports: Transports, m: OutgoingMessage): Promise<Receipt | undefined> {
  const record = { ...recordOf(m), body: '', layout: null };
  try {
    const receipt =
      m.channel === 'mail' ? await transports.mail(serviceMail(m.to, m)) : await transports.sms(m.to, m.body);
    await db.insert(outbox).values({ ...record, status: 'sent', attempts: 1, sentAt: sql`now()` });
    return receipt || undefined;
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    await db.insert(outbox).values({ ...record, status: 'failed', attempts: 1, lastError: error });
    throw err;
  }
}

export function startOutboxWorker(
  db: Db,
  transports: Transports,
  log: FastifyBaseLogger,
  { intervalMs = 5000, autoStart = true } = {},
): OutboxWorker {
  let running: Promise<number> | undefined;
  let stopped = false;

  async function round(): Promise<number> {
    const due = await db
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: sql`now() + ${sql.raw(LEASE)}` })
      .where(
        sql`${outbox.id} in (select id from outbox where status = 'pending' and next_attempt_at <= now()
            order by id limit 20 for update skip locked)`,
      )
      .returning();
    // in the order they were written (RETURNING follows the table's physical order, which an update reshuffles)
    due.sort((a, b) => a.id - b.id);
    for (const m of due) {
      // a promotional message waits for nothing once its recipient withdrew (platform/consent.ts, decision 0071)
      if (m.promotional && !(await stillConsented(db, m))) {
        await db
          .update(outbox)
          .set({ status: 'withdrawn', body: '', layout: null, lastError: null })
          .where(eq(outbox.id, m.id));
        continue;
      }
      try {
        if (m.channel === 'mail')
          await transports.mail({
            to: m.recipient,
            subject: m.subject,
            text: m.body,
            layout: m.layout as MailLayout | null,
            // a notice is written for a member (platform/notices.ts); a service message for an address
            audience: m.promotional ? 'promotional' : m.memberId === null ? 'service' : 'notice',
          });
        else await transports.sms(m.recipient, m.body);
        // the body may hold a reset link or an activation code: it is not kept once delivered
        await db
          .update(outbox)
          .set({ status: 'sent', sentAt: sql`now()`, lastError: null, body: '', layout: null })
          .where(eq(outbox.id, m.id));
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        const failed = m.attempts >= MAX_ATTEMPTS;
        log.warn({ outboxId: m.id, channel: m.channel, attempts: m.attempts, err: error }, 'delivery failed');
        await db
          .update(outbox)
          .set({
            status: failed ? 'failed' : 'pending',
            lastError: error,
            nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds(m.attempts)})`,
          })
          .where(eq(outbox.id, m.id));
      }
    }
    return due.length;
  }

  const flush = async () => {
    while (running) await running;
    let total = 0;
    for (;;) {
      running = round();
      const n = await running.finally(() => {
        running = undefined;
      });
      total += n;
      if (n === 0) return total;
    }
  };
  const tick = () => {
    if (!stopped && !running) flush().catch((err) => log.error({ err: loggable(err) }, 'outbox round failed'));
  };
  const timer = autoStart ? setInterval(tick, intervalMs) : undefined;
  timer?.unref();

  return {
    flush,
    kick: () => setImmediate(tick),
    deliverNow: (m) => deliverNow(db, transports, m),
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      while (running) await running.catch(() => 0);
    },
  };
}

// ── for the back-office (jobs and tasks screen, modules/jobs) ──────────────────────────────────────────────────
export type WaitingStatus = 'pending' | 'failed';

/** Waiting and failed messages per channel. */
export const outboxCounts = (db: Db) =>
  db
    .select({ kind: outbox.channel, status: sql<WaitingStatus>`${outbox.status}`, count: sql<number>`count(*)::int` })
    .from(outbox)
    .where(inArray(outbox.status, ['pending', 'failed']))
    .groupBy(outbox.channel, outbox.status);

/** Messages of a status, newest first, `take` after the cursor (an id); never their bodies. */
export const outboxOf = (db: Db, status: WaitingStatus, take: number, before?: number) =>
  db
    .select({
      id: outbox.id,
      channel: outbox.channel,
      recipient: outbox.recipient,
      subject: outbox.subject,
      status: outbox.status,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      nextAttemptAt: outbox.nextAttemptAt,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(and(eq(outbox.status, status), before === undefined ? undefined : lt(outbox.id, before)))
    .orderBy(desc(outbox.id))
    .limit(take);

/** 'Tekrar Dene': a waiting or failed message is sent at the next round, its attempts counted anew. */
export async function retryMessage(db: Db, id: number) {
  const [row] = await db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
    .where(and(eq(outbox.id, id), inArray(outbox.status, ['pending', 'failed'])))
    .returning({ id: outbox.id });
  return row !== undefined;
}
