// The server's request lines: one per request, the request and its answer together once the answer has gone (two
// lines, 'incoming request' then 'request completed', were half the server's CPU for a cached answer: decision 0030);
// in a terminal during development, one short line at debug instead.
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { type FastifyInstance, LogController } from 'fastify';

class OneLinePerRequest extends LogController {
  override incomingRequest() {}
  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

export const logControllerFor = (atDebug: boolean | undefined): FastifyServerOptions['logController'] =>
  atDebug ? new LogController({ disableRequestLogging: true }) : new OneLinePerRequest();

/** With `logControllerFor(true)`: a readable line per request at debug. */
export function debugRequestLines(app: FastifyInstance) {
  app.addHook('onResponse', async (req, reply) => {
    req.log.debug(`${req.method} ${req.url} → ${reply.statusCode} (${reply.elapsedTime.toFixed(0)} ms)`);
  });
}
