// Durable tasks (issue 48 item 2; decision 0052): work asked for by a request or an event that must survive a restart
// and run once across processes — a web push today; webhook deliveries, exports, erasures and refunds next. Jobs
// (jobs.ts) run by the clock; tasks run when asked. The outbox's way, generalised: a task is a row of `tasks` written
// in the transaction that asks for it; a worker in every process claims due rows (`for update skip locked`, PGlite
// and PostgreSQL alike) with a lease, runs each with its kind's handler, and marks it done, or failed after its last
// attempt, waiting longer between attempts. A process that dies in a run leaves its lease to end; the task runs again,
// so a handler must be idempotent (or cheap to repeat, as a push). Times come from the injected clock.
import { and, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client';
import { tasks } from '../db/schema/tasks';
import type { Clock } from './context';
import { loggable } from './errors';
import type { Job } from './jobs';
import type { PersonalData } from './personal-data';

/** A kind of task: its handler and how patiently it is tried. */
export interface TaskKind<P> {
  /** stable, unique in the app (the rows' `kind`) */
  kind: string;
  /** the work; throwing records a failure, tried again later until `attempts` */
  run(payload: P): Promise<void>;
  /** attempts before the task is 'failed' (default 8) */
  attempts?: number;
}

/** A task of `kind` is asked for with `payload` (JSON), in the caller's transaction; `kick` the worker after commit. */
export async function addTask<P>(
  tx: Db | Tx,
  kind: Pick<TaskKind<P>, 'kind'>,
  payload: P,
  options: { memberId?: number } = {},
) {
  await tx.insert(tasks).values({ kind: kind.kind, payload, memberId: options.memberId ?? null });
}

/** Tasks of `kind`, one for each payload `payloads` selects (a query yielding one jsonb column): one statement. */
export async function addTasksFrom(tx: Db | Tx, kind: TaskKind<never>, payloads: SQL) {
  await tx.execute(sql`insert into ${tasks} (kind, payload) select ${kind.kind}, p from (${payloads}) as q(p)`);
}

/**
 * Tasks of `kind`, one for each row `rows` selects (two columns: the payload, jsonb, and the member it is for, or
 * null): a statement of its own, or a step of a larger one (a notice's, platform/notices.ts followBells).
 */
export const tasksFromSql = (kind: Pick<TaskKind<never>, 'kind'>, rows: SQL) =>
  sql`insert into ${tasks} (kind, payload, member_id) select ${kind.kind}::text, p, m from (${rows}) as q(p, m)
    returning 1`;

/** A task running longer than this is taken as dead: another process may run it. */
const LEASE_MS = 5 * 60_000;
/** 30 s, 1 min, 2 min … capped at 6 h */
export const taskWait = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 6 * 3_600_000);
/** tasks a round claims at most; they run a few at a time */
const BATCH = 20;
const CONCURRENCY = 4;

export interface TaskWorker {
  /** runs every due task now; resolves when none is due */
  flush(): Promise<number>;
  /** asks for a round soon (after a commit that added tasks) */
  kick(): void;
  stop(): Promise<void>;
}

export function startTaskWorker(
  { db, clock }: { db: Db; clock: Clock },
  kinds: TaskKind<never>[],
  log: FastifyBaseLogger,
  { intervalMs = 5000, autoStart = true } = {},
): TaskWorker {
  const byKind = new Map(kinds.map((k) => [k.kind, k as TaskKind<unknown>]));
  const known = sql`(${sql.join(
    kinds.map((k) => sql`${k.kind}`),
    sql`, `,
  )})`;
  let running: Promise<number> | undefined;
  let stopped = false;

  async function runOne(task: typeof tasks.$inferSelect) {
    const kind = byKind.get(task.kind);
    try {
      await (kind as TaskKind<unknown>).run(task.payload);
      await db.update(tasks).set({ status: 'done', doneAt: clock.now(), lastError: null }).where(eq(tasks.id, task.id));
    } catch (err) {
      const failed = task.attempts >= (kind?.attempts ?? 8);
      log.warn({ taskId: task.id, kind: task.kind, attempts: task.attempts, err: loggable(err) }, 'task failed');
      await db
        .update(tasks)
        .set({
          status: failed ? 'failed' : 'pending',
          // a NUL (quoted from a remote answer) cannot be stored in text
          lastError: String((err as Error)?.message ?? err)
            .replaceAll('\u0000', '')
            .slice(0, 500),
          nextAttemptAt: new Date(clock.now().getTime() + taskWait(task.attempts)),
        })
        .where(eq(tasks.id, task.id));
    }
  }

  async function round(): Promise<number> {
    const now = clock.now();
    // the clock reads whole milliseconds, the database keeps microseconds: a task asked for within this millisecond
    // (default now()) is due in this round, not the next one (a push written just before a flush waited 5 s)
    const dueBefore = new Date(now.getTime() + 1).toISOString();
    const due = await db
      .update(tasks)
      .set({ attempts: sql`${tasks.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
      .where(
        // only the kinds this process knows: a process of an older version leaves a newer kind to the newer ones
        sql`${tasks.id} in (select id from ${tasks} where status = 'pending' and kind in ${known}
          and next_attempt_at < ${dueBefore}::timestamptz order by id limit ${BATCH} for update skip locked)`,
      )
      .returning();
    due.sort((a, b) => a.id - b.id);
    for (let i = 0; i < due.length; i += CONCURRENCY) await Promise.all(due.slice(i, i + CONCURRENCY).map(runOne));
    return due.length;
  }

  // a round asked for by `kick`, not begun yet: a flush covers it (it runs rounds until one finds nothing)
  let kicked: NodeJS.Immediate | undefined;
  const flush = async () => {
    if (kicked) clearImmediate(kicked);
    kicked = undefined;
    while (running) await running;
    let total = 0;
    for (;;) {
      running = round();
      const n = await running.finally(() => {
        running = undefined;
      });
      total += n;
      if (n === 0 || stopped) return total;
    }
  };
  const tick = () => {
    if (!stopped && !running) flush().catch((err) => log.error({ err: loggable(err) }, 'task round failed'));
  };
  const timer = autoStart ? setInterval(tick, intervalMs) : undefined;
  timer?.unref();
  return {
    flush,
    kick: () => {
      kicked ??= setImmediate(() => {
        kicked = undefined;
        tick();
      });
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      while (running) await running.catch(() => 0);
    },
  };
}

// ── for the back-office (jobs and tasks screen) ──────────────────────────────────────────────────────────────────
export type TaskStatus = 'pending' | 'failed';

/** Waiting and failed tasks per kind. */
export const taskCounts = (db: Db) =>
  db
    .select({ kind: tasks.kind, status: tasks.status, count: sql<number>`count(*)::int` })
    .from(tasks)
    .where(inArray(tasks.status, ['pending', 'failed']))
    .groupBy(tasks.kind, tasks.status);

/** Tasks of a status, newest first, `limit` after the cursor (an id). */
export const tasksOf = (db: Db, status: TaskStatus, limit: number, before?: number) =>
  db
    .select()
    .from(tasks)
    .where(and(eq(tasks.status, status), before === undefined ? undefined : lt(tasks.id, before)))
    .orderBy(desc(tasks.id))
    .limit(limit);

/** 'Tekrar Dene': a failed or waiting task runs at the next round, with its attempts counted anew. */
export async function retryTask(db: Db, id: number, now: Date) {
  const [row] = await db
    .update(tasks)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now })
    .where(and(eq(tasks.id, id), inArray(tasks.status, ['pending', 'failed'])))
    .returning({ id: tasks.id });
  return row !== undefined;
}

/** Done tasks are kept a day, failed ones 30 days (the screen shows them), then removed: a job. */
export const oldTasksJob = ({ db }: { db: Db }): Job => ({
  name: 'old tasks',
  due: (last, now) => last === null || now.getTime() - last.getTime() >= 60 * 60_000,
  run: (now) =>
    db.delete(tasks).where(
      sql`(${tasks.status} = 'done' and ${tasks.doneAt} < ${new Date(now.getTime() - 86_400_000).toISOString()}::timestamptz)
          or (${tasks.status} = 'failed' and ${tasks.createdAt} < ${new Date(now.getTime() - 30 * 86_400_000).toISOString()}::timestamptz)`,
    ),
});

/** A member's tasks (their payloads may name it): forgotten with the member, exported by kind and state. */
export const tasksData: PersonalData = {
  area: 'isler',
  exportMember: (db, who) =>
    db
      .select({ kind: tasks.kind, status: tasks.status, createdAt: tasks.createdAt })
      .from(tasks)
      .where(eq(tasks.memberId, who.id)),
  forgetMember: async (tx, who) => {
    await tx.delete(tasks).where(eq(tasks.memberId, who.id));
    return undefined;
  },
};
