// Work that runs by the clock inside the server process (package expiry notices): a task every `ms`, one run at a
// time, its errors logged and never thrown; the timer does not keep the process alive.
import type { FastifyBaseLogger } from 'fastify';
import { loggable } from './errors';

export function every(ms: number, name: string, task: () => Promise<unknown>, log: FastifyBaseLogger) {
  let running: Promise<unknown> | undefined;
  const run = () => {
    running ??= task()
      .catch((err) => log.error({ err: loggable(err), task: name }, 'scheduled task failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, ms);
  timer.unref();
  run();
  return {
    /** stops the timer and waits for a run in progress */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
