// The trade cycle's lists at size, on PostgreSQL (a benchmark, not a test):
//   node bench/trade-cycle.mjs [postgres://postgres@127.0.0.1:5432] [requests=100000] [seconds=5]
// Makes a fresh database, starts the server on it with the demo data, adds `requests` requests (most of them open)
// and three offers each with generate_series, then loads — from loopback only, C clients for a bounded time — the
// public request list, a manufacturer's offerable feed, a buyer's requests and offers, and the back-office list.
// Prints requests/s and latency percentiles; drops the database at the end.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const server = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432';
const size = Number(process.argv[3] ?? 100_000);
const seconds = Math.min(Number(process.argv[4] ?? 5), 30);
const concurrency = 8;
const db = `tedarik_bench_${process.pid}`;
const port = 3990;
const base = `http://127.0.0.1:${port}`;
const root = path.resolve(import.meta.dirname, '..');

const admin = new pg.Client({ connectionString: `${server}/postgres` });
await admin.connect();
await admin.query(`create database ${db}`);
const url = `${server}/${db}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'tedarik-bench-'));
const child = spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    DATABASE_URL: url,
    DEMO_DATA: 'on',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stop = async () => {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  await admin.query(`drop database if exists ${db} with (force)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
};

try {
  for (let i = 0; ; i++) {
    if (i > 240) throw new Error('server did not start');
    if ((await fetch(`${base}/readyz`).catch(() => undefined))?.ok) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const started = Date.now();
  const data = new pg.Client({ connectionString: url });
  await data.connect();
  await data.query(`
    with buyers as (select array_agg(id order by id) a from members where not is_company),
         products as (select array_agg(id order by id) a from catalog_products where active)
    insert into requests (member_id, catalog_product_id, quantity, unit, detail, delivery_on, approved, published,
                          finished, created_at)
    select buyers.a[1 + g % array_length(buyers.a, 1)], products.a[1 + (g * 7) % array_length(products.a, 1)],
           100 + g % 900, (array['Adet','Takım','Metre','Kilo'])[1 + g % 4], 'Bench talebi ' || g,
           current_date + (g % 60) - 5, case when g % 20 = 0 then null else g % 25 <> 1 end, g % 30 <> 2,
           g % 40 = 3, now() - make_interval(mins => g)
    from generate_series(1, ${size}) g, buyers, products`);
  await data.query(`
    with companies as (select array_agg(id order by id) a from members where is_company)
    insert into offers (request_id, member_id, price, delivery_on, reviewed)
    select r.id, companies.a[1 + (r.id * 3 + k) % array_length(companies.a, 1)], 1000 + k, current_date + 20, k = 0
    from requests r, generate_series(0, 2) k, companies
    where r.approved and r.member_id <> companies.a[1 + (r.id * 3 + k) % array_length(companies.a, 1)]
    on conflict do nothing`);
  await data.query(`update requests r set offer_count = c.n, unreviewed_count = c.u
    from (select request_id, count(*)::int n, (count(*) filter (where not reviewed))::int u from offers group by request_id) c
    where c.request_id = r.id`);
  await data.query('analyze');
  const [{ requests, offers }] = (
    await data.query('select (select count(*) from requests)::int requests, (select count(*) from offers)::int offers')
  ).rows;
  await data.end();
  console.log(`dataset: ${requests} requests, ${offers} offers in ${((Date.now() - started) / 1000).toFixed(0)} s`);

  const login = async (url, body) => {
    const res = await fetch(base + url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const auth = (name, token) => ({ authorization: `Basic ${Buffer.from(`${name}:${token}`).toString('base64')}` });
  const buyer = await login('/api/login', { mail: 'alici@ornek.com.tr', sifre: 'Demo1234' });
  const maker = await login('/api/login', { mail: 'imalatci@ornek.com.tr', sifre: 'Demo1234' });
  const boss = await login('/adn_api/login', { kad: 'admin', sifre: 'Demo1234' });
  const endpoints = [
    ['public list, page 1', '/api/imbtalepler?sayfa=1', {}],
    ['public list, page 50', '/api/imbtalepler?sayfa=50', {}],
    ['offerable feed', '/api/uyetalelTeklifindex', auth(maker.email, maker.token)],
    ['my requests', '/api/talepListesi', auth(buyer.email, buyer.token)],
    ['my offers', '/api/teklifListesi', auth(maker.email, maker.token)],
    ['admin list, page 1', '/adn_api/TumTalepListesi-1', auth(boss.kad, boss.token)],
    ['admin list, page 200', '/adn_api/TumTalepListesi-200', auth(boss.kad, boss.token)],
  ];
  for (const [name, url, headers] of endpoints) {
    const latencies = [];
    let errors = 0;
    const until = Date.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (Date.now() < until) {
          const t0 = performance.now();
          const res = await fetch(base + url, { headers }).catch(() => undefined);
          if (!res || res.status >= 400) errors++;
          await res?.arrayBuffer();
          latencies.push(performance.now() - t0);
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
    console.log(
      `${name.padEnd(22)} ${(latencies.length / seconds).toFixed(0).padStart(6)} req/s  p50 ${pct(50)} ms  p99 ${pct(99)} ms` +
        (errors ? `  errors ${errors}` : ''),
    );
  }
} finally {
  await stop();
}
