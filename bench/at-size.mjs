// The marketplace's lists at size, on PostgreSQL (a benchmark, not a test):
//   node bench/at-size.mjs [postgres://postgres@127.0.0.1:5432] [requests=100000] [seconds=5] [companies=10000]
//                          [products=100000] [members=100000]
// Makes a fresh database, starts the server on it with the demo data, adds with generate_series `companies`
// companies with running packages, `products` company products with an image each, `requests` requests (most of
// them open) and three offers each, then loads in one run — from loopback only, C clients for a bounded time — the
// public request and product lists, a company page and a product page, a manufacturer's offerable feed, a buyer's
// requests and offers, and the back-office list. Prints requests/s and latency percentiles; drops the database
// (BENCH_KEEP=1 keeps it).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const server = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432';
const size = Number(process.argv[3] ?? 100_000);
const seconds = Math.min(Number(process.argv[4] ?? 5), 30);
const companyCount = Number(process.argv[5] ?? 10_000);
const productCount = Number(process.argv[6] ?? 100_000);
const memberCount = Number(process.argv[7] ?? 100_000);
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
  // BENCH_KEEP=1 keeps the database for EXPLAIN (ANALYZE) afterwards
  if (process.env.BENCH_KEEP) console.log(`kept: ${url}`);
  else await admin.query(`drop database if exists ${db} with (force)`);
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
  // companies with a running package, each like the demo manufacturer (its password hash, its sector and city)
  await data.query(`
    insert into members (email, password_hash, company_name, full_name, phone, sector_id, city_id, slug, is_company,
                         activated_at, search, description)
    select 'bench' || g || '@firma.test', m.password_hash, 'Bench Firma ' || g, 'Bench Yetkili ' || g, m.phone,
           m.sector_id, m.city_id, 'bench-firma-' || g, true, now(), 'bench firma ' || g, m.description
    from generate_series(1, ${companyCount}) g, (select * from members where email = 'imalatci@ornek.com.tr') m`);
  // plain members up to `members` in all (companies included), with folded search keys like real ones
  await data.query(`
    insert into members (email, password_hash, company_name, full_name, phone, city_id, slug, activated_at, search,
                         created_at)
    select 'uye' || g || '@bench.test', m.password_hash, 'Alıcı Ticaret ' || g, n.ad || ' ' || g, m.phone, m.city_id,
           'alici-ticaret-' || g, now(), 'alici ticaret ' || g || ' ' || n.katlanmis || ' ' || g || ' uye' || g || '@bench.test',
           now() - make_interval(mins => g)
    from generate_series(1, greatest(${memberCount} - ${companyCount}, 0)) g
    cross join (select * from members where email = 'alici@ornek.com.tr') m
    cross join lateral (select (array['Ayşe Yılmaz','Mehmet Öztürk','Işıl Çelik','Gökhan Şahin'])[1 + g % 4] ad,
      (array['ayse yilmaz','mehmet ozturk','isil celik','gokhan sahin'])[1 + g % 4] katlanmis) n`);
  await data.query(`
    insert into package_subscriptions (member_id, package_id, months, price, status, starts_on, ends_on)
    select m.id, (select min(id) from package_definitions), 3, 100, true, current_date - 10, current_date + 80
    from members m where m.email like 'bench%@firma.test'`);
  await data.query(`
    with companies as (select array_agg(id order by id) a from members where email like 'bench%@firma.test'),
         catalog as (select array_agg(id order by id) a from catalog_products where active)
    insert into products (member_id, catalog_product_id, name, detail, active, created_at)
    select companies.a[1 + g % array_length(companies.a, 1)], catalog.a[1 + (g * 13) % array_length(catalog.a, 1)],
           'Bench ürün ' || g, 'Bench ürün ayrıntısı ' || g, g % 20 <> 0, now() - make_interval(mins => g)
    from generate_series(1, ${productCount}) g, companies, catalog`);
  await data.query(`
    insert into product_images (product_id, slot, path, sort)
    select p.id, 1, (select path from product_images order by id limit 1), 1
    from products p where p.name like 'Bench ürün %'`);
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
  const [{ requests, offers, companies, products, people }] = (
    await data.query(`select (select count(*) from requests)::int requests, (select count(*) from offers)::int offers,
      (select count(*) from members where is_company)::int companies, (select count(*) from products)::int products,
      (select count(*) from members)::int people`)
  ).rows;
  const [{ company, product, category }] = (
    await data.query(`select (select max(member_id) from products) company, (select max(id) from products where active) product,
      (select id from categories where parent_id is null order by id limit 1) category`)
  ).rows;
  await data.end();
  console.log(
    `dataset: ${requests} requests, ${offers} offers, ${people} members (${companies} companies), ${products} products ` +
      `in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );

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
    ['product list, page 1', '/api/urunListesi?sayfa=1', {}],
    ['product list, page 200', '/api/urunListesi?sayfa=200', {}],
    ['products of a category', `/api/urunListesi-${category}?sayfa=1`, {}],
    ['company page', `/api/firmadetay-${company}`, {}],
    ['product page', `/api/firmaurundetay-${product}`, {}],
    ['offerable feed', '/api/uyetalelTeklifindex', auth(maker.email, maker.token)],
    ['my requests', '/api/talepListesi', auth(buyer.email, buyer.token)],
    ['my offers', '/api/teklifListesi', auth(maker.email, maker.token)],
    ['admin list, page 1', '/adn_api/TumTalepListesi-1', auth(boss.kad, boss.token)],
    ['admin list, page 200', '/adn_api/TumTalepListesi-200', auth(boss.kad, boss.token)],
    ['admin members, page 1', '/adn_api/uyeList-1', auth(boss.kad, boss.token)],
    ['admin member search', '/adn_api/uyeListAra', auth(boss.kad, boss.token), { ara: 'ışıl çelik 4711' }],
    ['admin company search', '/adn_api/firmaListAra', auth(boss.kad, boss.token), { ara: 'bench firma 77' }],
  ];
  // 8 clients for throughput; the searches also alone, for the latency one administrator sees
  const runs = [
    ...endpoints.map(([name, url, headers, body]) => [name, url, headers, body, concurrency]),
    ...endpoints
      .filter(([name]) => name.includes('search'))
      .map(([name, ...rest]) => [`${name} (1 client)`, ...rest, 1]),
  ];
  for (const [name, url, headers, body, clients] of runs) {
    const init = body
      ? { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) }
      : { headers };
    const latencies = [];
    let errors = 0;
    const until = Date.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (Date.now() < until) {
          const t0 = performance.now();
          const res = await fetch(base + url, init).catch(() => undefined);
          if (!res || res.status >= 400) errors++;
          await res?.arrayBuffer();
          latencies.push(performance.now() - t0);
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
    console.log(
      `${name.padEnd(32)} ${(latencies.length / seconds).toFixed(0).padStart(6)} req/s  p50 ${pct(50)} ms  p99 ${pct(99)} ms` +
        (errors ? `  errors ${errors}` : ''),
    );
  }
} finally {
  await stop();
}
