// Live streams at scale (issue 38), loopback only:
//   node bench/streams.mjs [embedded | postgres://…/db-server] [streams=2000] [fanout=500] [repetitions=30]
// REDIS_URL (default redis://127.0.0.1:6379) must answer: the events enter the server through it.
//
// Starts the compiled server as the other benchmarks do (bench/server.mjs: a child process, embedded PGlite or a fresh
// database on the given PostgreSQL server, no demo data, Redis on), with bench/memory-probe.mjs preloaded so that its
// heap can be read from here. Makes `streams` members with a session each in the database (SQL, as bench/dataset.mjs
// and floor.mjs do; on PGlite between two starts, as the embedded database has one process), then:
// - memory per stream: the server's RSS and heap (after full garbage collections) with no stream open, after a
//   warm-up, and with `streams` streams open, one per member as browsers hold them (a ticket from
//   POST /api/v2/events/ticket with the member's credentials, then GET /api/v2/events?ticket=…);
// - fan-out: one event to 1, `fanout` and `streams` members' streams, `repetitions` times each: the time from the
//   publish until the first and the last stream received it (p50, p99 by nearest rank, max). The event enters the
//   server as one published by another process does (platform/events.ts, the Redis channel `tedarik:events` with
//   another origin): on PostgreSQL the benchmark first inserts its `member_events` rows, exactly as that process's
//   publish() does, and the time includes the insert; on PGlite nothing outside the server can write its database, so
//   the event ids are made up and the insert (one multi-row statement, a few ms) is not counted. Either way the time
//   covers the server's delivery (parse, one write per stream) and this process's reading of every stream on the same
//   machine (2 cores: the client's share is in the number).
// Prints markdown tables on stdout; progress on stderr.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { startServer } from './server.mjs';

const target = process.argv[2] ?? 'embedded';
const streamCount = Number(process.argv[3] ?? 2000);
const fanout = Math.min(Number(process.argv[4] ?? 500), streamCount);
const repetitions = Number(process.argv[5] ?? 30);
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const port = 3973;
const probePort = 3974;
const base = `http://127.0.0.1:${port}`;
const CHANNEL = 'tedarik:events'; // platform/events.ts
const log = (line) => console.error(line);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

// ── the database: a fresh one on the PostgreSQL server, or the embedded one in the server's data directory ────────
let databaseUrl;
let maintenance;
if (target !== 'embedded') {
  maintenance = new pg.Client({ connectionString: `${target}/postgres` });
  await maintenance.connect();
  databaseUrl = `${target}/tedarik_streams_${process.pid}`;
  await maintenance.query(`create database ${new URL(databaseUrl).pathname.slice(1)}`);
}
const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
await redis.ping();

const dataDir = mkdtempSync(path.join(tmpdir(), 'tedarik-streams-'));
const env = {
  ...(databaseUrl && { DATABASE_URL: databaseUrl }),
  REDIS_URL: redisUrl,
  DEMO_DATA: 'off',
  ADMIN_PASSWORD: 'Bench-Streams-2026',
  LOG_LEVEL: 'error',
  MEMORY_PROBE_PORT: String(probePort),
};
const options = {
  dataDir,
  nodeArgs: ['--expose-gc', '--import', pathToFileURL(path.join(import.meta.dirname, 'memory-probe.mjs')).href],
};

/** the benchmark's own connection to the PostgreSQL database (none on PGlite), and its members */
let db;
let members;

/** `count` members, each with a live session: [{ id, email, token }] (query: a pg client's or PGlite's) */
async function makeMembers(query, count) {
  const { rows } = await query(
    `insert into members (email, password_hash, company_name, full_name, slug, activated_at, search)
     select 'akis' || g || '@bench.test', '-', 'Akış Ölçüm ' || g, 'Akış Üye ' || g, 'akis-olcum-' || g, now(),
            'akis olcum ' || g
     from generate_series(1, $1::int) g
     returning id, email`,
    [count],
  );
  const members = rows.map((r) => ({ id: r.id, email: r.email, token: randomBytes(24).toString('hex') }));
  const sha = (t) => createHash('sha256').update(t).digest('hex');
  await query(
    `insert into sessions (token_hash, member_id, expires_at)
     select h, m, now() + interval '1 day' from unnest($1::int[], $2::text[]) as s(m, h)`,
    [members.map((m) => m.id), members.map((m) => sha(m.token))],
  );
  return members;
}

// ── streams as browsers hold them ──────────────────────────────────────────────────────────────────────────────
/** what a fan-out waits for: these event ids, each on one stream */
let expecting;
function received(id) {
  if (!expecting?.ids.has(id)) return;
  const now = performance.now();
  expecting.first ??= now;
  if (++expecting.got === expecting.ids.size) {
    expecting.last = now;
    expecting.done();
  }
}

async function ticketOf(m) {
  const res = await fetch(`${base}/api/v2/events/ticket`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${m.email}:${m.token}`).toString('base64')}` },
  });
  if (!res.ok) throw new Error(`ticket: ${res.status} ${await res.text()}`);
  return (await res.json()).ticket;
}

/** The member's stream on a socket of its own; resolves once the server answered 200. */
async function openStream(m) {
  const ticket = await ticketOf(m);
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}/api/v2/events?ticket=${encodeURIComponent(ticket)}`, { agent: false }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        return reject(new Error(`stream: ${res.statusCode}`));
      }
      res.setEncoding('utf8');
      let text = '';
      res.on('data', (chunk) => {
        text += chunk;
        for (let cut = text.indexOf('\n\n'); cut >= 0; cut = text.indexOf('\n\n')) {
          const id = /^id: (\d+)$/m.exec(text.slice(0, cut))?.[1];
          text = text.slice(cut + 2);
          if (id) received(Number(id));
        }
      });
      res.on('error', () => {});
      resolve({ close: () => req.destroy() });
    });
    req.on('error', reject);
    req.end();
  });
}

/** Opens the members' streams, `parallel` at a time. */
async function openAll(list, parallel = 50) {
  const streams = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < list.length) streams.push(await openStream(list[next++]));
    }),
  );
  return streams;
}

/** The server's memory: of three readings 500 ms apart (each after full GCs), the one with the median RSS (RSS moves
 * as freed pages go back to the system; PGlite's WebAssembly memory is most of it). */
async function memory() {
  const readings = [];
  for (let i = 0; i < 3; i++) {
    if (i) await sleep(500);
    readings.push(await (await fetch(`http://127.0.0.1:${probePort}/`)).json());
  }
  return readings.sort((x, y) => x.rss - y.rss)[1];
}

// ── one event to many streams ──────────────────────────────────────────────────────────────────────────────────
let madeUp = 1_000_000_000; // PGlite: ids no stored event has
const DATA = { list: 'uyarilar' };

/** One 'notification' event for each of `list`, published as another process does: ms to the first and last stream. */
async function fanOut(list) {
  const started = performance.now();
  let events;
  if (db) {
    const { rows } = await db.query(
      `insert into member_events (member_id, kind, data)
       select m, 'notification', $2::jsonb from unnest($1::int[]) m returning id, member_id`,
      [list.map((m) => m.id), JSON.stringify(DATA)],
    );
    events = rows.map((r) => ({ id: r.id, memberId: r.member_id, kind: 'notification', data: DATA }));
  } else events = list.map((m) => ({ id: ++madeUp, memberId: m.id, kind: 'notification', data: DATA }));
  const stored = performance.now();
  const arrived = new Promise((done) => {
    expecting = { ids: new Set(events.map((e) => e.id)), got: 0, done };
  });
  await redis.publish(CHANNEL, JSON.stringify({ origin: 'bench/streams.mjs', events }));
  const late = sleep(10_000).then(() => 'late');
  if ((await Promise.race([arrived, late])) === 'late')
    throw new Error(
      `${expecting.got} of ${list.length} streams got the event in 10 s (did the hub's Redis message change?)`,
    );
  return { stored: stored - started, first: expecting.first - started, last: expecting.last - started };
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (n) => n.toFixed(1);
const mb = (bytes) => (bytes / 2 ** 20).toFixed(1);
const kb = (bytes) => (bytes / 1024).toFixed(1);

async function measure() {
  const loadBefore = load();
  // warm-up: the ticket and stream calls and one delivery, so that the baseline has their code compiled
  const warm = await openAll(members.slice(0, 20), 20);
  await fanOut(members.slice(0, 20));
  for (const s of warm) s.close();
  await sleep(3000); // the start's own work (PGlite's analyze) is done
  const before = await memory();
  const t0 = performance.now();
  const streams = await openAll(members);
  const openedIn = (performance.now() - t0) / 1000;
  log(`${streams.length} streams open in ${openedIn.toFixed(1)} s`);
  await sleep(1000);
  const open = await memory();

  const sizes = [...new Set([1, fanout, streamCount])];
  const results = [];
  for (const size of sizes) {
    const runs = [];
    for (let i = 0; i < repetitions; i++) {
      runs.push(await fanOut(members.slice(0, size)));
      await sleep(50);
    }
    const last = runs.map((r) => r.last).sort((x, y) => x - y);
    const p50 = (key) =>
      pct(
        runs.map((r) => r[key]).sort((x, y) => x - y),
        50,
      );
    results.push({
      size,
      p50: pct(last, 50),
      p99: pct(last, 99),
      max: last.at(-1),
      first: p50('first'),
      stored: p50('stored'),
    });
    log(`fan-out to ${size}: p50 ${ms(pct(last, 50))} ms`);
  }
  const during = load();
  for (const s of streams) s.close();
  await sleep(2000);
  const closed = await memory();
  // a second round: what the first left behind stays the same rather than growing (no stream kept after it ended)
  for (const s of await openAll(members)) s.close();
  await sleep(2000);
  const closedTwice = await memory();

  const kind = databaseUrl ? 'PostgreSQL' : 'PGlite';
  console.log(
    `\n${streamCount} streams on one server process (${kind}, Redis), Node ${process.version}, ${cpus().length} cores; ` +
      `load average ${loadBefore} at the start, ${during} after the fan-outs; heap read after full GCs: ${before.collected}\n`,
  );
  console.log('| server memory | RSS (MB) | heap used (MB) | external + array buffers (MB) |');
  console.log('|---|--:|--:|--:|');
  const row = (what, m) =>
    console.log(`| ${what} | ${mb(m.rss)} | ${mb(m.heapUsed)} | ${mb(m.external + m.arrayBuffers)} |`);
  row('no stream (after the warm-up)', before);
  row(`${streams.length} streams open (in ${openedIn.toFixed(1)} s)`, open);
  row('all closed again', closed);
  row(`another ${streams.length} opened and closed`, closedTwice);
  const per = (key) => kb((open[key] - before[key]) / streams.length);
  console.log(
    `| **per stream (KB)** | **${per('rss')}** | **${per('heapUsed')}** | ` +
      `**${kb((open.external + open.arrayBuffers - before.external - before.arrayBuffers) / streams.length)}** |`,
  );
  console.log(`\nOne event to n members' streams, ${repetitions} times each (ms from the publish):\n`);
  console.log('| streams | last stream p50 | p99 | max | first stream p50 | of which stored (p50) |');
  console.log('|--:|--:|--:|--:|--:|--:|');
  for (const r of results)
    console.log(
      `| ${r.size} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.max)} | ${ms(r.first)} | ${db ? ms(r.stored) : 'not counted'} |`,
    );
}

// ── the run ─────────────────────────────────────────────────────────────────────────────────────────────────────
let server;
try {
  server = await startServer(port, env, options); // migrates the database
  if (databaseUrl) {
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    members = await makeMembers((sql, params) => db.query(sql, params), streamCount);
  } else {
    // the embedded database has one process: members are added while the server is stopped, then it starts again
    await server.stop();
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const lite = await PGlite.create({ dataDir: path.join(dataDir, 'db'), extensions: { pg_trgm } });
    members = await makeMembers((sql, params) => lite.query(sql, params), streamCount);
    await lite.close();
    server = await startServer(port, env, options);
  }
  log(`${members.length} members with a session; server pid ${server.child.pid}`);
  await measure();
} finally {
  await server?.stop();
  await db?.end();
  if (maintenance) {
    await maintenance.query(`drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`);
    await maintenance.end();
  }
  redis.disconnect();
  rmSync(dataDir, { recursive: true, force: true });
}
