import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The jobs that run by the clock (platform/jobs.ts), one row each: when one last succeeded, its failures since, and
 * the lease that lets one process at a time run it (also the wait before a failed run is tried again).
 */
export const jobs = pgTable('jobs', {
  name: text('name').primaryKey(),
  /** when a run last began (the back-office's 'Son Çalışma') */
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
  /** the last failure's message, for the administrator; null after a success */
  lastError: text('last_error'),
  failures: integer('failures').notNull().default(0),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
});
