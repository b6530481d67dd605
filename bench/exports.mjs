// The comparison's exports under load (issue 47 item 13), loopback only:
//   node bench/exports.mjs [rounds=3] [parallel=24]
// Starts the compiled server with the demo data, finds demo buyers whose requests have offers, and sends `parallel`
// exports at once (.pdf and .xlsx in turn, two per buyer, as many buyers as it takes), `rounds` times, while one client
// asks /healthz every 50 ms. Prints /healthz's p50, p99 and max before (5 s idle: what the machine gives) and during
// the exports, the exports' answers by status and their wall time, and the server's resident memory (its /proc status:
// threads included) before, at its peak and 40 s after the last round (an idle export thread ends after 30 s).
import { readFileSync } from 'node:fs';
import { startServer } from './server.mjs';

const rounds = Number(process.argv[2] ?? 3);
const parallel = Number(process.argv[3] ?? 24);
const port = 3973;
const server = await startServer(port, { DEMO_DATA: 'on', LOG_LEVEL: 'error', TRUST_PROXY: '1' });
const rssMb = () => {
  const line = readFileSync(`/proc/${server.child.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Math.round(Number(line[1]) / 1024) : Number.NaN;
};
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]) : 0;
};

try {
  const base = server.base;
  let visitor = 0;
  const call = async (path, { body, auth } = {}) => {
    const res = await fetch(base + path, {
      method: body ? 'POST' : 'GET',
      headers: {
        'content-type': 'application/json',
        // each buyer is a visitor of its own (the login limit counts per address)
        'x-forwarded-for': `10.9.${Math.floor(visitor / 250)}.${visitor++ % 250}`,
        ...(auth && { authorization: `Basic ${Buffer.from(`${auth.mail}:${auth.token}`).toString('base64')}` }),
      },
      body: body && JSON.stringify(body),
    });
    return res;
  };

  // the demo buyers with a request that has offers: one export of each kind per buyer
  const buyers = [];
  for (let j = 0; buyers.length * 2 < parallel && j < 80; j++) {
    const mail = j === 0 ? 'alici@ornek.com.tr' : `alici${j}@ornek.com.tr`;
    const login = await call('/api/login', { body: { mail, sifre: 'Demo1234' } });
    if (!login.ok) continue;
    const { token } = await login.json();
    const auth = { mail, token };
    const lists = await Promise.all(
      ['/api/talepListesi', '/api/talepListesiBitmis'].map(async (p) => (await call(p, { auth })).json()),
    );
    const offered = lists.flat().find((r) => (r.toplam ?? 0) > 0);
    if (offered) buyers.push({ auth, id: offered.tlb.id });
  }
  if (buyers.length === 0) throw new Error('no demo buyer has a request with offers');
  const jobs = Array.from({ length: parallel }, (_, i) => ({
    ...buyers[Math.floor(i / 2) % buyers.length],
    kind: i % 2 ? 'xlsx' : 'pdf',
  }));
  const exportOne = async ({ auth, id, kind }) => {
    const res = await call(`/api/v2/requests/${id}/comparison.${kind}`, { auth });
    await res.arrayBuffer();
    return res.status;
  };
  // warm up: the fonts, the libraries, the first thread
  await exportOne(jobs[0]);
  await exportOne(jobs[1]);
  await new Promise((r) => setTimeout(r, 1000));
  const before = rssMb();

  // /healthz with nothing else to do, for 5 s: what this machine gives at the moment (other jobs share its cores)
  const idle = [];
  for (const until = performance.now() + 5000; performance.now() < until; ) {
    const t0 = performance.now();
    await (await fetch(`${base}/healthz`, { headers: { connection: 'close' } })).text();
    idle.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 50));
  }

  let running = true;
  let peak = before;
  const health = [];
  const probe = (async () => {
    while (running) {
      const t0 = performance.now();
      const res = await fetch(`${base}/healthz`, { headers: { connection: 'close' } });
      await res.text();
      health.push(performance.now() - t0);
      peak = Math.max(peak, rssMb());
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const statuses = {};
  const walls = [];
  for (let r = 0; r < rounds; r++) {
    const t0 = performance.now();
    for (const status of await Promise.all(jobs.map(exportOne))) statuses[status] = (statuses[status] ?? 0) + 1;
    walls.push(Math.round(performance.now() - t0));
  }
  running = false;
  await probe;
  await new Promise((r) => setTimeout(r, 40_000));
  const after = rssMb();
  console.log(
    JSON.stringify(
      {
        rounds,
        parallel,
        buyers: buyers.length,
        healthzIdle: { p50: percentile(idle, 50), p99: percentile(idle, 99), max: percentile(idle, 100) },
        healthz: { p50: percentile(health, 50), p99: percentile(health, 99), max: percentile(health, 100) },
        statuses,
        wallMs: walls,
        rssMb: { before, peak, after40s: after },
      },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
}
