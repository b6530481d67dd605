// Registers a route from its contract definition (packages/contract/src/call.ts): the path, method and schemas come
// from the definition (route-schema.ts), the handler is one service call mapped to the wire shape. A read may declare
// its answers cached (route-cache.ts); a write says what it changed with `request.changed(…)` (nothing said: it
// changed everything). A JSON answer is checked against the contract and sent as bytes, compressed (encoded.ts); a
// text answer is sent as text/plain.
import { ADMIN_ROLES, type AdminRole } from '@tedarik/contract/accounts/admin-team';
import type { CallBody, CallDef, CallParams, CallQuery, CallReply } from '@tedarik/contract/call';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler, RouteShorthandOptions } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { safeEncode, type z } from 'zod';
import type { Cache } from './cache';
import { COMPRESS_THRESHOLD, ONE_OFF_COMPRESS_THRESHOLD, sendEncoded } from './encoded';
import { jsonBytes } from './json-bytes';
import { openApiDocs } from './open-api-docs';
import { keyLimit, sendText } from './reply';
import { answerCaching, type CacheDeclaration, JSON_TYPE } from './route-cache';
import { areaOf, schemaOf, scopeOf } from './route-schema';

export type CallRequest<C extends CallDef> = FastifyRequest<{
  Params: CallParams<C>;
  Querystring: CallQuery<C>;
  Body: CallBody<C>;
}>;

type Handler<C extends CallDef> = (
  request: CallRequest<C>,
  reply: FastifyReply,
) => Promise<CallReply<C> | FastifyReply> | CallReply<C> | FastifyReply;

/**
 * Route options beyond the contract: rate limits (`config: limit(…)`), an extra hook, a read's `cache`, and for a
 * back-office call the `roles` it allows besides the Yönetici (none said: the Yönetici's alone) and `audit: 'read'`
 * when it reads a member's personal data (decision 0054).
 */
export type RouteExtras = Pick<RouteShorthandOptions, 'config' | 'preHandler'> & {
  cache?: CacheDeclaration;
  roles?: readonly AdminRole[];
  audit?: 'read';
};

/** Every administrator's role: calls of one's own account and the dashboard. */
export const EVERY_ROLE = ADMIN_ROLES;

/** A successful write's changes go to the cache once, after the write: what it named, or everything. */
const markChanged =
  (cache: Cache): onSendHookHandler =>
  (request, reply, payload, done) => {
    if (reply.statusCode < 400) cache.changed(request.changes ?? undefined);
    done(null, payload);
  };

/** A JSON answer checked against the contract as the zod serializer of app.ts would, as bytes (json-bytes.ts). */
function encodeAnswer(def: CallDef, answer: unknown) {
  const encoded = safeEncode(def.response as z.ZodType, answer);
  if (encoded.error) throw new ResponseSerializationError(def.method, def.path, { cause: encoded.error });
  return jsonBytes(encoded.data);
}

export function route<C extends CallDef>(
  app: FastifyInstance,
  def: C,
  handler: Handler<C>,
  { cache, roles, audit, ...given }: RouteExtras = {},
) {
  const scope = scopeOf(app, def);
  if ((roles || audit) && scope !== 'admin') throw new Error(`${def.method} ${def.path}: roles are the back-office's`);
  if ((scope === 'open') !== (def.keyScope !== undefined))
    throw new Error(`${def.method} ${def.path}: an open-API call, and only one, names its key scope`);
  // every open-API call is counted per key, whatever its route says
  const extras = scope === 'open' ? { ...given, config: { ...(given.config as object), ...keyLimit() } } : given;
  const caching = cache ? answerCaching(app.cache, def, cache) : null;
  // a route with a rate limit or hooks of its own sends its cached answers in the handler, after them
  const early =
    caching && def.method === 'GET' && !extras.preHandler && !(extras.config as { rateLimit?: unknown })?.rateLimit;
  const onRequest = [...(def.auth === 'optional' ? [app.resolveViewer] : []), ...(early ? [caching.sendEarly] : [])];
  // answers about a person (a session, a member's data) are never cached by a browser or a proxy
  const personal = def.auth !== 'none' || def.method !== 'GET';
  app.route({
    method: def.method,
    url: def.path,
    ...extras,
    config: {
      ...(extras.config as object),
      audience: scope,
      ...(def.keyScope && { keyScope: def.keyScope, swaggerTransform: openApiDocs(def) }),
      ...(scope === 'admin' && {
        roles: ['manager', ...(roles ?? []).filter((r) => r !== 'manager')],
        writes: def.writes ?? def.method !== 'GET',
        area: areaOf(app),
        ...(audit && { audit }),
      }),
      // a call that uploads takes one file (an image's size unless its config says more); every other multipart
      // body takes none (platform/multipart.ts)
      ...(def.request?.encoding === 'multipart' && {
        multipartOptions: {
          limits: {
            files: 1,
            ...(extras.config as { multipartOptions?: { limits?: object } })?.multipartOptions?.limits,
          },
        },
      }),
    },
    ...(onRequest.length > 0 && { onRequest }),
    // a call writes unless it is a GET; the definition says when the legacy API does otherwise
    ...((def.writes ?? def.method !== 'GET') && { onSend: markChanged(app.cache) }),
    // JSON answers go out compressed by sendEncoded (encoded.ts); @fastify/compress is left the texts and streams
    ...(def.response !== 'text' && { compress: false as const }),
    schema: schemaOf(app, def, scope),
    handler: async (request, reply) => {
      if (caching && !early && (await caching.sendCached(request, reply))) return reply;
      if (personal) reply.header('cache-control', 'no-store');
      const begun = caching && (await caching.begin(request));
      const answer = await handler(request as CallRequest<C>, reply);
      // a handler that answered itself (a stream, a redirect) returns the reply, which awaiting resolves
      if (answer === reply || reply.sent) return reply;
      if (def.response === 'file' || def.response === 'events')
        throw new Error(`${def.method} ${def.path}: its handler sends the answer`);
      if (def.response === 'text') return sendText(reply, answer as string);
      if (reply.statusCode !== 200) return answer;
      const body = encodeAnswer(def, answer);
      const cached = begun ? caching.store(request, begun, body) : false;
      // a cached answer is compressed once, from 1 KB; one made for this request only from 4 KB
      return sendEncoded(
        request,
        reply.type(JSON_TYPE),
        body,
        cached ? COMPRESS_THRESHOLD : ONE_OFF_COMPRESS_THRESHOLD,
      );
    },
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the process's one cache (cache.ts), set by app.ts */
    cache: Cache;
    /** every route as registered (app.ts) */
    registeredRoutes: {
      method: string;
      url: string;
      audience?: string;
      roles?: readonly AdminRole[];
      writes?: boolean;
    }[];
    /** public scope: sets request.viewerId from optional member credentials */
    resolveViewer: import('fastify').onRequestHookHandler;
  }
  interface FastifyRequest {
    /** on `optional` calls: the member behind valid credentials, undefined for a visitor */
    viewerId: number | undefined;
    /** what this write changed so far (cache.ts `tag`); null: it has not said, so it changed everything */
    changes: string[] | null;
    /** a write names what it changed (cache.ts `tag`), from the handler that knows it */
    changed(...tags: string[]): void;
  }
}
