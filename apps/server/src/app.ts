// buildApp(deps) → the one Fastify instance: /api, /adn_api, /uploads and the built web app. Tests build it directly.
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { RATE_LIMITED } from '@tedarik/contract/constants';
import { joinedMessages } from '@tedarik/contract/messages';
import { IMAGE_MSG } from '@tedarik/contract/uploads';
import { sql } from 'drizzle-orm';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { Redis } from 'ioredis';
import type { Db } from './db/client';
import { accountsAdminRoutes } from './modules/accounts/admin.routes';
import { accountsAdminEntryRoutes } from './modules/accounts/admin-entry.routes';
import { accountsMemberRoutes } from './modules/accounts/member.routes';
import { accountsPublicRoutes } from './modules/accounts/public.routes';
import { resolveAdmin, resolveMember } from './modules/accounts/sessions';
import { catalogAdminRoutes } from './modules/catalog/admin.routes';
import { catalogPublicRoutes } from './modules/catalog/public.routes';
import { contentAdminRoutes } from './modules/content/admin.routes';
import { contentPublicRoutes } from './modules/content/public.routes';
import { inboxAdminRoutes } from './modules/inbox/admin.routes';
import { inboxPublicRoutes } from './modules/inbox/public.routes';
import { membersAdminRoutes } from './modules/members/admin.routes';
import { membersPublicRoutes } from './modules/members/public.routes';
import { notificationsMemberRoutes } from './modules/notifications/member.routes';
import { offersAdminRoutes } from './modules/offers/admin.routes';
import { offersMemberRoutes } from './modules/offers/member.routes';
import { packagesAdminRoutes } from './modules/packages/admin.routes';
import { packagesMemberRoutes } from './modules/packages/member.routes';
import { productsAdminRoutes } from './modules/products/admin.routes';
import { productsMemberRoutes } from './modules/products/member.routes';
import { productsPublicRoutes } from './modules/products/public.routes';
import { requestsAdminRoutes } from './modules/requests/admin.routes';
import { requestsMemberRoutes } from './modules/requests/member.routes';
import { requestsPublicRoutes } from './modules/requests/public.routes';
import { pageMeta, withMeta } from './modules/seo/page-meta';
import { seoRoutes } from './modules/seo/routes';
import { settingsAdminRoutes } from './modules/settings/admin.routes';
import { settingsPublicRoutes } from './modules/settings/public.routes';
import { supportAdminRoutes } from './modules/support/admin.routes';
import { supportMemberRoutes } from './modules/support/member.routes';
import { answerCache, kept, memberAnswers, untouchedGeneration } from './platform/answer-cache';
import { guard, optionalViewer, type Resolve } from './platform/auth';
import { type AppContext, type Clock, systemClock } from './platform/context';
import { COMPRESS_THRESHOLD, sendEncoded } from './platform/encoded';
import { AppError, isDatabaseUnavailable, loggable, UNAVAILABLE } from './platform/errors';
import { boundedMultipart, FORM_TOO_BIG } from './platform/multipart';
import type { OutboxWorker } from './platform/outbox';
import { inProcessFetch, type PageRenderer, withPage } from './platform/pages';
import { NEVER_SHED, type PressureLimits, RETRY_AFTER, shedLoad } from './platform/pressure';
import { sharedOrLocalStore } from './platform/rate-limit';
import { sendText } from './platform/reply';
import { refuseCrossSite } from './platform/same-site';
import type { SecretBox } from './platform/secrets';
import type { Storage } from './platform/storage';

export interface AppDeps {
  db: Db;
  storage: Storage;
  outbox: OutboxWorker;
  publicUrl: string;
  version: string;
  secrets: SecretBox;
  clock?: Clock;
  /** the built web app (apps/web/dist); omitted in API tests */
  webRoot?: string;
  /** the web app's server renderer of public pages (apps/web/dist-ssr); without it pages are built in the browser */
  pageRenderer?: PageRenderer;
  /** reverse proxies in front whose X-Forwarded-For is believed (rate limits count per client address) */
  trustProxy?: number;
  /** shared rate-limit store for several processes */
  redis?: Redis;
  /** keep visitors' public answers in memory until the next write (platform/answer-cache.ts); main.ts turns it on */
  answerCache?: boolean;
  /** calls are shed (503) while the event loop lags past this (platform/pressure.ts); omitted: never (tests) */
  pressure?: PressureLimits;
  /** ms a client may take to send a whole request (default 30 s): a body trickled byte by byte is cut */
  requestTimeout?: number;
  logger?: FastifyServerOptions['logger'];
  /** one line per request at debug instead of two at info (a terminal in development: readable, not flooded) */
  requestLinesAtDebug?: boolean;
}

/**
 * Helmet's security headers with the site's policy, worked out once. @fastify/helmet builds helmet's middleware again
 * for every request (its options parsed, the policy written out): 11 % of the CPU of a kept public answer (issue 14).
 * None of them depends on the request.
 */
const SECURITY_HEADERS = headersOf(
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
const API_SECURITY_HEADERS = {
  'content-security-policy': "frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': SECURITY_HEADERS['strict-transport-security'],
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};
const securityHeadersFor = (url: string) =>
  url.startsWith('/api/') || url.startsWith('/adn_api/') ? API_SECURITY_HEADERS : SECURITY_HEADERS;

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

/**
 * Fastify's request lines, one per request: the request and its answer together, when the answer has gone. Two lines
 * ('incoming request', then 'request completed') were half the server's CPU for a kept answer (decision 0030).
 */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}
  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

const GENERIC_ERROR = 'Hata oluştu. İşlem yapılamadı.';
const UPLOAD_KEY = /^[\w-]+(?:\/[\w-]+)*(?:\.[\w-]+)+$/;
const BAD_REQUEST = 'Geçersiz istek.';

export async function buildApp(deps: AppDeps) {
  const { db } = deps;
  const requestTimeout = deps.requestTimeout ?? 30_000;
  const app = Fastify({
    logger: deps.logger ?? false,
    logController: deps.requestLinesAtDebug
      ? new LogController({ disableRequestLogging: true })
      : new OneLinePerRequest(),
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
  }).withTypeProvider<ZodTypeProvider>();
  if (deps.requestLinesAtDebug)
    app.addHook('onResponse', async (req, reply) => {
      req.log.debug(`${req.method} ${req.url} → ${reply.statusCode} (${reply.elapsedTime.toFixed(0)} ms)`);
    });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Legacy clients send JSON, urlencoded and multipart bodies alike; an empty JSON body counts as {}.
  const parseJson = app.getDefaultJsonParser('error', 'error'); // keeps the __proto__ / constructor guards
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (!body) return done(null, {});
    parseJson(req, body as string, (err, value) =>
      err ? done(new AppError(BAD_REQUEST), undefined) : done(null, value),
    );
  });
  await app.register(formbody);
  await boundedMultipart(app); // small fields, few parts, no file except on upload calls, a total per call
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(securityHeadersFor(req.url));
    done();
  });
  await shedLoad(app, deps.pressure); // after the security headers, which a shed call's answer carries too
  await app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD });
  await app.register(rateLimit, {
    global: false,
    // one count for every process through Redis; per process while Redis is away (never every login refused)
    ...(deps.redis && { store: sharedOrLocalStore(deps.redis, 'tedarik-rl-') }),
    errorResponseBuilder: (_req, context) => ({ statusCode: 429, message: RATE_LIMITED, ttl: context.ttl }),
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tedarik API',
        version: deps.version,
        description:
          'Herkese açık çağrılar `/api`, üye çağrıları `/api` (Basic: e-posta ve oturum anahtarı), yönetim çağrıları ' +
          '`/adn_api` (Basic: kullanıcı adı ve oturum anahtarı). Alan adları sözleşmedeki Türkçe adlardır.',
      },
      components: { securitySchemes: { basic: { type: 'http', scheme: 'basic' } } },
    },
    transform: jsonSchemaTransform,
  });

  app.setErrorHandler((err, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      // every message of the form at once, in the order of its fields (spec §5)
      const part = err.validationContext === 'querystring' ? 'querystring' : err.validationContext;
      const schema = (request.routeOptions.schema as Record<string, unknown> | undefined)?.[part ?? 'body'];
      const issues = err.validation.map((v) => ({
        path: v.instancePath.split('/').slice(1),
        message: v.message ?? '',
      }));
      return sendText(reply, joinedMessages(schema, issues), 400);
    }
    if (err instanceof AppError) return sendText(reply, err.message, err.status);
    const status = (err as { statusCode?: number }).statusCode ?? 500;
    if (status === 429) return sendText(reply, RATE_LIMITED, 429);
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      return sendText(reply, FORM_TOO_BIG, 413);
    // every upload is an image: a file over the cap gets the image rule's text
    if (code === 'FST_REQ_FILE_TOO_LARGE') return sendText(reply, IMAGE_MSG.tooLarge, 413);
    if (status === 413) return sendText(reply, 'Dosya çok büyük.', 413);
    if (status >= 400 && status < 500) return sendText(reply, BAD_REQUEST, status);
    // a multipart body without a boundary or cut short: the parser throws without a status
    if (/^(Multipart|Unexpected end of (form|multipart))/i.test(String((err as Error).message)))
      return sendText(reply, BAD_REQUEST, 400);
    // the database is away: a temporary answer the client may retry, never a 500 (the next call works once it is back)
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err: loggable(err) }, 'database unavailable');
      return sendText(reply.header('retry-after', '5'), UNAVAILABLE, 503);
    }
    request.log.error({ err: loggable(err) }, 'unhandled error');
    return sendText(reply, GENERIC_ERROR, 500);
  });

  const ctx: AppContext = {
    db,
    storage: deps.storage,
    outbox: deps.outbox,
    publicUrl: deps.publicUrl,
    clock: deps.clock ?? systemClock,
    version: deps.version,
    secrets: deps.secrets,
  };
  // every route as registered, with its scope's audience (the authorisation test walks this list)
  const registered: { method: string; url: string; audience?: string }[] = [];
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) registered.push({ method, url: r.url, audience: r.config?.audience });
  });
  app.decorate('registeredRoutes', registered);
  app.decorate('answers', deps.answerCache ? answerCache<Buffer>() : null);
  app.decorate('memberAnswers', deps.answerCache ? memberAnswers(deps.clock) : null);
  // Sessions are kept until a write that does not say whom it touches (a logout, a password change, a member stopped
  // are such writes: platform/route.ts `touches`) or 30 s, so a session past its expiry works at most 30 s longer. A
  // member's or the back-office's call then costs no session query (issue 14).
  const keptSessions = deps.answerCache
    ? answerCache<number | undefined>(30_000, deps.clock, undefined, untouchedGeneration)
    : null;
  const keep =
    (kind: string, resolve: Resolve): Resolve =>
    (credentials) =>
      kept(keptSessions, `${kind} ${credentials.login} ${credentials.token}`, () => resolve(credentials));
  const member = keep('member', (c) => resolveMember(db, c));
  const admin = keep('admin', (c) => resolveAdmin(db, c));
  app.decorateRequest('memberId', 0);
  app.decorateRequest('adminId', 0);
  app.decorateRequest('sessionToken', '');
  app.decorateRequest('viewerId', undefined);

  const OPERATIONS = { schema: { tags: ['İşletim'] } };
  // the liveness probe answers while the process is overloaded; the readiness probe says so (platform/pressure.ts)
  app.get('/healthz', { ...OPERATIONS, config: { ...NEVER_SHED } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { ...OPERATIONS, config: { ...NEVER_SHED } }, async (_req, reply) => {
    if (app.isUnderPressure())
      return reply.code(503).header('retry-after', String(RETRY_AFTER)).send({ status: 'under pressure' });
    try {
      await db.execute(sql`select 1`);
      return { status: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  // Three encapsulated scopes (DESIGN §2b). Every route registers from its contract definition through
  // platform/route.ts, which refuses a definition whose auth does not match the scope it is registered in.
  await app.register(async (scope) => {
    scope.decorate('audience', 'public');
    scope.decorate('resolveViewer', optionalViewer(member));
    scope.addHook('onRequest', refuseCrossSite(deps.publicUrl));
    for (const routes of [
      settingsPublicRoutes,
      catalogPublicRoutes,
      contentPublicRoutes,
      requestsPublicRoutes,
      productsPublicRoutes,
      membersPublicRoutes,
      inboxPublicRoutes,
      seoRoutes,
      accountsPublicRoutes,
      accountsAdminEntryRoutes, // the back-office calls that need no session: login, forgot and reset password
    ])
      await scope.register(routes, ctx);
  });
  await app.register(async (scope) => {
    scope.decorate('audience', 'member');
    scope.addHook('onRequest', guard(member, 'memberId'));
    for (const routes of [
      accountsMemberRoutes,
      requestsMemberRoutes,
      offersMemberRoutes,
      notificationsMemberRoutes,
      packagesMemberRoutes,
      productsMemberRoutes,
      supportMemberRoutes,
    ])
      await scope.register(routes, ctx);
  });
  await app.register(async (scope) => {
    scope.decorate('audience', 'admin');
    scope.addHook('onRequest', guard(admin, 'adminId'));
    for (const routes of [
      accountsAdminRoutes,
      inboxAdminRoutes,
      contentAdminRoutes,
      requestsAdminRoutes,
      offersAdminRoutes,
      packagesAdminRoutes,
      productsAdminRoutes,
      membersAdminRoutes,
      supportAdminRoutes,
      catalogAdminRoutes,
      settingsAdminRoutes,
    ])
      await scope.register(routes, ctx);
  });

  // The API reference (Swagger UI, served from its package: no third-party script) at /docs, the OpenAPI document at
  // /docs/json; its scripts and styles are files of our own origin, so the site's Content Security Policy holds.
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { docExpansion: 'none', deepLinking: true, tagsSorter: 'alpha', operationsSorter: 'alpha' },
  });

  // Uploaded files live under generated names, so they never change: cache them for a year.
  app.get('/uploads/*', { schema: { tags: ['Herkese açık · Yüklenen dosyalar'] } }, async (req, reply) => {
    const key = (req.params as { '*': string })['*'];
    // generated keys only ('logos/3f2a.webp', 'logos/3f2a.thumb.webp'): no leading slash, no '..', no empty part
    if (!UPLOAD_KEY.test(key)) return sendText(reply, 'Dosya bulunamadı.', 404);
    // in a bucket: the browser reads it there (its name never changes, so the redirect is permanent and kept)
    const elsewhere = deps.storage.publicUrl?.(key);
    if (elsewhere) return reply.header('cache-control', 'public, max-age=31536000, immutable').redirect(elsewhere, 301);
    const body = await deps.storage.get(key);
    if (!body) return sendText(reply, 'Dosya bulunamadı.', 404);
    const type = key.endsWith('.webp') ? 'image/webp' : key.endsWith('.png') ? 'image/png' : 'application/octet-stream';
    return reply.type(type).header('cache-control', 'public, max-age=31536000, immutable').send(body);
  });

  const webRoot = deps.webRoot;
  const indexHtml = webRoot && path.join(webRoot, 'index.html');
  if (webRoot && indexHtml && existsSync(indexHtml)) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // the build's .br and .gz copies of each file go out as they are to a browser that takes them (apps/web/build/
      // precompress.ts); they are no files of their own
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  // Every other GET is a route of the web app, served with its own title and description (for crawlers) and, for a
  // public page, rendered with its content (platform/pages.ts); unknown API paths stay 404. A rendered page is kept
  // like a public answer: until the next write, or 30 s.
  const shell = indexHtml && existsSync(indexHtml) ? readFileSync(indexHtml, 'utf8') : undefined;
  const renderPage = shell && deps.pageRenderer?.(inProcessFetch(app));
  type Page = { status: number; html: Buffer };
  const keptPages = renderPage && deps.answerCache ? answerCache<Page>(30_000, deps.clock, { entries: 1_000 }) : null;
  type PageAnswer = { redirect: string } | Page;
  const answerPage = async (pathAndQuery: string, log: FastifyBaseLogger): Promise<PageAnswer> => {
    const generation = keptPages?.generation() ?? 0;
    const url = new URL(pathAndQuery, 'http://x');
    const meta = await pageMeta(db, url.pathname);
    if (meta.redirect) return { redirect: meta.redirect + url.search };
    const html = withMeta(shell ?? '', meta);
    if (meta.missing || !renderPage) return { status: meta.missing ? 404 : 200, html: Buffer.from(html) };
    const rendered = await renderPage(`http://x${pathAndQuery}`).catch((err: unknown) => {
      log.error({ err }, 'page render failed: the browser builds it');
      return null;
    });
    if (!rendered) return { status: 200, html: Buffer.from(html) };
    const page = { status: rendered.status, html: Buffer.from(withPage(html, rendered)) };
    if (page.html.length <= 2 ** 20) keptPages?.set(pathAndQuery, page, generation); // a larger one is not kept
    return page;
  };
  // Visitors asking for the same page while it is being made wait for that one answer: after a write, a burst of
  // visitors to the home page costs one render, not one each.
  const inFlight = new Map<string, Promise<PageAnswer>>();

  // A page goes out compressed once per kept page (platform/encoded.ts): it is 20–250 KB of HTML. The files of the web
  // app and every other route have their own, more specific paths.
  app.get('/*', { schema: { hide: true }, compress: false }, async (req, reply) => {
    const apiPath = /^\/(api|adn_api|uploads|assets)(\/|$)/.test(req.url); // a missing chunk is no page
    if (apiPath || !shell) return sendText(reply, 'Bulunamadı.', 404);
    const page = ({ status, html }: Page) =>
      sendEncoded(req, reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8'), html);
    const keptPage = keptPages?.get(req.url);
    if (keptPage) return page(keptPage);

    let answer = inFlight.get(req.url);
    if (!answer) {
      answer = answerPage(req.url, req.log).finally(() => inFlight.delete(req.url));
      inFlight.set(req.url, answer);
    }
    const made = await answer;
    return 'redirect' in made ? reply.redirect(made.redirect, 301) : page(made);
  });

  app.setNotFoundHandler((_req, reply) => sendText(reply, 'Bulunamadı.', 404));

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
