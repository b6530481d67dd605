// The back-office's background work (/adn_api/v2/jobs…, issue 48 item 2): the jobs' runs, the durable tasks and the
// outbox's messages that wait or failed, and 'Tekrar Dene' for each. Never cached: the work changes them unasked.
import {
  getJobs,
  getWaitingMessages,
  getWaitingTasks,
  JOBS_MSG,
  retryJob,
  retryWaitingMessage,
  retryWaitingTask,
} from '@tedarik/contract/jobs/admin';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { jobStates, retryJobNow } from '../../platform/jobs';
import { outboxCounts, outboxOf, retryMessage } from '../../platform/outbox';
import { cursorPage } from '../../platform/paging';
import { route } from '../../platform/route';
import { retryTask, taskCounts, tasksOf } from '../../platform/tasks';
import { toJob, toOutgoing, toTask } from './wire';

const PAGE = 30;

export const jobsAdminRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  route(app, getJobs, async () => {
    const [jobs, tasks, messages] = await Promise.all([jobStates(db), taskCounts(db), outboxCounts(db)]);
    return { jobs: jobs.map(toJob), tasks: tasks.map((c) => ({ ...c, status: c.status as 'pending' })), messages };
  });
  route(app, getWaitingTasks, async ({ query }) => {
    const page = await cursorPage(
      query.limit ?? PAGE,
      (take) => tasksOf(db, query.status, take, query.cursor),
      (t) => t.id,
    );
    return { ...page, items: page.items.map(toTask) };
  });
  route(app, getWaitingMessages, async ({ query }) => {
    const page = await cursorPage(
      query.limit ?? PAGE,
      (take) => outboxOf(db, query.status, take, query.cursor),
      (m) => m.id,
    );
    return { ...page, items: page.items.map(toOutgoing) };
  });
  route(app, retryJob, async ({ params }) => {
    if (!(await retryJobNow(db, params.name))) throw notFound(JOBS_MSG.jobNotFound);
    return { message: JOBS_MSG.jobRetried };
  });
  route(app, retryWaitingTask, async ({ params }) => {
    if (!(await retryTask(db, params.id, ctx.clock.now()))) throw notFound(JOBS_MSG.taskNotFound);
    app.tasks.kick(); // the task worker's next round, now
    return { message: JOBS_MSG.retried };
  });
  route(app, retryWaitingMessage, async ({ params }) => {
    if (!(await retryMessage(db, params.id))) throw notFound(JOBS_MSG.messageNotFound);
    ctx.outbox.kick();
    return { message: JOBS_MSG.retried };
  });
};
