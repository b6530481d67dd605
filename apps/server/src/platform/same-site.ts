// A page of another site must not make a visitor's browser post our forms (register, contact, activation, password
// reset). Browsers say where a request comes from (Sec-Fetch-Site, Origin); legacy clients (the mobile app) send
// neither and are served as before. Calls with credentials need no such check: no browser adds our Basic header to a
// request another site makes.
import type { onRequestHookHandler } from 'fastify';
import { sendText } from './reply';

export const CROSS_SITE = 'Bu istek başka bir siteden gönderilemez.';

const originHost = (origin: string) => {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
};

/** onRequest hook: refuses a POST that a browser says comes from another site. */
export function refuseCrossSite(publicUrl: string): onRequestHookHandler {
  const ownHost = new URL(publicUrl).host;
  // a callback, not an async function: every public GET passes here, and a promise a request costs (issue 14)
  return (request, reply, done) => {
    if (request.method !== 'POST') return done();
    const site = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    const fromElsewhere =
      site === 'cross-site' ||
      (origin !== undefined && ![ownHost, request.headers.host].includes(originHost(origin) ?? '?'));
    if (fromElsewhere) sendText(reply, CROSS_SITE, 403);
    else done();
  };
}
