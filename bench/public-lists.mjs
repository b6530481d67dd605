// Load on the public lists of a running server (loopback only): node bench/public-lists.mjs [baseUrl] [seconds]
// For each endpoint: C concurrent clients for a bounded time; prints requests/s and latency percentiles.
const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const seconds = Math.min(Number(process.argv[3] ?? 5), 30);
const concurrency = 8;
if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/.test(base)) {
  console.error('bench targets loopback addresses only');
  process.exit(2);
}

const endpoints = [
  '/api/imbtalepler?sayfa=1',
  '/api/imbtalepler?sayfa=3',
  '/api/urunListesi?sayfa=1',
  '/api/indexpage',
  '/api/indeximbtalepler',
  '/api/urunAra?s=%C3%A7elik',
  '/api/blogList-1',
  '/api/genelteklif-1',
];

for (const path of endpoints) {
  const latencies = [];
  const until = Date.now() + seconds * 1000;
  let errors = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < until) {
        const t0 = performance.now();
        const res = await fetch(base + path).catch(() => undefined);
        if (!res || res.status >= 500) errors++;
        await res?.arrayBuffer();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
  console.log(
    `${path.padEnd(30)} ${(latencies.length / seconds).toFixed(0).padStart(6)} req/s  p50 ${pct(50)} ms  p95 ${pct(95)} ms` +
      (errors ? `  errors ${errors}` : ''),
  );
}
