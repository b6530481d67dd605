// buildApp(deps) → the one Fastify instance, wired in order: how requests are read and answered (platform/), the
// three guarded scopes of the areas' routes (DESIGN §2b), then uploads and the web app. Tests build it directly.

import type { Server } from 'node:http';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { RATE_LIMITED } from '@tedarik/contract/constants';
import Fastify, {
  type FastifyHttpOptions,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { apiDocs, apiDocsUi } from './platform/api-docs';
import { guard, optionalViewer } from './platform/auth';
import { bodies } from './platform/bodies';
import { createCache } from './platform/cache';
import { type AppContext, type Clock, systemClock } from './platform/context';
import { COMPRESS_THRESHOLD } from './platform/encoded';
import { errorHandler } from './platform/error-handler';
import { BAD_REQUEST } from './platform/errors';
import { health } from './platform/health';
import { debugRequestLines, logControllerFor } from './platform/logging';
import type { OutboxWorker } from './platform/outbox';
import type { PageRenderer } from './platform/pages';
import { sharedOrLocalStore } from './platform/rate-limit';
import { sendText } from './platform/reply';
import { refuseCrossSite } from './platform/same-site';
import type { SecretBox } from './platform/secrets';
import { securityHeaders, securityHeadersFor } from './platform/security-headers';
import { cachedSessions } from './platform/sessions';
import type { Storage } from './platform/storage';
import { uploadedFiles } from './platform/uploaded-files';
import { webApp } from './platform/web-app';

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
  /** cache answers and values in memory (platform/cache.ts); main.ts turns it on, most tests leave it off */
  cache?: boolean;
  /** ms a client may take to send a whole request (default 30 s): a body trickled byte by byte is cut */
  requestTimeout?: number;
  logger?: FastifyServerOptions['logger'];
  /** one line per request at debug instead of two at info (a terminal in development: readable, not flooded) */
  requestLinesAtDebug?: boolean;
}

/** The areas' routes by scope: each scope is guarded as a whole (platform/route-schema.ts checks each call's auth). */
const SCOPES: Record<'public' | 'member' | 'admin', FastifyPluginAsync<AppContext>[]> = {
  public: [
    ...[settingsPublicRoutes, catalogPublicRoutes, contentPublicRoutes, requestsPublicRoutes, productsPublicRoutes],
    ...[membersPublicRoutes, inboxPublicRoutes, seoRoutes, accountsPublicRoutes],
    accountsAdminEntryRoutes, // the back-office calls that need no session: login, forgot and reset password
  ],
  member: [
    ...[accountsMemberRoutes, requestsMemberRoutes, offersMemberRoutes, notificationsMemberRoutes],
    ...[packagesMemberRoutes, productsMemberRoutes, supportMemberRoutes],
  ],
  admin: [
    ...[accountsAdminRoutes, inboxAdminRoutes, contentAdminRoutes, requestsAdminRoutes, offersAdminRoutes],
    ...[packagesAdminRoutes, productsAdminRoutes, membersAdminRoutes, supportAdminRoutes, catalogAdminRoutes],
    settingsAdminRoutes,
  ],
};

function serverOptions(deps: AppDeps): FastifyHttpOptions<Server> {
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

/** The three scopes: public (a member's credentials read where a call may use them), member and admin (guarded). */
async function scopes(app: FastifyInstance, ctx: AppContext, publicUrl: string) {
  const member = cachedSessions(ctx.cache, 'member', (c) => resolveMember(ctx.db, c));
  const admin = cachedSessions(ctx.cache, 'admin', (c) => resolveAdmin(ctx.db, c));
  const scope = (audience: keyof typeof SCOPES, setUp: (s: FastifyInstance) => void) =>
    app.register(async (s) => {
      s.decorate('audience', audience);
      setUp(s);
      for (const routes of SCOPES[audience]) await s.register(routes, ctx);
    });
  await scope('public', (s) => {
    s.decorate('resolveViewer', optionalViewer(member));
    s.addHook('onRequest', refuseCrossSite(publicUrl));
  });
  await scope('member', (s) => s.addHook('onRequest', guard(member, 'memberId')));
  await scope('admin', (s) => s.addHook('onRequest', guard(admin, 'adminId')));
}

export async function buildApp(deps: AppDeps) {
  const clock = deps.clock ?? systemClock;
  const cache = createCache(clock, { enabled: deps.cache ?? false });
  const { db, storage, outbox, publicUrl, version, secrets } = deps;
  const ctx: AppContext = { db, storage, outbox, publicUrl, clock, version, secrets, cache };
  const app = Fastify(serverOptions(deps)).withTypeProvider<ZodTypeProvider>();
  if (deps.requestLinesAtDebug) debugRequestLines(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('cache', cache);
  app.decorateRequest('memberId', 0);
  app.decorateRequest('adminId', 0);
  app.decorateRequest('sessionToken', '');
  app.decorateRequest('viewerId', undefined);
  app.decorateRequest('changes', null);
  app.decorateRequest('changed', function (this: { changes: string[] | null }, ...tags: string[]) {
    this.changes = [...(this.changes ?? []), ...tags];
  });
  // every route as registered, with its scope's audience (the authorisation test walks this list)
  const registered: { method: string; url: string; audience?: string }[] = [];
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) registered.push({ method, url: r.url, audience: r.config?.audience });
  });
  app.decorate('registeredRoutes', registered);

  await app.register(bodies);
  await app.register(securityHeaders);
  await app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD });
  await app.register(rateLimit, {
    global: false,
    // one count for every process through Redis; per process while Redis is away (never every login refused)
    ...(deps.redis && { store: sharedOrLocalStore(deps.redis, 'tedarik-rl-') }),
    errorResponseBuilder: (_req, context) => ({ statusCode: 429, message: RATE_LIMITED, ttl: context.ttl }),
  });
  await apiDocs(app, version);
  await app.register(errorHandler);
  health(app, db);
  await scopes(app, ctx, publicUrl);
  await apiDocsUi(app);
  uploadedFiles(app, storage);
  await webApp(app, { db, webRoot: deps.webRoot, pageRenderer: deps.pageRenderer, metaOf: pageMeta, withMeta });
  app.setNotFoundHandler((_req, reply) => sendText(reply, 'Bulunamadı.', 404));
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
