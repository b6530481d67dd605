// Lighthouse on five public pages (a benchmark, not a test): node bench/lighthouse.mjs [baseUrl]
// Without baseUrl it starts the compiled server (`npm run build` first) with the demo data on a temporary embedded
// database. Each page (/, /talepler, /urunler, a company page, a request page) is measured by Lighthouse 13 (fetched
// by npx, not a dependency of the project) in its default mode: a mobile device with simulated slow 4G and a 4× slower
// CPU, in Debian's Chromium. Prints a markdown table of the performance score, FCP, LCP, CLS and TBT.
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { startServer } from './server.mjs';

let base = process.argv[2];
const server = base ? undefined : await startServer(3985, { LOG_LEVEL: 'warn' });
base ??= server.base;
try {
  const firstLoc = async (part) =>
    /<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/.exec(await (await fetch(base + part)).text())?.[1];
  const pages = [
    ['home', '/'],
    ['requests', '/talepler'],
    ['products', '/urunler'],
    ['a company page', await firstLoc('/sitemap-firmalar-1.xml')],
    ['a request page', await firstLoc('/sitemap-talepler-1.xml')],
  ];
  const rows = [];
  for (const [name, page] of pages) {
    const run = () =>
      execFileSync(
        'npx',
        [
          '--yes',
          'lighthouse@13',
          base + page,
          '--quiet',
          '--only-categories=performance',
          '--output=json',
          '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
        ],
        { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 1 << 28 },
      );
    // Lighthouse now and then fails to record a trace (NO_NAVSTART): that page is measured again, up to three times
    let out;
    for (let attempt = 1; !out; attempt++) {
      try {
        out = run();
      } catch (err) {
        if (attempt === 3) throw err;
      }
    }
    const report = JSON.parse(out);
    const ms = (id) => Math.round(report.audits[id].numericValue);
    rows.push(
      `| ${name} (${page}) | ${Math.round(report.categories.performance.score * 100)} | ${ms('first-contentful-paint')} | ` +
        `${ms('largest-contentful-paint')} | ${report.audits['cumulative-layout-shift'].numericValue.toFixed(3)} | ` +
        `${ms('total-blocking-time')} |`,
    );
    console.error(rows.at(-1));
  }
  console.log(
    [
      `\n### Lighthouse 13, mobile (simulated throttling); ${cpus().length} cores, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}\n`,
      '| page | performance | FCP ms | LCP ms | CLS | TBT ms |',
      '|---|---|---|---|---|---|',
      ...rows,
    ].join('\n'),
  );
} finally {
  await server?.stop();
}
