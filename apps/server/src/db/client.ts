// One schema and one query code for both drivers (DESIGN §7): PGlite embedded by default, `pg` with DATABASE_URL.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgColumn, PgDatabase, PgQueryResultHKT, PgTable } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as accounts from './schema/accounts';
import * as attachments from './schema/attachments';
import * as catalog from './schema/catalog';
import * as content from './schema/content';
import * as conversations from './schema/conversations';
import * as events from './schema/events';
import * as inbox from './schema/inbox';
import * as members from './schema/members';
import * as notifications from './schema/notifications';
import * as offers from './schema/offers';
import * as outbox from './schema/outbox';
import * as packages from './schema/packages';
import * as places from './schema/places';
import * as privateFiles from './schema/private-files';
import * as products from './schema/products';
import * as push from './schema/push';
import * as requests from './schema/requests';
import * as settings from './schema/settings';
import * as support from './schema/support';
import * as verification from './schema/verification';

const schema = {
  ...places,
  ...catalog,
  ...members,
  ...accounts,
  ...packages,
  ...products,
  ...requests,
  ...offers,
  ...support,
  ...notifications,
  ...content,
  ...settings,
  ...inbox,
  ...outbox,
  ...attachments,
  ...privateFiles,
  ...conversations,
  ...events,
  ...push,
  ...verification,
};

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'pg';
  migrate(): Promise<void>;
  /** runs `fn` while holding a database-wide lock (several processes starting on one PostgreSQL migrate one by one) */
  exclusively<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const STARTUP_LOCK = 7_343_201; // any constant: pg_advisory_lock key of migrations and seeding

const TIME_ZONE = 'Europe/Istanbul';
/** The server's migrations (apps/server/drizzle), found upwards from here: from src/db/ or the bundle in dist/. */
function migrationsDir(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) return path.join(dir, 'drizzle');
    if (path.dirname(dir) === dir) throw new Error(`no drizzle/ migrations above ${from}`);
  }
}
const migrationsFolder = migrationsDir(import.meta.dirname);

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite data directory; omitted = in memory */
  dataDir?: string;
  /** PGlite: start from a dumped data directory (tests) */
  loadDataDir?: Blob | File;
  /** called with every statement (tests count queries per call) */
  onQuery?: (query: string) => void;
  /** PostgreSQL: a pooled connection failed */
  onConnectionError?: (err: Error) => void;
}

const queryLogger = ({ onQuery }: OpenOptions) => (onQuery ? { logQuery: (query: string) => onQuery(query) } : false);

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    // business dates (a request's 'open until', a package's end) are Turkish calendar days
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      options: `-c timezone=${TIME_ZONE}`,
      // a database that does not answer fails a call within seconds (503 with Retry-After) rather than hanging it
      connectionTimeoutMillis: 5_000,
    });
    // A connection lost (server restart, failover) must not crash the process. The pool listens on idle clients and
    // replaces them; a checked-out client between two statements of a transaction has no listener of the pool's, so
    // every client gets one of its own (its next statement fails with the error: 503, and the pool drops it).
    pool.on('error', (err) => opts.onConnectionError?.(err));
    pool.on('connect', (client) => client.on('error', (err) => opts.onConnectionError?.(err)));
    const db = drizzlePg(pool, { schema, logger: queryLogger(opts) }) as unknown as Db;
    return {
      db,
      kind: 'pg',
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
      async exclusively(fn) {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
          client.release();
        }
      },
      async close() {
        // A request whose client went away is not waited for by the HTTP server's close, yet its handler may still
        // be between two statements: the pool ends once it has been quiet for a moment (at most 5 s), so that work
        // finishes instead of failing on an ended pool.
        for (let quiet = 0, end = Date.now() + 5_000; quiet < 3 && Date.now() < end; ) {
          await new Promise((r) => setTimeout(r, 20));
          quiet = pool.idleCount === pool.totalCount && pool.waitingCount === 0 ? quiet + 1 : 0;
        }
        await pool.end();
      },
    };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: opts.dataDir,
    loadDataDir: opts.loadDataDir,
    extensions: { pg_trgm },
  });
  await client.exec(`set time zone '${TIME_ZONE}'`);
  takeTurns(client);
  const db = drizzlePglite(client, { schema, logger: queryLogger(opts) }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    exclusively: (fn) => fn(), // one process per data directory (the lock file)
    close: () => client.close(),
    ...({ client } as object),
  };
}

/**
 * PGlite runs in this thread, and the queries waiting for it each start in a promise callback of the one before: 20
 * waiting searches held the event loop for all their time, so no other request, not even /healthz, was read until the
 * last had run (issue 35). Here the waiting queries run in slices of about SLICE_MS: past that, the next one waits for
 * the event loop's next turn, in which the server reads what has arrived (and sheds it when it lags:
 * platform/pressure.ts). A yield per query would read more often but ran a fifth of the writes a second. A
 * transaction's own statements run as PGlite runs them.
 */
const SLICE_MS = 10;
function takeTurns(client: PGlite) {
  const query = client.query.bind(client);
  let last: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  let sliceStart = 0;
  client.query = ((...args: Parameters<typeof query>) => {
    if (waiting++ === 0) sliceStart = performance.now(); // none before it: the event loop has just had a turn
    const run = last
      .then(async () => {
        if (performance.now() - sliceStart > SLICE_MS) {
          await new Promise(setImmediate);
          sliceStart = performance.now();
        }
        return query(...args);
      })
      .finally(() => waiting--);
    last = run.catch(() => {});
    return run;
  }) as typeof client.query;
}

/** PGlite only: the raw client, for dumping a migrated snapshot in tests. */
export function pgliteClient(database: Database): PGlite | undefined {
  return (database as Database & { client?: PGlite }).client;
}

/** A unique index refused the write (a parallel one took its place: an e-mail, an offer, an image's slot). */
export const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: unknown };
  return e?.code === '23505' || (e?.cause !== undefined && isUniqueViolation(e.cause));
};

/** Rows of a raw SQL query (both drivers answer with `.rows`). */
export async function rawRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * A prepared statement per database handle, built on first use. On PostgreSQL a named statement is planned once
 * per connection instead of on every call (the public lists join six tables: planning cost more than running).
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const cache = new WeakMap<Db, T>();
  return (db) => {
    const statement = cache.get(db) ?? build(db);
    cache.set(db, statement);
    return statement;
  };
}

/** `s` as a literal part of a LIKE pattern (its \\, % and _ escaped). */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Up to this many rows matched, a statement filtering by a text search is given their ids; past it, the match. */
export const FEW_MATCHES = 1_000;
/**
 * The ids of the rows of `table` that a text search (`match`) selects, for a statement that filters another table
 * by them. Given the match itself, PostgreSQL guesses how many rows it selects from a sample of 100 values: a text
 * that happens to be in the sample is taken for 1 % of the table, and it then walks the other table's rows in some
 * order to find the few it has (see searchRequests, productPage). Given the ids, it counts their rows from the column's
 * statistics. Past FEW_MATCHES, the match itself as a subquery: a text that common is found early in any walk.
 * An empty list when nothing matched, so the caller can leave its statement out.
 */
export async function matchedIds(db: Db, table: PgTable & { id: PgColumn }, match: SQL) {
  const ids = await db
    .select({ id: table.id })
    .from(table)
    .where(match)
    .limit(FEW_MATCHES + 1);
  // the subquery inside `sql`: a query builder is a thenable, which an async function would run
  return ids.length > FEW_MATCHES
    ? sql`${db.select({ id: table.id }).from(table).where(match)}`
    : ids.map((r) => r.id as number);
}
