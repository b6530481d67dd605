// Jobs that run by the clock (TCMB rates, sealed offers opening, digests, expiries): each runs once across however
// many processes share the database, survives a restart, catches up on a run it missed, and is tried again after a
// failure with a growing wait. DESIGN §8, decision 0037.
//
// A job is a row of `jobs`. A process runs it only after taking its lease (one conditional UPDATE: PostgreSQL and
// PGlite alike, no advisory lock to hold on a pooled connection); the lease ends when the run ends, or after LEASE_MS
// if the process died. `due` decides from the last success, so a process started after a missed run catches up at
// once. Times come from the injected clock, so tests move it. A run must be idempotent: a process that dies after its
// work but before recording it leaves the job to run again.
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { jobs } from '../db/schema/jobs';
import { every } from './schedule';

export interface Job {
  /** the job's row in `jobs`: stable, and unique in the app */
  name: string;
  /** whether a run is due now, given when it last succeeded (null: never); may read the database (under the lease) */
  due(lastSuccess: Date | null, now: Date): boolean | Promise<boolean>;
  /** the work; throwing records a failure, tried again after a wait */
  run(now: Date): Promise<unknown>;
}

/** A run that has not ended within this is taken as dead: another process may take the job. */
const LEASE_MS = 10 * 60_000;
/** After the n-th failure in a row the job waits 1, 2, 4 … minutes, at most an hour, before it is tried again. */
export const retryWait = (failures: number) => Math.min(60_000 * 2 ** (failures - 1), 60 * 60_000);

/** the database and the clock (context.ts's `Clock`, written out: the context knows the events, which know jobs) */
type Ctx = { db: Db; clock: { now(): Date } };
export type JobOutcome = 'ran' | 'not due' | 'taken' | 'failed';

/** Runs `job` now if it is due and no other process holds it; what happened. */
export async function runJob({ db, clock }: Ctx, job: Job): Promise<JobOutcome> {
  const now = clock.now();
  const at = sql`${now.toISOString()}::timestamptz`;
  await db.insert(jobs).values({ name: job.name }).onConflictDoNothing();
  const [taken] = await db
    .update(jobs)
    .set({ leaseUntil: new Date(now.getTime() + LEASE_MS), lastRunAt: now })
    // a lease further ahead than any lease or retry wait was taken by a clock since set back: it holds nothing
    .where(sql`${jobs.name} = ${job.name} and (${jobs.leaseUntil} is null or ${jobs.leaseUntil} <= ${at}
      or ${jobs.leaseUntil} > ${at} + interval '2 hours')`)
    .returning({ lastSuccessAt: jobs.lastSuccessAt, failures: jobs.failures });
  if (!taken) return 'taken';
  const release = () => db.update(jobs).set({ leaseUntil: null }).where(eq(jobs.name, job.name));
  // a last success after now was counted by a clock since set back: as if it had never run (it runs now)
  const last = taken.lastSuccessAt && taken.lastSuccessAt > now ? null : taken.lastSuccessAt;
  const due = await (async () => job.due(last, now))().catch(async (err) => {
    await release(); // a check that failed (the database away) is no failed run: tried again at the next check
    throw err;
  });
  if (!due) {
    await release();
    return 'not due';
  }
  try {
    await job.run(now);
  } catch (err) {
    const failures = taken.failures + 1;
    await db
      .update(jobs)
      .set({
        failures,
        lastFailureAt: now,
        // a NUL (quoted from a remote answer) cannot be stored in text: the failure would go unrecorded
        lastError: String((err as Error)?.message ?? err)
          .replaceAll('\u0000', '')
          .slice(0, 500),
        leaseUntil: new Date(now.getTime() + retryWait(failures)),
      })
      .where(eq(jobs.name, job.name));
    throw err;
  }
  await db
    .update(jobs)
    .set({ lastSuccessAt: now, failures: 0, lastError: null, leaseUntil: null })
    .where(eq(jobs.name, job.name));
  return 'ran';
}

/** A job's state, for the back-office: undefined before its first try. */
export async function jobState(db: Db, name: string) {
  const [row] = await db.select().from(jobs).where(eq(jobs.name, name));
  return row;
}

/**
 * Checks every job each `everyMs` (default a minute) and at once, in this process. A failure is logged and recorded
 * (jobState), never thrown. Returns `stop`, which waits for a run in progress.
 */
export function startJobs(ctx: Ctx, list: Job[], log: FastifyBaseLogger, everyMs = 60_000) {
  return every(
    everyMs,
    'jobs',
    async () => {
      for (const job of list)
        await runJob(ctx, job).catch((err) => log.warn({ err: String(err), job: job.name }, 'job failed'));
    },
    log,
  );
}

/** Every job's row, by name (the back-office's jobs screen). */
export const jobStates = (db: Db) => db.select().from(jobs).orderBy(jobs.name);

/**
 * 'Tekrar Dene': a job waiting after a failure (its lease is the wait) is released, so the next check (within a
 * minute, in whichever process takes it) runs it if it is due. A job running now or not failing is left alone.
 */
export async function retryJobNow(db: Db, name: string) {
  const [row] = await db
    .update(jobs)
    .set({ leaseUntil: null })
    .where(sql`${jobs.name} = ${name} and ${jobs.failures} > 0 and ${jobs.lastFailureAt} >= ${jobs.lastRunAt}`)
    .returning({ name: jobs.name });
  return row !== undefined;
}
