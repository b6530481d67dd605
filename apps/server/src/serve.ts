// One server process: opens the database, migrates and seeds an empty database (once, whatever the processes),
// starts the outbox and the schedules, listens; shuts down gracefully on SIGTERM / SIGINT.
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { members } from './db/schema/members';
import { seedBase } from './demo/base';
import { seedDemo } from './demo/index';
import { ensureAdmin } from './modules/accounts/admin-service';
import { unreadDigestJob } from './modules/conversations/service';
import { creditGrantsJob, creditRefundsJob } from './modules/credits/service';
import { sealedOpeningJob } from './modules/offers/service';
import { packageExpiryJob } from './modules/packages/service';
import { ratesJob } from './modules/rates/service';
import { reputationJob } from './modules/reputation/service';
import { matchDigestJob } from './modules/requests/service';
import { mailSite, sendingSettings } from './modules/settings/service';
import { documentRemindersJob } from './modules/verification/service';
import { unsubscribeLink } from './platform/consent';
import { shiftedClock } from './platform/context';
import { lockDataDir } from './platform/data-lock';
import { createTransports } from './platform/delivery';
import { oldEventsJob } from './platform/events';
import { startJobs } from './platform/jobs';
import { smsGateway } from './platform/netgsm';
import { startOutboxWorker } from './platform/outbox';
import type { PageRenderer, RenderPage } from './platform/pages';
import { retentionJob } from './platform/personal-data';
import { removedFilesJob } from './platform/private-files/private-files';
import { loadSecretKey, secretBox } from './platform/secrets';
import { diskStorage, s3Storage } from './platform/storage';
import { oldTasksJob } from './platform/tasks';
import { loadVapidKeys, vapidSubject } from './platform/vapid';

/** The repository (where apps/web is), found upwards from here: from apps/server/src/ or the bundle in dist/. */
let root = import.meta.dirname;
while (!existsSync(path.join(root, 'apps', 'web')) && path.dirname(root) !== root) root = path.dirname(root);
const webRoot = path.join(root, 'apps/web/dist');
/** The web app's server renderer of public pages, built with it (apps/web: `npm run build`). */
const rendererEntry = path.join(root, 'apps/web/dist-ssr/entry-server.js');

/** Loaded at the first page it renders (~75 ms), not before the server is ready. */
const pageRenderer: PageRenderer | undefined = existsSync(rendererEntry)
  ? (fetcher) => {
      let render: Promise<RenderPage> | undefined;
      return async (url) => {
        render ??= import(pathToFileURL(rendererEntry).href).then((module: { createRenderer: PageRenderer }) =>
          module.createRenderer(fetcher),
        );
        return (await render)(url);
      };
    }
  : undefined;

export async function serve(config: Config) {
  let releaseLock = () => {};
  try {
    // the embedded database has one process; a server that lost the lock to another stops at once
    if (!config.databaseUrl)
      releaseLock = await lockDataDir(config.dataDir, (err) => {
        console.error(`The lock of ${config.dataDir} was lost (${err.message}); stopping.`);
        process.exit(1);
      });
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  // A terminal gets readable lines (and request lines only at debug); anything else, JSON lines for a log collector.
  const terminal = Boolean(process.stdout.isTTY);
  const logger = {
    level: config.logLevel,
    ...(terminal && {
      transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId' } },
    }),
  };

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'db'),
    onConnectionError: (err) => console.error('database connection lost:', err.message),
  });
  const { db } = database;
  const storage = config.s3 ? await s3Storage(config.s3) : diskStorage(path.join(config.dataDir, 'uploads'));
  // Redis (several processes): shared rate limits and cache invalidations. A command while it is away fails at once
  // (no offline queue), so calls fall back to per-process limits and caches; the client reconnects by itself.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;

  // The version changes with every web build, so the back-office can drop stale caches (admin spec §4).
  const indexHtml = path.join(webRoot, 'index.html');
  const version = existsSync(indexHtml)
    ? createHash('sha256').update(readFileSync(indexHtml)).digest('hex').slice(0, 12)
    : (process.env.npm_package_version ?? 'dev');

  // Several processes on one PostgreSQL need the same SECRET_KEY; the generated file suits one machine.
  const secretKey = loadSecretKey(config.dataDir, config.secretKey);
  const secrets = secretBox(secretKey);

  let outbox: ReturnType<typeof startOutboxWorker> | undefined;
  const app = await buildApp({
    db,
    storage,
    outbox: {
      flush: () => outbox?.flush() ?? Promise.resolve(0),
      kick: () => outbox?.kick(),
      deliverNow: (m) => (outbox ? outbox.deliverNow(m) : Promise.reject(new Error('Gönderim henüz hazır değil.'))),
      stop: async () => {},
    },
    publicUrl: config.publicUrl,
    version,
    secrets,
    webRoot,
    pageRenderer,
    redis,
    cache: true,
    vapid: loadVapidKeys(config.dataDir, vapidSubject(config.publicUrl, config.vapid.subject), config.vapid),
    runTasks: true,
    webhookLoopback: config.webhookLoopback,
    ...(config.clockShiftFile && { clock: shiftedClock(config.clockShiftFile) }),
    trustProxy: config.trustProxy,
    pressure: config.pressure,
    logger,
    requestLinesAtDebug: terminal,
  });
  let redisAway = false;
  redis?.on('error', (err) => {
    if (!redisAway)
      app.log.warn(`Redis is away (${err.message}): rate limits and caches are per process until it returns`);
    redisAway = true;
  });
  redis?.on('ready', () => {
    if (redisAway) app.log.info('Redis is back: rate limits and caches are shared again');
    redisAway = false;
  });
  const stopSharingCache = redis ? app.cache.share(redis) : () => {};
  const stopSharingEvents = redis ? app.events.share(redis) : () => {};
  // Migrations and seeding run under a database-wide lock, so processes starting together do them once.
  const { admin, seeded } = await database.exclusively(async () => {
    await database.migrate();
    await seedBase(db);
    // the demo admin password only comes with a database that gets the demo data now, never with real data
    const demo = config.demoData && (await db.$count(members)) === 0;
    const admin = await ensureAdmin(db, { ...config.admin, demo });
    const { seeded } = demo ? await seedDemo(db, { storage, log: (m) => app.log.info(m) }) : { seeded: false };
    return { admin, seeded };
  });
  outbox = startOutboxWorker(
    db,
    createTransports({
      outboxDir: path.join(config.dataDir, 'outbox'),
      smtpUrl: config.smtpUrl,
      mailSettings: () => sendingSettings(db, 'mail', secrets),
      site: () => mailSite(db, config.publicUrl),
      // Netgsm when the admin's SMS settings are on with an account, else .txt files in the outbox folder
      smsProvider: async () => smsGateway(await sendingSettings(db, 'sms', secrets), config.netgsmUrl),
      from: `Tedarik <no-reply@${new URL(config.publicUrl).hostname}>`,
      log: app.log,
      unsubscribeLink: (to) => unsubscribeLink(config.publicUrl, secrets, to),
    }),
    app.log,
  );

  // Jobs by the clock (platform/jobs.ts), each exported by its area: each runs once across the processes, catching up
  // after a restart. Only listed here.
  const ctx = app.context;
  const jobs = startJobs(
    ctx,
    [
      packageExpiryJob(ctx),
      removedFilesJob(ctx),
      sealedOpeningJob(ctx),
      oldEventsJob(ctx),
      oldTasksJob(ctx),
      retentionJob(ctx),
      unreadDigestJob(ctx),
      documentRemindersJob(ctx),
      matchDigestJob(ctx),
      creditGrantsJob(ctx),
      creditRefundsJob(ctx),
      reputationJob({ db, cache: app.cache }),
      ratesJob({ db, cache: app.cache, url: config.tcmbUrl }),
    ],
    app.log,
  );

  // A generated password goes to a file only its owner can read, never to the log (logs are shipped and kept).
  if (admin.created && admin.generated) {
    const file = path.join(config.dataDir, 'admin-password.txt');
    writeFileSync(file, `user: ${admin.user}\npassword: ${admin.password}\n`, { mode: 0o600 });
    chmodSync(file, 0o600); // also when the file was there before
    app.log.warn(`First admin '${admin.user}' created; the password is in ${file} (change it at /adminimt/sifreGunc).`);
  }

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await app.close(); // stops accepting, finishes requests in flight
      await jobs.stop();
      await outbox?.stop();
      stopSharingCache();
      stopSharingEvents();
      await redis?.quit().catch(() => {});
      await database.close();
    } finally {
      releaseLock();
      process.exit(0);
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // PGlite runs no autovacuum: the planner's statistics are refreshed at every start, or the public lists' partial
  // indexes are never chosen. After listening, so that it does not hold the start back (0.4–1 s).
  if (database.kind === 'pglite')
    db.execute(sql`analyze`).catch((err) => app.log.warn(`analyze at start failed: ${err.message}`));
  app.log.info(
    `Tedarik is listening (${database.kind}): site ${config.publicUrl}, back-office ${config.publicUrl}/adminimt, ` +
      `API reference ${config.publicUrl}/docs`,
  );
  // once, on the start that seeded the demo data: who can log in
  if (seeded)
    app.log.info(
      'Demo logins: buyer alici@ornek.com.tr / Demo1234, manufacturer imalatci@ornek.com.tr / Demo1234' +
        (admin.created && !admin.generated && !config.admin.password ? ', back-office admin / Demo1234' : ''),
    );
}
