// Server processes as they run (issue 15). Killed or stopped under writes, on the embedded default: a SIGKILL loses no
// write it acknowledged, and the next start on the same data directory is clean; a SIGTERM lets the requests already
// accepted finish, takes no new ones and exits within 10 s. Several processes on one PostgreSQL and Redis (the
// production shape): started together they migrate once; a session, a rate limit and a cached page hold across them.
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exited, root, startProcess } from '../test/processes';

let dataDir: string;
const PASSWORD = 'Surec-Testi-2026';

const start = (port: number, env: Record<string, string> = {}) =>
  startProcess(port, { DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD, ...env });

async function adminAuth(base: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/adn_api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ kad: 'admin', sifre: PASSWORD }),
  });
  const { token } = (await res.json()) as { token: string };
  return `Basic ${Buffer.from(`admin:${token}`).toString('base64')}`;
}
const addFaq = (base: string, auth: string, n: number) =>
  fetch(`${base}/adn_api/SSSEkle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: auth },
    body: JSON.stringify({ soru: `Soru ${n} nedir?`, cevap: `Cevap ${n}.`, sira: n }),
  });

/** Writers adding FAQ entries one after the other until `stop()`; what the server acknowledged (200) is kept. */
function writers(base: string, auth: string, from: number, count = 4) {
  const acknowledged = new Set<number>();
  const answers: (number | 'failed')[] = [];
  let n = from;
  let stopped = false;
  const running = Array.from({ length: count }, async () => {
    while (!stopped) {
      const id = ++n;
      const res = await addFaq(base, auth, id).catch(() => undefined);
      answers.push(res?.status ?? 'failed');
      if (res?.ok) acknowledged.add(id);
      if (!res) await new Promise((r) => setTimeout(r, 20));
    }
  });
  return {
    acknowledged,
    answers,
    stop: () => {
      stopped = true;
      return Promise.all(running);
    },
  };
}
async function storedFaqIds(base: string) {
  const faq = (await (await fetch(`${base}/api/sss`)).json()) as { soru: string }[];
  return new Set(faq.map((q) => Number(/Soru (\d+)/.exec(q.soru)?.[1])));
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tedarik-process-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

// the embedded default only: the PostgreSQL run of the suite skips it
describe.skipIf(process.env.TEST_DATABASE_URL)('the embedded server killed and stopped under writes', () => {
  it('SIGKILL loses no acknowledged write, and the next start is clean', async () => {
    const port = 3700 + Math.floor(Math.random() * 100);
    const base = `http://127.0.0.1:${port}`;
    let server = await start(port);
    const load = writers(base, await adminAuth(base), 0);
    await new Promise((r) => setTimeout(r, 1500));
    server.kill('SIGKILL');
    await exited(server);
    await load.stop();
    expect(load.acknowledged.size).toBeGreaterThan(10);

    server = await start(port); // the same data directory: its lock and the database recover
    const stored = await storedFaqIds(base);
    expect([...load.acknowledged].filter((id) => !stored.has(id))).toEqual([]);
    server.kill('SIGTERM');
    await exited(server);
  }, 120_000);

  it('SIGTERM under writes: answers are 200 or a clean 503, it exits 0 within 10 s and keeps every acknowledged write', async () => {
    const port = 3800 + Math.floor(Math.random() * 100);
    const base = `http://127.0.0.1:${port}`;
    let server = await start(port);
    const load = writers(base, await adminAuth(base), 10_000);
    await new Promise((r) => setTimeout(r, 1000));
    const signalled = Date.now();
    server.kill('SIGTERM');
    expect(await exited(server)).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    await load.stop();
    // requests answered while it closed: done (200) or refused as closing (503), never an error
    expect(load.answers.filter((s) => s !== 200 && s !== 503 && s !== 'failed')).toEqual([]);
    expect(
      await fetch(`${base}/healthz`).then(
        () => 'answered',
        () => 'refused',
      ),
    ).toBe('refused');

    server = await start(port);
    const stored = await storedFaqIds(base);
    expect([...load.acknowledged].filter((id) => !stored.has(id))).toEqual([]);
    server.kill('SIGTERM');
    await exited(server);
  }, 120_000);
});

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!databaseUrl || !redisUrl)('several processes on one PostgreSQL and Redis', () => {
  const name = `tedarik_processes_${process.pid}`;
  const servers: ChildProcess[] = [];
  let maintenance: pg.Client;
  beforeAll(async () => {
    maintenance = new pg.Client({ connectionString: databaseUrl });
    await maintenance.connect();
    await maintenance.query(`create database ${name}`); // empty: the processes started together migrate it
  });
  afterAll(async () => {
    for (const s of servers) s.kill('SIGTERM');
    await Promise.all(servers.map(exited));
    await maintenance.query(`drop database if exists ${name} with (force)`);
    await maintenance.end();
  });

  it('migrate once when started together, and share sessions, rate limits and cache invalidations', async () => {
    const url = new URL(databaseUrl as string);
    url.pathname = `/${name}`;
    const env = {
      DATABASE_URL: url.href,
      REDIS_URL: redisUrl as string,
      SECRET_KEY: 'several-processes-share-this-key',
      TRUST_PROXY: '1',
    };
    const ports = [0, 1, 2].map((i) => 3900 + i * 10 + Math.floor(Math.random() * 10));
    servers.push(...(await Promise.all(ports.map((port) => start(port, env)))));
    const [a, b] = ports.map((port) => `http://127.0.0.1:${port}`);

    // migrated once: every migration recorded one time, one admin
    const db = new pg.Client({ connectionString: url.href });
    await db.connect();
    const journal = JSON.parse(readFileSync(path.join(root, 'apps/server/drizzle/meta/_journal.json'), 'utf8'));
    const { rows } = await db.query(
      'select count(*)::int as n, count(distinct hash)::int as d from drizzle.__drizzle_migrations',
    );
    expect(rows[0]).toEqual({ n: journal.entries.length, d: journal.entries.length });
    expect((await db.query('select count(*)::int as n from admins')).rows[0].n).toBe(1);
    await db.end();

    // a session opened through A is valid through B
    const visitor = { 'x-forwarded-for': `10.66.${process.pid % 250}.1` };
    const auth = await adminAuth(a, visitor);
    const onB = await fetch(`${b}/adn_api/kategorilerList`, { headers: { authorization: auth, ...visitor } });
    expect(onB.status).toBe(200);

    // the home page cached by B shows a sector added through A at B's next read
    const sectorsOn = async (base: string) =>
      (
        (await (await fetch(`${base}/api/indexpage`)).json()) as { kategoriList: { kt: { katAd: string } }[] }
      ).kategoriList.map((c) => c.kt.katAd);
    expect(await sectorsOn(b)).not.toContain('Süreçler Arası Sektör');
    const added = await fetch(`${a}/adn_api/kategoriEkle`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded', ...visitor },
      body: new URLSearchParams({ katad: 'Süreçler Arası Sektör', ustkat: '0' }),
    });
    expect(added.status).toBe(200);
    let seen = false;
    for (const end = Date.now() + 1000; !seen && Date.now() < end; await new Promise((r) => setTimeout(r, 50)))
      seen = (await sectorsOn(b)).includes('Süreçler Arası Sektör');
    expect(seen).toBe(true);

    // one login limit per address (10 a minute) across the processes; each try names another account, so the
    // per-account throttle (accounts/login-throttle.ts) does not answer first
    let tries = 0;
    const wrongLogin = (base: string) =>
      fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.66.${process.pid % 250}.2` },
        body: JSON.stringify({ mail: `yok${++tries}@ornek.com`, sifre: 'yanlis-sifre' }),
      }).then((r) => r.status);
    for (const base of [a, b, a, b, a, b, a, b, a, b]) expect(await wrongLogin(base)).toBe(400);
    expect(await wrongLogin(b)).toBe(429);
  }, 180_000);

  it('WORKERS=2: two workers share the port; one that dies is replaced without a refused call; SIGTERM stops all', async () => {
    const url = new URL(databaseUrl as string);
    url.pathname = `/${name}`;
    const port = 3960 + Math.floor(Math.random() * 30);
    const base = `http://127.0.0.1:${port}`;
    const primary = await start(port, {
      DATABASE_URL: url.href,
      REDIS_URL: redisUrl as string,
      SECRET_KEY: 'several-processes-share-this-key',
      WORKERS: '2',
    });
    servers.push(primary); // stopped by afterAll should an expectation fail
    let said = '';
    primary.stderr?.on('data', (chunk) => {
      said += chunk;
    });
    const workers = () =>
      readFileSync(`/proc/${primary.pid}/task/${primary.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    const until = async (done: () => boolean) => {
      for (const end = Date.now() + 60_000; !done() && Date.now() < end; ) await new Promise((r) => setTimeout(r, 100));
      return done();
    };
    expect(await until(() => workers().length === 2)).toBe(true);
    const [first, second] = workers();

    // calls keep being answered while a worker is killed and replaced
    let calls = 0;
    const refused: unknown[] = [];
    let load = true;
    const caller = (async () => {
      while (load) {
        // a connection the primary was handing to a worker as it was killed hangs: each call gives up after 1 s
        const res = await fetch(`${base}/api/sss`, { signal: AbortSignal.timeout(1000) }).catch((err) => err);
        if (res instanceof Response && res.ok) calls++;
        else refused.push(res instanceof Response ? res.status : String(res));
      }
    })();
    process.kill(Number(first), 'SIGKILL');
    expect(await until(() => workers().length === 2 && !workers().includes(first))).toBe(true);
    expect(workers()).toContain(second);
    const replacement = workers().find((pid) => pid !== second) as string;
    await until(() => /worker \d+ ended \(SIGKILL\)/.test(said));
    expect(said).toMatch(new RegExp(`worker ${first} ended \\(SIGKILL\\)`));
    // the replacement serves: kill the other one, and calls still get answers
    await new Promise((r) => setTimeout(r, 3000));
    process.kill(Number(second), 'SIGKILL');
    expect(await until(() => workers().length === 2 && !workers().includes(second))).toBe(true);
    expect(workers()).toContain(replacement);
    await new Promise((r) => setTimeout(r, 2000)); // the two replacements serve
    load = false;
    await caller;
    expect(calls).toBeGreaterThan(20);
    // a connection the killed worker held can drop or time out; a call is never answered with an error status
    expect(refused.filter((r) => typeof r === 'number')).toEqual([]);

    const pids = workers().map(Number);
    primary.kill('SIGTERM');
    expect(await exited(primary)).toBe(0);
    for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow(); // gone
  }, 180_000);
});
