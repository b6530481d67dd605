// Overload (issue 35 item 18): how fast /healthz answers while clients send the heaviest calls, and what share of those
// calls is shed (503 + Retry-After), loopback only:
//   node bench/pressure.mjs [embedded | postgres://…/db-server | postgres://…/kept-db] [seconds=15] [connections=20]
// MAX_EVENT_LOOP_DELAY (passed on to the server; 0 turns shedding off) compares the two. Starts the compiled server with
// the demo data; `connections` clients send searches that are never kept (another text each time: the back-office's
// request and member searches, the public product search) while one client asks /healthz every 50 ms and /readyz
// every second. Prints /healthz's p50, p99 and max, how often /readyz said the process was under pressure, and the
// calls' answers by status.
import autocannon from 'autocannon';
import pg from 'pg';
import { searchFor } from './dataset.mjs';
import { startServer } from './server.mjs';

const target = process.argv[2] ?? 'embedded';
const seconds = Math.min(Number(process.argv[3] ?? 15), 120);
const connections = Number(process.argv[4] ?? 20);
const port = 3972;
let databaseUrl;
let maintenance;
if (target !== 'embedded' && new URL(target).pathname.length > 1) databaseUrl = target;
else if (target !== 'embedded') {
  maintenance = new pg.Client({ connectionString: `${target}/postgres` });
  await maintenance.connect();
  databaseUrl = `${target}/tedarik_pressure_${process.pid}`;
  await maintenance.query(`create database ${new URL(databaseUrl).pathname.slice(1)}`);
}
const server = await startServer(port, {
  ...(databaseUrl && { DATABASE_URL: databaseUrl }),
  DEMO_DATA: 'on',
  ADMIN_PASSWORD: 'Demo1234',
  LOG_LEVEL: 'error',
  ...(process.env.MAX_EVENT_LOOP_DELAY !== undefined && { MAX_EVENT_LOOP_DELAY: process.env.MAX_EVENT_LOOP_DELAY }),
});
try {
  const base = server.base;
  const post = async (url, body, headers = {}) =>
    (
      await fetch(base + url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      })
    ).json();
  const basic = (name, token) => ({ authorization: `Basic ${Buffer.from(`${name}:${token}`).toString('base64')}` });
  const boss = await post('/adn_api/login', { kad: 'admin', sifre: 'Demo1234' });
  const admin = { ...basic(boss.kad, boss.token), 'content-type': 'application/json' };

  let n = 1000;
  const heaviest = [
    () => ({ method: 'POST', path: '/adn_api/tumTalepListesi', headers: admin, body: `{"ara":"${searchFor(n++)}"}` }),
    () => ({ method: 'POST', path: '/adn_api/uyeListAra', headers: admin, body: `{"ara":"ışıl çelik ${n++}"}` }),
    () => ({ method: 'GET', path: `/api/urunListesi?sayfa=1&s=${encodeURIComponent(searchFor(n++))}` }),
  ];
  const statuses = {};
  const load = autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [{ setupRequest: (req) => ({ ...req, ...heaviest[n % heaviest.length]() }) }],
  });
  load.on('response', (_client, status) => {
    statuses[status] = (statuses[status] ?? 0) + 1;
  });

  // the probes, as a load balancer's would be: one at a time, each on a connection of its own
  const health = [];
  const pressure = { asked: 0, under: 0 };
  let running = true;
  const healthProbe = (async () => {
    while (running) {
      const t0 = performance.now();
      const res = await fetch(`${base}/healthz`, { headers: { connection: 'close' } });
      await res.text();
      health.push({ ms: performance.now() - t0, status: res.status });
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const readyProbe = (async () => {
    while (running) {
      const res = await fetch(`${base}/readyz`, { headers: { connection: 'close' } });
      const body = await res.json();
      pressure.asked++;
      if (res.status === 503 && body.status === 'under pressure') pressure.under++;
      await new Promise((r) => setTimeout(r, 1000));
    }
  })();
  await load;
  running = false;
  await Promise.all([healthProbe, readyProbe]);

  const ms = health.map((h) => h.ms).sort((a, b) => a - b);
  const at = (q) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))].toFixed(0);
  const calls = Object.values(statuses).reduce((a, b) => a + b, 0);
  const share = (match) =>
    `${((Object.entries(statuses).reduce((a, [s, c]) => a + (match(Number(s)) ? c : 0), 0) * 100) / calls).toFixed(1)} %`;
  console.log(
    [
      `\n### Overload: ${databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}, demo data, ${connections} clients sending the ` +
        `heaviest calls for ${seconds} s, MAX_EVENT_LOOP_DELAY=${process.env.MAX_EVENT_LOOP_DELAY ?? 'default'}\n`,
      '| /healthz p50 ms | p99 ms | max ms | /healthz not 200 | calls | 2xx | 503 | /readyz under pressure |',
      '|---|---|---|---|---|---|---|---|',
      `| ${at(0.5)} | ${at(0.99)} | ${ms.at(-1).toFixed(0)} | ${health.filter((h) => h.status !== 200).length} of ` +
        `${health.length} | ${calls} | ${share((s) => s < 300)} | ${share((s) => s === 503)} | ` +
        `${pressure.under} of ${pressure.asked} |`,
      `answers by status: ${JSON.stringify(statuses)}`,
    ].join('\n'),
  );
} finally {
  await server.stop();
  if (maintenance) {
    await maintenance.query(`drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`);
    await maintenance.end();
  }
}
