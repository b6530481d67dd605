// The Fastify server's own options: logging, proxies, body and time limits, and a malformed request's answer.
import type { Server } from 'node:http';
import type { FastifyHttpOptions, FastifyServerOptions } from 'fastify';
import { BAD_REQUEST } from './errors';
import { logControllerFor } from './logging';
import { sendText } from './reply';
import { securityHeadersFor } from './security-headers';

export interface ServerDeps {
  logger?: FastifyServerOptions['logger'];
  /** one line per request at debug (a terminal in development: readable, not flooded) */
  requestLinesAtDebug?: boolean;
  /** reverse proxies in front whose X-Forwarded-For is believed (rate limits count per client address) */
  trustProxy?: number;
  /** ms a client may take to send a whole request (default 30 s): a body trickled byte by byte is cut */
  requestTimeout?: number;
}

export function serverOptions(deps: ServerDeps): FastifyHttpOptions<Server> {
  const requestTimeout = deps.requestTimeout ?? 30_000;
  return {
    logger: deps.logger ?? false,
    logController: logControllerFor(deps.requestLinesAtDebug),
    // believe X-Forwarded-For for exactly as many hops as there are proxies, never a client's own header
    trustProxy: (_address: string, hop: number) => hop < (deps.trustProxy ?? 0),
    bodyLimit: 1024 * 1024,
    requestTimeout,
    // node honours a request timeout only when its server is created with it, and checks it only this often (its
    // default, 30 s, would double the timeout)
    http: { requestTimeout, connectionsCheckingInterval: Math.min(requestTimeout / 2, 5_000) },
    connectionTimeout: 60_000, // a socket idle this long is closed
    routerOptions: { ignoreTrailingSlash: true },
    // a malformed URL or header is refused in Turkish too (before any hook: its security headers are set here)
    frameworkErrors: (_err, req, reply) => sendText(reply.headers(securityHeadersFor(req.url)), BAD_REQUEST, 400),
  };
}
