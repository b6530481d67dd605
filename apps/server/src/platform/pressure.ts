// Overload sheds load instead of queueing it (issue 35). Every call waits in one event loop: with 20 clients sending
// the heaviest searches, /healthz took 0.4–1.5 s and every answer was as late. @fastify/under-pressure samples the
// event loop's delay; while it stays past the threshold a call is answered 503 with Retry-After and the Turkish
// UNAVAILABLE text at once, before any of its work is done, until the delay is back under it. /healthz, the liveness
// probe, is never shed (a process that is busy is alive: restarting it would lose the work in hand); /readyz says the
// process is under pressure, so that a load balancer sends the next calls to another (decision 0036).
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { AppError, UNAVAILABLE } from './errors';

export interface PressureLimits {
  /** ms of mean event-loop delay past which calls are shed; 0: never */
  maxEventLoopDelay: number;
  /** ms between two samples of the delay (each one the mean since the last); two in a row past the threshold shed */
  sampleInterval: number;
}

/** What a shed call is told: retry in this many seconds. */
export const RETRY_AFTER = 5;

/** The route option of a call that is never shed. */
export const NEVER_SHED = { pressureHandler: () => {} };

/**
 * Samples in a row past the threshold that put the process under pressure. A single long statement (PostgreSQL's
 * `analyze` on the embedded database at start, 0.4–1 s) makes one sample past any threshold, however long it is: the
 * loop is stalled once, not overloaded, and shedding the calls that waited for it would only turn them away.
 */
const SUSTAINED = 2;

export async function shedLoad(app: FastifyInstance, limits?: PressureLimits) {
  const max = limits?.maxEventLoopDelay ?? 0;
  const sampleInterval = limits?.sampleInterval ?? 500;
  // The start's own work (registering every route, compiling their schemas) holds the event loop too: samples are
  // judged from two after the app is ready, or a process just started (a worker replacing one that died) would turn
  // its first calls away.
  let judgedFrom = Number.POSITIVE_INFINITY;
  app.addHook('onReady', (done) => {
    judgedFrom = performance.now() + 2 * sampleInterval;
    done();
  });
  let over = 0;
  await app.register(underPressure, {
    sampleInterval,
    // The plugin's own `maxEventLoopDelay` sheds from the first sample past it: its check (run after each sample)
    // counts the samples in a row instead.
    ...(max > 0 && {
      healthCheckInterval: sampleInterval,
      healthCheck: async (self: FastifyInstance) => {
        const lagging = self.memoryUsage().eventLoopDelay > max && performance.now() >= judgedFrom;
        over = lagging ? over + 1 : 0;
        return over < SUSTAINED;
      },
    }),
    // a shed call's answer: the error handler (error-handler.ts) answers it with its Turkish text, after the Retry-After set here
    pressureHandler: (_req, reply) => {
      reply.header('retry-after', String(RETRY_AFTER));
      return Promise.reject(new AppError(UNAVAILABLE, 503));
    },
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** @fastify/under-pressure's handler for this route: NEVER_SHED lets it through */
    pressureHandler?: () => void;
  }
}
