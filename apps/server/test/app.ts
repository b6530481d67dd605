// A real app on a fresh copy of the migrated database (PGlite by default, PostgreSQL with TEST_DATABASE_URL),
// real storage on a temp dir, and the real outbox writing .eml / .txt files to a temp dir.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AdminRole } from '@tedarik/contract/accounts/admin-team';
import { desc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../src/app';
import { type Database, openDatabase } from '../src/db/client';
import { admins } from '../src/db/schema/accounts';
import { outbox } from '../src/db/schema/outbox';
import { ensureAdmin } from '../src/modules/accounts/admin-service';
import { createSession } from '../src/modules/accounts/sessions';
import { mailSite, sendingSettings } from '../src/modules/settings/service';
import { unsubscribeLink } from '../src/platform/consent';
import { createTransports } from '../src/platform/delivery';
import { smsGateway } from '../src/platform/netgsm';
import { startOutboxWorker } from '../src/platform/outbox';
import { secretBox } from '../src/platform/secrets';
import { diskStorage, type Storage } from '../src/platform/storage';

async function freshDatabase(onQuery: (q: string) => void): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('pgTemplate');
  if (url && template) {
    const name = `${template}_${randomUUID().slice(0, 8)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: target.toString(), onQuery });
    return {
      database,
      drop: async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const snapshot = await readFile(inject('pgliteSnapshot'));
  const database = await openDatabase({ loadDataDir: new Blob([snapshot]), onQuery });
  return { database, drop: async () => {} };
}

export async function testApp(
  opts: Pick<
    AppDeps,
    | 'redis'
    | 'webRoot'
    | 'pageRenderer'
    | 'requestTimeout'
    | 'logger'
    | 'requestLinesAtDebug'
    | 'cache'
    | 'clock'
    | 'pressure'
    | 'webhookLoopback'
  > & {
    storage?: Storage;
    /** where the Netgsm adapter sends when the SMS settings are on (default: a closed local port, never the real one) */
    netgsmUrl?: string;
  } = {},
) {
  let queries = 0;
  const { database, drop } = await freshDatabase(() => {
    queries++;
  });
  const { db } = database;
  const dir = await mkdtemp(path.join(tmpdir(), 'tedarik-'));
  const outboxDir = path.join(dir, 'outbox');
  const silent = (await import('pino')).pino({ level: 'silent' });
  const secrets = secretBox('test-secret-key-0123456789');
  const worker = startOutboxWorker(
    db,
    createTransports({
      outboxDir,
      // the admin's settings, read per delivery as in main.ts (they are off in a fresh database: outbox files)
      mailSettings: () => sendingSettings(db, 'mail', secrets),
      site: () => mailSite(db, 'http://localhost:3000'),
      smsProvider: async () =>
        smsGateway(await sendingSettings(db, 'sms', secrets), opts.netgsmUrl ?? 'http://127.0.0.1:9'),
      from: 'Tedarik <no-reply@localhost>',
      log: silent,
      unsubscribeLink: (to) => unsubscribeLink('http://localhost:3000', secrets, to),
    }),
    silent,
    { autoStart: false },
  );
  const app = await buildApp({
    db,
    storage: opts.storage ?? diskStorage(path.join(dir, 'uploads')),
    outbox: worker,
    publicUrl: 'http://localhost:3000',
    version: 'test',
    secrets,
    redis: opts.redis,
    webRoot: opts.webRoot,
    pageRenderer: opts.pageRenderer,
    requestTimeout: opts.requestTimeout,
    logger: opts.logger,
    requestLinesAtDebug: opts.requestLinesAtDebug,
    cache: opts.cache,
    clock: opts.clock,
    pressure: opts.pressure,
    webhookLoopback: opts.webhookLoopback,
  });
  await app.ready();
  let adminAuth: Promise<Headers> | undefined;
  let roleAdmins = 0;
  const inject = (method: Method, url: string, headers: Headers = {}, payload?: object) =>
    app.inject({ method, url, headers, ...(payload && { payload }) });
  return {
    app,
    /**
     * The administrator's credentials for `/adn_api` calls: the first administrator ('admin' / ADMIN_PASSWORD) logs
     * in through the real call, once per app.
     */
    asAdmin(): Promise<Headers> {
      adminAuth ??= (async () => {
        await ensureAdmin(db, { user: 'admin', password: ADMIN_PASSWORD, demo: false });
        const res = await app.inject({
          method: 'POST',
          url: '/adn_api/login',
          payload: { kad: 'admin', sifre: ADMIN_PASSWORD },
        });
        if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.body}`);
        return basic('admin', res.json().token) as Headers;
      })();
      return adminAuth;
    },
    /**
     * Credentials of a new administrator of `role` (decision 0054), with a live session as a login gives: its user
     * name is the role and a number ('moderator-1').
     */
    async asRole(role: AdminRole): Promise<Headers & { adminId: string }> {
      const username = `${role}-${++roleAdmins}`;
      const [a] = await db
        .insert(admins)
        .values({ username, name: `Test ${role}`, passwordHash: 'unused', role })
        .returning({ id: admins.id });
      return { ...basic(username, await createSession(db, { adminId: a.id })), adminId: String(a.id) };
    },
    /** A member's credentials (a live session, as a login gives): `{ ...member, auth }`, `auth` the headers. */
    async asMember<M extends { id: number; email: string }>(m: M): Promise<M & { auth: Headers }> {
      return { ...m, auth: basic(m.email, await createSession(db, { memberId: m.id })) };
    },
    /** `app.inject` in one line: a call with these headers (a member's `auth`, `asAdmin()`) and JSON body */
    call: inject,
    get: (url: string, headers?: Headers) => inject('GET', url, headers),
    post: (url: string, payload: object, headers?: Headers) => inject('POST', url, headers, payload),
    db,
    kind: database.kind,
    outbox: worker,
    outboxDir,
    /** where uploads are stored */
    uploadsDir: path.join(dir, 'uploads'),
    secrets,
    /** how many SQL statements `fn` ran */
    async countQueries(fn: () => Promise<unknown>) {
      const before = queries;
      await fn();
      return queries - before;
    },
    /** the newest queued message to `to` */
    async lastMessage(to: string, channel: 'mail' | 'sms' = 'mail') {
      const [m] = await db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, to))
        .orderBy(desc(outbox.id))
        .then((rows) => rows.filter((r) => r.channel === channel));
      return m;
    },
    /** as if the queued messages were sent `minutes` ago (the per-recipient cooldown counts from them) */
    async ageOutbox(minutes = 2) {
      await db.update(outbox).set({ createdAt: sql`${outbox.createdAt} - make_interval(mins => ${minutes})` });
    },
    async close() {
      await app.close();
      await worker.stop();
      await database.close();
      await drop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof testApp>>;

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** the first administrator's password in tests (`t.asAdmin()`, `fixtures.admin`) */
export const ADMIN_PASSWORD = 'Admin12345';

export const basic = (login: string, token: string) => ({
  authorization: `Basic ${Buffer.from(`${login}:${token}`).toString('base64')}`,
});
