// The security headers of every answer, worked out once at start: @fastify/helmet builds helmet's middleware again
// for every request (its options parsed, the policy written out), 11 % of the CPU of a cached public answer. None of
// them depends on the request.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** Helmet's headers with the site's policy: for documents (pages, the app's files, /docs, /uploads, sitemaps). */
const DOCUMENT_HEADERS = headersOf(
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        frameSrc: ['https:'],
        scriptSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  }),
);

/**
 * The security headers of an answer that is no document: the calls' JSON and texts under /api and /adn_api. These are
 * the ones OWASP's REST Security Cheat Sheet lists for API answers; helmet's others (the page's whole policy, the
 * referrer and opener policies…) act on a document the browser shows (decision 0030).
 */
const API_HEADERS = {
  'content-security-policy': "frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': DOCUMENT_HEADERS['strict-transport-security'],
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

export const securityHeadersFor = (url: string) =>
  url.startsWith('/api/') || url.startsWith('/adn_api/') ? API_HEADERS : DOCUMENT_HEADERS;

/** The headers a Connect-style middleware sets on a response. */
function headersOf(middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => void) {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader() {},
  };
  middleware({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return headers;
}

/** Every answer carries its set, set when the request arrives (an error's answer too). */
export const securityHeaders: FastifyPluginCallback = fp((app, _opts, done) => {
  app.addHook('onRequest', (req, reply, next) => {
    reply.headers(securityHeadersFor(req.url));
    next();
  });
  done();
});
