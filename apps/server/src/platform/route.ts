// Registers a route from its contract definition (packages/contract/src/call.ts): the path, method and schemas come
// from the definition, the handler is one service call mapped to the wire shape. A text answer is sent as
// text/plain. Each scope of app.ts is marked with its audience, and a definition registered in the wrong scope stops
// the server at start: a member or admin call cannot be registered outside its guard.
import type { CallBody, CallDef, CallParams, CallQuery, CallReply } from '@tedarik/contract/call';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { safeEncode, type z } from 'zod';
import { type AnswerCache, memberDataChanged, publicDataChanged } from './answer-cache';
import { COMPRESS_THRESHOLD, ONE_OFF_COMPRESS_THRESHOLD, sendEncoded } from './encoded';
import { jsonBytes } from './json-bytes';
import { sendText } from './reply';

export type Audience = 'public' | 'member' | 'admin';

const JSON_TYPE = 'application/json; charset=utf-8';

/** The members whose kept answers a write may change (route option `touches`); undefined: any member. */
type Touches<R> = 'self' | ((request: R) => number[] | undefined | Promise<number[]>);

/** Who a successful write touched: members' ids (found once the write is done), or undefined for anyone. */
type Touched = (request: FastifyRequest) => number[] | undefined | Promise<number[]>;

/**
 * onSend hook of the calls that write: a successful one makes the kept public answers stale, and the kept answers of
 * the members it touched (of every member when it does not say whom).
 */
const markWritten =
  (touched: Touched): onSendHookHandler =>
  (request, reply, payload, done) => {
    if (reply.statusCode >= 400) return done(null, payload);
    publicDataChanged();
    const members = touched(request);
    if (!(members instanceof Promise)) {
      memberDataChanged(members);
      return done(null, payload);
    }
    // a failure to find them makes every member's answers stale
    members.then(memberDataChanged, () => memberDataChanged()).then(() => done(null, payload));
  };

declare module 'fastify' {
  interface FastifyInstance {
    /** the scope's audience, set by app.ts */
    audience: Audience;
    /** every route as registered (app.ts) */
    registeredRoutes: { method: string; url: string; audience?: string }[];
    /** visitors' public answers kept in memory (platform/answer-cache.ts); null when off */
    answers: AnswerCache<Buffer> | null;
    /** members' own answers kept in memory, per member (platform/answer-cache.ts `memberAnswers`); null when off */
    memberAnswers: AnswerCache<Buffer> | null;
  }
  interface FastifyRequest {
    /** on `optional` calls: the member behind valid credentials, undefined for a visitor */
    viewerId: number | undefined;
  }
}

/** The API reference's groups: audience and area (the route plugin's name: offersAdminRoutes → Teklifler). */
const AUDIENCE_TAG: Record<Audience, string> = { public: 'Herkese açık', member: 'Üye', admin: 'Yönetim' };
const AREA_TAG: Record<string, string> = {
  accounts: 'Hesap',
  catalog: 'Katalog',
  content: 'İçerik',
  inbox: 'İletişim ve bülten',
  members: 'Üyeler ve firmalar',
  notifications: 'Bildirimler',
  offers: 'Teklifler',
  packages: 'Paketler',
  products: 'Ürünler',
  requests: 'Talepler',
  settings: 'Site ayarları',
  support: 'Destek',
};
const tagOf = (app: FastifyInstance, audience: Audience) => {
  const area = /^[a-z]+/.exec(app.pluginName.split(' -> ').at(-1) ?? '')?.[0] ?? '';
  return `${AUDIENCE_TAG[audience]} · ${AREA_TAG[area] ?? 'Genel'}`;
};

const SCOPE_OF: Record<CallDef['auth'], Audience> = {
  none: 'public',
  optional: 'public',
  member: 'member',
  admin: 'admin',
};

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
 * Route options beyond the contract: rate limits (`config: limit(…)`), an extra hook, and for an `optional` call what
 * makes members' answers keepable: `sameForMembers` when the answer depends on whether the viewer is a member, not on
 * which one (a public list that shows members a little more); `keptPer` when it is one of a few answers to members (a
 * request's page: its owner's, an offerer's, an activated member's…), which `keptPer` names (undefined: keep none).
 * Members' answers are then kept too, apart from visitors'.
 */
export type RouteExtras<C extends CallDef = CallDef> = Pick<RouteShorthandOptions, 'config' | 'preHandler'> & {
  sameForMembers?: boolean;
  keptPer?: (request: FastifyRequest) => Promise<string | undefined>;
  /**
   * A member's GET whose answer is made of that member's data alone (their requests, their offers): kept for them
   * until a write touches them (`touches`) or every member (a write that does not say whom it touches).
   */
  keptPerMember?: boolean;
  /**
   * A back-office read whose answer is the same for every administrator (a paged list of the whole site, a search):
   * kept like a public answer, until the next write anywhere, or 30 s. A search is a POST that writes nothing
   * (`writes: false`); its answers are kept under the parsed body as well as the path.
   */
  sameForAdmins?: boolean;
  /**
   * A write's members: those whose kept answers (`keptPerMember`) it may change. 'self' is the member who calls; a
   * function finds them once the write is done (undefined: any member). Without it the write may have changed any
   * member's answers, and it ends kept sessions too: a write that can end a session (a logout, a password change)
   * says nothing.
   */
  touches?: Touches<CallRequest<C>>;
};

export function route<C extends CallDef>(
  app: FastifyInstance,
  def: C,
  handler: Handler<C>,
  {
    sameForMembers = false,
    keptPer,
    keptPerMember = false,
    sameForAdmins = false,
    touches,
    ...extras
  }: RouteExtras<C> = {},
) {
  const scope = SCOPE_OF[def.auth];
  if (app.audience !== scope)
    throw new Error(`${def.method} ${def.path} (auth ${def.auth}) registered in the ${app.audience} scope`);
  if ((keptPerMember && (def.auth !== 'member' || def.method !== 'GET')) || (touches === 'self' && scope !== 'member'))
    throw new Error(`${def.method} ${def.path}: keptPerMember or touches 'self' outside a member call`);
  if (sameForAdmins && (def.auth !== 'admin' || (def.method !== 'GET' && def.writes !== false)))
    throw new Error(`${def.method} ${def.path}: sameForAdmins outside a back-office read`);
  const { params, query, body } = def.request ?? {};
  const personal = def.auth !== 'none' || def.method !== 'GET';
  // a POST that writes nothing is kept only when it says so: a login writes nothing either
  const keepable =
    def.response !== 'text' &&
    (def.method === 'GET'
      ? keptPerMember || sameForAdmins || (def.auth !== 'member' && def.auth !== 'admin')
      : sameForAdmins);
  /**
   * What a public read's answer is kept under, or undefined when it depends on who asks. A call without auth reads no
   * credentials, and an `optional` call treats credentials that are no session as a visitor's, so both answer as to
   * any visitor. A request target holds no space, so a member's key cannot be a visitor's.
   */
  const keyOf = (request: FastifyRequest): string | undefined | Promise<string | undefined> => {
    if (!keepable) return undefined;
    if (keptPerMember) return `${request.memberId} ${request.url}`;
    // a search's parsed body: the same search sent as a form or as JSON, with its fields in any order, is one answer
    if (sameForAdmins)
      return def.method === 'GET' ? `admin ${request.url}` : `admin ${request.url} ${JSON.stringify(request.body)}`;
    if (def.auth === 'none' || request.viewerId === undefined) return request.url;
    if (sameForMembers) return `member ${request.url}`;
    return keptPer?.(request).then((variant) =>
      variant === undefined ? undefined : `member ${request.url} ${variant}`,
    );
  };
  /** where this call's answers are kept: null when nowhere */
  const cacheOf = () => (keptPerMember ? app.memberAnswers : app.answers);
  /** the answer kept under `key`, sent: false when none is kept */
  const sendKept = (request: FastifyRequest, reply: FastifyReply, key: string | undefined) => {
    const kept = key === undefined ? undefined : cacheOf()?.get(key);
    if (kept === undefined) return false;
    if (personal) reply.header('cache-control', 'no-store');
    sendEncoded(request, reply.type(JSON_TYPE), kept);
    return true;
  };
  // A kept answer is sent as soon as the viewer is known: before the request is validated and the handler runs (about
  // 3 of the 62 µs of CPU a small kept answer costs, issue 14). It was made for this very request target, which was
  // valid. The hook is a callback: a visitor's kept answer costs no promise.
  // A call with a rate limit or hooks of its own gets its kept answers in the handler, after them.
  const early =
    keepable &&
    def.method === 'GET' &&
    !extras.preHandler &&
    !(extras.config as { rateLimit?: unknown } | undefined)?.rateLimit;
  const sendEarly: onRequestHookHandler = (request, reply, done) => {
    const key = cacheOf() ? keyOf(request) : undefined;
    if (!(key instanceof Promise)) return sendKept(request, reply, key) || done();
    key.then((k) => sendKept(request, reply, k) || done()).catch(done);
  };
  // every successful write makes the kept public answers stale (every route is registered here: one that is not a GET
  // writes unless its definition says otherwise)
  const writes = def.writes ?? def.method !== 'GET';
  const onRequest = [...(def.auth === 'optional' ? [app.resolveViewer] : []), ...(early ? [sendEarly] : [])];
  app.route({
    method: def.method,
    url: def.path,
    ...extras,
    config: {
      ...(extras.config as object),
      audience: scope,
      // a call that uploads takes one file; every other multipart body takes none (app.ts)
      ...(def.request?.encoding === 'multipart' && { multipartOptions: { limits: { files: 1 } } }),
    },
    ...(onRequest.length > 0 && { onRequest }),
    ...(writes && {
      onSend: markWritten(
        touches === undefined
          ? () => undefined
          : touches === 'self'
            ? (request) => [request.memberId]
            : (touches as Touched),
      ),
    }),
    // a call's JSON answers go out compressed by sendEncoded (platform/encoded.ts): a kept one once, one made for this
    // request only from 4 KB; refusals are a few bytes. @fastify/compress is left the texts and the handlers' streams.
    ...(def.response !== 'text' && { compress: false as const }),
    schema: {
      tags: [tagOf(app, scope)],
      ...(def.auth !== 'none' && { security: [{ basic: [] }] }),
      ...(params && { params }),
      ...(query && { querystring: query }),
      ...(body && { body }),
      ...(def.response !== 'text' && { response: { 200: def.response } }),
    },
    handler: async (request, reply) => {
      // a public answer the same for everyone who could ask it may be served as it was made
      const answers = cacheOf();
      if (keepable && !early && answers && sendKept(request, reply, await keyOf(request))) return reply;
      // answers about a person (a session, a member's data) are never kept by a browser or a proxy
      if (personal) reply.header('cache-control', 'no-store');
      // read before anything the answer or its key is made of (a member's key is known already)
      const generation = answers?.generation(keptPerMember ? `${request.memberId} ` : undefined) ?? 0;
      const key = answers ? await keyOf(request) : undefined;
      const answer = await handler(request as CallRequest<C>, reply);
      // a handler that answered itself (a stream, a redirect) returns the reply, which awaiting resolves
      if (answer === reply || reply.sent) return reply;
      if (def.response === 'text') return sendText(reply, answer as string);
      if (reply.statusCode !== 200) return answer;
      // checked against the contract as the zod serializer of app.ts would, and sent as bytes (platform/json-bytes.ts)
      const encoded = safeEncode(def.response as z.ZodType, answer);
      if (encoded.error) throw new ResponseSerializationError(def.method, def.path, { cause: encoded.error });
      const body = jsonBytes(encoded.data);
      const kept = answers && key !== undefined;
      if (kept) answers.set(key, body, generation);
      return sendEncoded(request, reply.type(JSON_TYPE), body, kept ? COMPRESS_THRESHOLD : ONE_OFF_COMPRESS_THRESHOLD);
    },
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the scope a route was registered in */
    audience?: Audience;
  }
  interface FastifyInstance {
    /** public scope: sets request.viewerId from optional member credentials */
    resolveViewer: onRequestHookHandler;
  }
}
