// The back-office's background work (/adminimt/isler): the jobs' state, the tasks and messages that wait or failed,
// and 'Tekrar Dene' for each, which reloads them all.
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getJobs,
  getWaitingMessages,
  getWaitingTasks,
  retryJob,
  retryWaitingMessage,
  retryWaitingTask,
} from '@tedarik/contract/jobs/admin';
import { call } from '../../../lib/call';

export type WaitingStatus = 'pending' | 'failed';

export const jobsKeys = {
  all: ['admin', 'jobs'] as const,
  overview: () => [...jobsKeys.all, 'overview'] as const,
  tasks: (status: WaitingStatus) => [...jobsKeys.all, 'tasks', status] as const,
  messages: (status: WaitingStatus) => [...jobsKeys.all, 'messages', status] as const,
};

/** GET /adn_api/v2/jobs → every job's runs and the waiting and failed counts. */
export const jobsQuery = () => queryOptions({ queryKey: jobsKeys.overview(), queryFn: () => call(getJobs) });

/** GET /adn_api/v2/jobs/tasks?status= → the tasks of that status, newest first, 30 a page. */
export const waitingTasksQuery = (status: WaitingStatus) =>
  infiniteQueryOptions({
    queryKey: jobsKeys.tasks(status),
    queryFn: ({ pageParam }) => call(getWaitingTasks, { query: { status, cursor: pageParam } }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.nextCursor === null ? undefined : Number(page.nextCursor)),
  });

/** GET /adn_api/v2/jobs/messages?status= → the mails and SMS of that status, newest first, 30 a page. */
export const waitingMessagesQuery = (status: WaitingStatus) =>
  infiniteQueryOptions({
    queryKey: jobsKeys.messages(status),
    queryFn: ({ pageParam }) => call(getWaitingMessages, { query: { status, cursor: pageParam } }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.nextCursor === null ? undefined : Number(page.nextCursor)),
  });

export type Retry = { what: 'job'; name: string } | { what: 'task' | 'message'; id: number };

/** 'Tekrar Dene' on a job, a task or a message → its answer's text; the screen reloads. */
export function useRetry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (r: Retry) =>
      r.what === 'job'
        ? call(retryJob, { params: { name: r.name } })
        : call(r.what === 'task' ? retryWaitingTask : retryWaitingMessage, { params: { id: r.id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsKeys.all }),
  });
}
