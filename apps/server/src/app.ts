// buildApp(deps) → the one Fastify instance, wired in order: how requests are read and answered (platform/), the
// three guarded scopes of the areas' routes (DESIGN §2b), then uploads and the web app. Tests build it directly.

import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { RATE_LIMITED } from '@tedarik/contract/constants';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Db } from './db/client';
import { spreadsheetTask } from './modules/exports/service';
import { memberErasureTask } from './modules/privacy/erasure';
import { dataExportTask } from './modules/privacy/service';
import { type PushSender, pushSender, webPushTask } from './modules/push/sender';
import { pageMeta, withMeta } from './modules/seo/page-meta';
import { webhookDeliveryTask } from './modules/webhooks/delivery';
import { bellStep as webhookBellStep } from './modules/webhooks/service';
import { personalData } from './personal-data';
import { apiDocs, apiDocsUi } from './platform/api-docs';
import { bodies } from './platform/bodies';
import { createCache } from './platform/cache';
import { type AppContext, type Clock, systemClock } from './platform/context';
import { COMPRESS_THRESHOLD } from './platform/encoded';
import { errorHandler } from './platform/error-handler';
import { createEventHub } from './platform/events';
import { health } from './platform/health';
import { debugRequestLines } from './platform/logging';
import { followBells } from './platform/notices';
import type { OutboxWorker } from './platform/outbox';
import type { PageRenderer } from './platform/pages';
import { type PressureLimits, shedLoad } from './platform/pressure';
import { sharedOrLocalStore } from './platform/rate-limit';
import { sendRefusal } from './platform/reply';
import type { SecretBox } from './platform/secrets';
import { securityHeaders } from './platform/security-headers';
import { type ServerDeps, serverOptions } from './platform/server-options';
import type { Storage } from './platform/storage';
import { startTaskWorker, type TaskWorker } from './platform/tasks';
import { uploadedFiles } from './platform/uploaded-files';
import { newVapidKeys, type VapidKeys, vapidSubject } from './platform/vapid';
import { webApp } from './platform/web-app';
import { registerScopes } from './scopes';

export interface AppDeps extends ServerDeps {
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
  /** shared rate-limit store for several processes */
  redis?: Redis;
  /** cache answers and values in memory (platform/cache.ts); main.ts turns it on, most tests leave it off */
  cache?: boolean;
  /** calls are shed (503) while the event loop lags past this (platform/pressure.ts); omitted: never (tests) */
  pressure?: PressureLimits;
  /** signs web push (platform/vapid.ts), the same in every process; omitted: a pair made for this process */
  vapid?: VapidKeys;
  /** run the durable tasks (platform/tasks.ts) every few seconds and when asked; omitted: only on `app.tasks.flush()` */
  runTasks?: boolean;
  /** webhooks may post to the loopback range and over http:// (config WEBHOOKS_ALLOW_LOOPBACK; tests) */
  webhookLoopback?: boolean;
}

export async function buildApp(deps: AppDeps) {
  const clock = deps.clock ?? systemClock;
  const cache = createCache(clock, { enabled: deps.cache ?? false });
  const { db, storage, outbox, publicUrl, version, secrets } = deps;
  const events = createEventHub(clock);
  const vapid = deps.vapid ?? newVapidKeys(vapidSubject(publicUrl));
  const ctx: AppContext = {
    db,
    storage,
    outbox,
    publicUrl,
    clock,
    version,
    secrets,
    cache,
    events,
    vapid,
    personalData,
    webhookLoopback: deps.webhookLoopback ?? false,
  };
  const app = Fastify(serverOptions(deps)).withTypeProvider<ZodTypeProvider>();
  // the durable tasks' kinds, each its area's (decision 0052)
  const pushTask = webPushTask({ db, vapid, clock, log: app.log });
  const exportTask = spreadsheetTask({ ...ctx, log: app.log });
  const dataTask = dataExportTask({ ...ctx, log: app.log });
  const hookTask = webhookDeliveryTask(ctx);
  const erasureTask = memberErasureTask(ctx);
  const tasks = startTaskWorker({ db, clock }, [pushTask, exportTask, dataTask, hookTask, erasureTask], app.log, {
    autoStart: deps.runTasks ?? false,
  });
  // a bell written is a webhook's event when the member asked for it (decision 0068): in the notice's own statement
  followBells('webhooks', webhookBellStep);
  // members with no page open hear of a new message, offer or matching request by web push (modules/push)
  const push = pushSender(db, tasks, pushTask, app.log);
  events.whenAway(push.alert);
  if (deps.requestLinesAtDebug) debugRequestLines(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('cache', cache);
  app.decorate('events', events);
  app.decorate('push', push);
  app.decorate('tasks', tasks);
  app.decorate('context', ctx);
  app.addHook('preClose', async () => events.close()); // before the server waits for its connections to end
  // tasks on their way get a few seconds to finish before the database closes (a push gives up after 10 s); what
  // does not finish runs again in a process later (its lease ends)
  app.addHook('onClose', () => Promise.race([tasks.stop(), new Promise((r) => setTimeout(r, 5000).unref())]));
  app.addHook('onClose', () => exportTask.close());
  app.decorateRequest('memberId', 0);
  app.decorateRequest('adminId', 0);
  app.decorateRequest('adminRole', 'manager');
  app.decorateRequest('audit', undefined);
  app.decorateRequest('sessionToken', '');
  app.decorateRequest('apiKeyId', 0);
  app.decorateRequest('keyScopes', null);
  app.decorateRequest('viewerId', undefined);
  app.decorateRequest('changes', null);
  app.decorateRequest('changed', function (this: { changes: string[] | null }, ...tags: string[]) {
    this.changes = [...(this.changes ?? []), ...tags];
  });
  // every route as registered, with its scope's audience (the authorisation test walks this list)
  const registered: FastifyInstance['registeredRoutes'] = [];
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat())
      registered.push({
        method,
        url: r.url,
        audience: r.config?.audience,
        roles: r.config?.roles,
        writes: r.config?.writes,
      });
  });
  app.decorate('registeredRoutes', registered);

  await app.register(bodies);
  await app.register(securityHeaders);
  await shedLoad(app, deps.pressure); // after the security headers, which a shed call's answer carries too
  await app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD });
  await app.register(rateLimit, {
    global: false,
    // one count for every process through Redis; per process while Redis is away (never every login refused)
    ...(deps.redis && { store: sharedOrLocalStore(deps.redis, 'tedarik-rl-') }),
    errorResponseBuilder: (_req, context) => ({ statusCode: 429, message: RATE_LIMITED, ttl: context.ttl }),
  });
  await apiDocs(app, version, publicUrl);
  await app.register(errorHandler);
  health(app, db);
  await registerScopes(app, ctx, publicUrl);
  await apiDocsUi(app);
  uploadedFiles(app, storage);
  await webApp(app, {
    db,
    webRoot: deps.webRoot,
    pageRenderer: deps.pageRenderer,
    metaOf: (db, path, search) => pageMeta(db, path, { publicUrl: deps.publicUrl, search, ctx }),
    withMeta,
  });
  app.setNotFoundHandler((_req, reply) => sendRefusal(reply, 'Bulunamadı.', 404));
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** the web pushes being asked for (modules/push/sender.ts): tests wait for them with idle() */
    push: PushSender;
    /** the durable tasks' worker of this process (platform/tasks.ts) */
    tasks: TaskWorker;
    /** what every area's plugin gets (platform/context.ts): serve.ts hands it to the jobs */
    context: AppContext;
  }
}
