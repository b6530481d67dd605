// Load and a database restart under load (issue 15, "Load"), on loopback only:
//   npm run load                      (= node bench/load.mjs [seconds=60] [connections=200])
// Starts a private PostgreSQL (initdb in a temporary folder, as the postgres user when run as root) and the compiled
// server with the demo data on it, then runs two phases of mixed traffic with autocannon, each for `seconds`:
//   1. steady: public lists and pages, search, logins, member reads, request/offer/ticket writes, admin lists;
//      expected: 0 errors, 0 5xx;
//   2. the same while PostgreSQL is restarted once in the middle: expected: only 503s (with Retry-After) during the gap.
// A ledger keeps every write the server acknowledged; after each phase the database is asked for each of them.
// Prints a markdown table and exits non-zero when an expectation fails.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startServer } from './server.mjs';

const seconds = Math.min(Number(process.argv[2] ?? 60), 600);
const connections = Number(process.argv[3] ?? 200);
const dbPort = 5490 + (process.pid % 9);
const port = 3980;
const base = `http://127.0.0.1:${port}`;
const PASSWORD = 'Demo1234';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ── a private PostgreSQL ─────────────────────────────────────────────────────────────────────────────────────────
const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort((a, b) => b - a) : [];
if (!versions.length) throw new Error('PostgreSQL server binaries (/usr/lib/postgresql/*/bin) are needed');
const bin = (name) => `/usr/lib/postgresql/${versions[0]}/bin/${name}`;
const pgDir = mkdtempSync(path.join(tmpdir(), 'tedarik-load-pg-'));
const asRoot = process.getuid?.() === 0;
const pgCommand = (name, args) =>
  asRoot ? ['runuser', ['-u', 'postgres', '--', bin(name), ...args]] : [bin(name), args];
const pgRun = (name, args) => execFileSync(...pgCommand(name, args), { stdio: ['ignore', 'ignore', 'inherit'] });
/** the same without blocking the load tool's event loop (the restart under load); the server's output goes to its log */
const pgRunAsync = (name, args) =>
  new Promise((resolve, reject) =>
    spawn(...pgCommand(name, args), { stdio: 'ignore' }).on('exit', (code) =>
      code ? reject(new Error(`${name} ${args.join(' ')}: exit ${code}`)) : resolve(),
    ),
  );
if (asRoot) {
  const uid = Number(execFileSync('id', ['-u', 'postgres']));
  const gid = Number(execFileSync('id', ['-g', 'postgres']));
  chownSync(pgDir, uid, gid);
}
pgRun('initdb', ['-D', pgDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-instructions']);
const pgOptions = `-p ${dbPort} -k ${pgDir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
const pgStart = () => pgRun('pg_ctl', ['-D', pgDir, '-o', pgOptions, '-l', `${pgDir}/log`, '-w', 'start']);
pgStart();
const databaseUrl = `postgres://postgres@127.0.0.1:${dbPort}/postgres`;

// ── the server, compiled as in production ────────────────────────────────────────────────────────────────────────
let server;
async function cleanUp() {
  await server?.stop();
  try {
    pgRun('pg_ctl', ['-D', pgDir, '-m', 'immediate', 'stop']);
  } catch {}
  rmSync(pgDir, { recursive: true, force: true });
}

const failures = [];
try {
  server = await startServer(port, {
    DATABASE_URL: databaseUrl,
    DEMO_DATA: 'on',
    ADMIN_PASSWORD: PASSWORD,
    TRUST_PROXY: '1', // each login comes from an address of its own (the per-address login limit stays on)
    LOG_LEVEL: 'error',
  });
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const [{ ktt, urun }] = (
    await db.query('select category_id as ktt, id as urun from catalog_products where active order by id limit 1')
  ).rows;
  const [{ makerId }] = (await db.query('select id as "makerId" from members where email = \'imalatci@ornek.com.tr\''))
    .rows;
  await db.end();

  const post = async (url, body, headers = {}, form = false) => {
    const res = await fetch(base + url, {
      method: 'POST',
      headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json', ...headers },
      body: form ? new URLSearchParams(body).toString() : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const basic = (name, token) => ({ authorization: `Basic ${Buffer.from(`${name}:${token}`).toString('base64')}` });
  // a product, its company and a request as a visitor finds them
  const get = async (url, headers = {}) => (await fetch(base + url, { headers })).json();
  const [card] = (await get('/api/urunListesi?sayfa=1')).liste;
  const [product, company] = [card.id, card.firma.id];
  const request = (await get('/api/imbtalepler?sayfa=1')).liste[0].tlb.id;
  const buyerLogin = await post('/api/login', { mail: 'alici@ornek.com.tr', sifre: PASSWORD });
  const makerLogin = await post('/api/login', { mail: 'imalatci@ornek.com.tr', sifre: PASSWORD });
  const bossLogin = await post('/adn_api/login', { kad: 'admin', sifre: PASSWORD });
  const buyer = basic(buyerLogin.email, buyerLogin.token);
  const maker = basic(makerLogin.email, makerLogin.token);
  const boss = basic(bossLogin.kad, bossLogin.token);
  const ticket = await post(
    '/api/destekyeni',
    { baslik: 'Yük testi', detay: 'Yük testi sırasında açılan talep.' },
    buyer,
    true,
  );

  // requests the manufacturer can still offer on: each offer write takes one
  const requestsToOffer = [];
  for (let page = 1; page < 50; page++) {
    const feed = await get(`/api/uyetalelTeklifindex?sayfa=${page}`, maker);
    requestsToOffer.push(...feed.liste.map((r) => r.tlb.id));
    if (page >= feed.adet) break;
  }
  const later = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

  async function phase(name, offerable, during) {
    const ledger = { requests: [], offers: [], replies: [] };
    let n = 0;
    const json = { 'content-type': 'application/json' };
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    /** one write a request: an offer while the manufacturer has requests left, else a new request or a ticket reply */
    const write = {
      method: 'POST',
      path: '/api/talepOlustur',
      setupRequest(req, context) {
        const token = `LT-${process.pid}-${name}-${++n}`;
        context.token = token;
        if (offerable.length && n % 3 === 0) {
          context.kind = 'offers';
          context.token = offerable.pop();
          return {
            ...req,
            path: `/api/genelteklifolustur-${context.token}`,
            headers: { ...maker, ...form },
            body: new URLSearchParams({
              tarih: later,
              detay: `Teklif ${token}`,
              fiyat: '125.5',
              parabirimi: 'TL',
            }).toString(),
          };
        }
        if (n % 2 === 0) {
          context.kind = 'replies';
          return {
            ...req,
            path: `/api/destekyeniDetay-${ticket}`,
            headers: { ...buyer, ...form },
            body: new URLSearchParams({ detay: `Yanıt ${token}` }).toString(),
          };
        }
        context.kind = 'requests';
        return {
          ...req,
          headers: { ...buyer, ...json },
          body: JSON.stringify({
            ktt,
            urun,
            adet: 10,
            tip: 'Adet',
            malzeme: '',
            tarih: later,
            detay: `Talep ${token}`,
          }),
        };
      },
      onResponse(status, body, context) {
        if (status !== 200) return;
        ledger[context.kind].push(context.kind === 'requests' ? JSON.parse(body).id : context.token);
      },
    };
    const randomAddress = () =>
      `10.${(Math.random() * 250) | 0}.${(Math.random() * 250) | 0}.${(Math.random() * 250) | 0}`;
    const mixes = [
      {
        label: 'public lists and pages',
        share: 0.45,
        requests: [
          { path: '/api/imbtalepler?sayfa=1' },
          { path: '/api/imbtalepler?sayfa=3' },
          { path: '/api/urunListesi?sayfa=1' },
          { path: '/api/indexpage' },
          { path: `/api/firmadetay-${company}` },
          { path: `/api/firmaurundetay-${product}` },
          { path: `/api/genelteklif-${request}` },
          { path: '/api/blogList-1' },
        ],
      },
      {
        label: 'search',
        share: 0.1,
        requests: [{ path: '/api/urunAra?s=%C3%A7elik' }, { path: '/api/urunAra?s=vida' }],
      },
      {
        label: 'logins',
        share: 0.05,
        requests: [
          {
            method: 'POST',
            path: '/api/login',
            setupRequest: (req) => ({
              ...req,
              headers: { ...json, 'x-forwarded-for': randomAddress() },
              // one of the demo's active buyers (alici1…alici32): logins are throttled per account, and ten
              // connections logging one member in at once would look like guessing
              body: JSON.stringify({
                mail: `alici${1 + Math.floor(Math.random() * 32)}@ornek.com.tr`,
                sifre: PASSWORD,
              }),
            }),
          },
        ],
      },
      {
        label: 'member reads',
        share: 0.15,
        requests: [
          { path: '/api/talepListesi', headers: buyer },
          { path: '/api/teklifListesi', headers: maker },
          { path: '/api/uyetalelTeklifindex', headers: maker },
          { path: '/api/destekListesi', headers: buyer },
        ],
      },
      {
        label: 'admin lists',
        share: 0.1,
        requests: [
          { path: '/adn_api/TumTalepListesi-1', headers: boss },
          { path: '/adn_api/uyeList-1', headers: boss },
          { method: 'POST', path: '/adn_api/uyeListAra', headers: { ...boss, ...json }, body: '{"ara":"örnek"}' },
        ],
      },
      { label: 'writes', share: 0.15, requests: [write] },
    ];
    // the first answer of each unexpected kind, to tell what went wrong
    const samples = new Map();
    const sampled = (req) => ({
      ...req,
      onResponse(status, body, context) {
        const key = `${context.path ?? req.path} ${status}`;
        if (status !== 200 && status !== 503 && !samples.has(key)) samples.set(key, String(body).slice(0, 160));
        req.onResponse?.(status, body, context);
      },
      setupRequest(r, context) {
        const out = req.setupRequest ? req.setupRequest(r, context) : r;
        context.path = out.path;
        return out;
      },
    });
    const runs = mixes.map((m) =>
      autocannon({
        url: base,
        connections: Math.max(1, Math.round(connections * m.share)),
        duration: seconds,
        timeout: 20,
        requests: m.requests.map(sampled),
      }),
    );
    const extra = await during?.();
    const results = await Promise.all(runs);
    const rows = mixes.map((m, i) => {
      const r = results[i];
      const codes = Object.fromEntries(Object.entries(r.statusCodeStats).map(([code, { count }]) => [code, count]));
      return {
        label: m.label,
        connections: r.connections,
        total: r.requests.total,
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors + r.timeouts,
        codes,
      };
    });
    // the ledger against the database
    const check = new pg.Client({ connectionString: databaseUrl });
    await check.connect();
    const found = {
      requests: (await check.query('select count(*)::int n from requests where id = any($1)', [ledger.requests]))
        .rows[0].n,
      offers: (
        await check.query('select count(*)::int n from offers where request_id = any($1) and member_id = $2', [
          ledger.offers,
          makerId,
        ])
      ).rows[0].n,
      replies: (
        await check.query('select count(*)::int n from support_messages where body = any($1)', [
          ledger.replies.map((t) => `Yanıt ${t}`),
        ])
      ).rows[0].n,
    };
    await check.end();
    for (const [key, body] of samples) console.log(`unexpected: ${key}: ${body}`);
    return { rows, ledger, found, extra: await extra };
  }

  const table = (title, { rows, ledger, found }) => {
    const lines = [
      `### ${title}`,
      '',
      '| traffic | connections | requests | req/s | p50 ms | p99 ms | errors | answers |',
      '|---|---|---|---|---|---|---|---|',
      ...rows.map(
        (r) =>
          `| ${r.label} | ${r.connections} | ${r.total} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} | ${Object.entries(
            r.codes,
          )
            .map(([c, k]) => `${c}: ${k}`)
            .join(', ')} |`,
      ),
      '',
      `Acknowledged writes found afterwards: requests ${found.requests}/${ledger.requests.length}, offers ${found.offers}/${ledger.offers.length}, ticket replies ${found.replies}/${ledger.replies.length}.`,
      '',
    ];
    console.log(lines.join('\n'));
  };
  const expectations = (title, result, allowed) => {
    for (const r of result.rows) {
      if (r.errors) failures.push(`${title}, ${r.label}: ${r.errors} connection errors or timeouts`);
      for (const code of Object.keys(r.codes)) {
        if (!allowed.includes(Number(code))) failures.push(`${title}, ${r.label}: ${r.codes[code]} answers ${code}`);
      }
    }
    for (const kind of ['requests', 'offers', 'replies'])
      if (result.found[kind] !== result.ledger[kind].length)
        failures.push(`${title}: ${result.ledger[kind].length - result.found[kind]} acknowledged ${kind} missing`);
  };

  const load = `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}, ${cpus().length} cores`;
  console.log(`\n## Load: ${connections} connections, ${seconds} s per phase, PostgreSQL ${versions[0]}, ${load}\n`);
  const steady = await phase('steady', requestsToOffer.splice(0, Math.ceil(requestsToOffer.length / 2)));
  table('Steady', steady);
  expectations('steady', steady, [200]);

  const restarted = await phase('restart', requestsToOffer, async () => {
    await sleep((seconds * 1000) / 2);
    // watch /readyz while PostgreSQL restarts: how long the server answers 503
    let watching = true;
    let firstDown;
    let backAt;
    const watch = (async () => {
      while (watching) {
        const t = Date.now();
        const status = (await fetch(`${base}/readyz`).catch(() => undefined))?.status;
        if (status !== 200 && firstDown === undefined) firstDown = t;
        if (status === 200 && firstDown !== undefined && backAt === undefined) backAt = t;
        await sleep(25);
      }
    })();
    const t0 = Date.now();
    await pgRunAsync('pg_ctl', ['-D', pgDir, '-m', 'fast', '-w', 'restart', '-o', pgOptions, '-l', `${pgDir}/log`]);
    const dbBack = Date.now();
    await sleep(3000);
    watching = false;
    await watch;
    return { restartMs: dbBack - t0, downMs: backAt && firstDown ? backAt - firstDown : undefined };
  });
  table('PostgreSQL restarted in the middle', restarted);
  console.log(
    `pg_ctl restart took ${restarted.extra.restartMs} ms; /readyz answered 503 for ${restarted.extra.downMs ?? '?'} ms ` +
      '(from its first 503 to its first 200 again, polled every 25 ms).\n',
  );
  expectations('restart', restarted, [200, 503]);
} catch (err) {
  failures.push(String(err?.stack ?? err));
} finally {
  await cleanUp();
}
if (failures.length) {
  console.log(`FAILED:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('All expectations held.');
