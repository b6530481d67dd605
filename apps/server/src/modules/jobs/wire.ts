// The jobs screen's rows as the contract shapes them (jobs/admin.ts): instants as ISO strings.
import type { CallResult } from '@tedarik/contract/call';
import type { getJobs, getWaitingMessages, getWaitingTasks } from '@tedarik/contract/jobs/admin';
import type { jobs } from '../../db/schema/jobs';

type Job = CallResult<typeof getJobs>['jobs'][number];
type Task = CallResult<typeof getWaitingTasks>['items'][number];
type Outgoing = CallResult<typeof getWaitingMessages>['items'][number];

const iso = (d: Date | null) => d?.toISOString() ?? null;
const waitingAfterFailure = (j: typeof jobs.$inferSelect) =>
  j.failures > 0 && j.lastFailureAt !== null && j.lastRunAt !== null && j.lastFailureAt >= j.lastRunAt;

export const toJob = (j: typeof jobs.$inferSelect): Job => ({
  name: j.name,
  lastRunAt: iso(j.lastRunAt),
  lastSuccessAt: iso(j.lastSuccessAt),
  lastFailureAt: iso(j.lastFailureAt),
  lastError: j.lastError,
  failures: j.failures,
  retryAt: waitingAfterFailure(j) ? iso(j.leaseUntil) : null,
});

export const toTask = (t: {
  id: number;
  kind: string;
  status: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  createdAt: Date;
}): Task => ({
  id: t.id,
  kind: t.kind,
  status: t.status as Task['status'],
  attempts: t.attempts,
  lastError: t.lastError,
  nextAttemptAt: t.nextAttemptAt.toISOString(),
  createdAt: t.createdAt.toISOString(),
});

export const toOutgoing = (m: {
  id: number;
  channel: string;
  recipient: string;
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  createdAt: Date;
}): Outgoing => ({
  id: m.id,
  channel: m.channel as Outgoing['channel'],
  recipient: m.recipient,
  subject: m.subject === '' ? null : m.subject,
  status: m.status as Outgoing['status'],
  attempts: m.attempts,
  lastError: m.lastError,
  nextAttemptAt: m.nextAttemptAt.toISOString(),
  createdAt: m.createdAt.toISOString(),
});
