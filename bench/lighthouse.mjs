// Lighthouse on six public pages (a benchmark, not a test): node bench/lighthouse.mjs [baseUrl] [--doors]
// Without baseUrl it starts the compiled server (`npm run build` first) with the demo data on a temporary embedded
// database. Each page (/, /talepler, /urunler, a company page, a request page, a manufacturers' landing page) is
// measured by Lighthouse 13 (fetched by npx, not a dependency of the project) in its default mode: a mobile device
// with simulated slow 4G and a 4× slower CPU, in Debian's Chromium. Prints a markdown table of the performance
// score, FCP, LCP, CLS and TBT.
// `--doors`: the doors into the member area instead (decision 0050): the login, registration and forgot-password
// pages as a visitor opens them, and a member's first screen (/account-d) with the demo buyer's session already in the
// browser (as after a login days ago: stored in a profile of its own, which Lighthouse is told to keep).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from './server.mjs';

const doors = process.argv.includes('--doors');
let base = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
const server = base ? undefined : await startServer(3985, { LOG_LEVEL: 'warn' });
base ??= server.base;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** A Chromium profile whose storage holds the demo buyer's session for `base`. */
async function memberProfile() {
  const dir = mkdtempSync(path.join(tmpdir(), 'tedarik-lighthouse-'));
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mail: 'alici@ornek.com.tr', sifre: 'Demo1234' }),
  });
  if (!login.ok) throw new Error(`login: ${login.status}`);
  const user = JSON.stringify(await login.json());
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: chromePath,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const page = await context.newPage();
  await page.goto(`${base}/robots.txt`);
  await page.evaluate((stored) => localStorage.setItem('tedarik.user', stored), user);
  await context.close();
  return dir;
}

const profile = doors ? await memberProfile() : undefined;
try {
  const firstLoc = async (part) =>
    /<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/.exec(await (await fetch(base + part)).text())?.[1];
  const pages = doors
    ? [
        ['login', '/Account-Login'],
        ['registration', '/Account-Free-Join'],
        ['forgot password', '/account-ForgotPassword'],
        ["a member's first screen", '/account-d', profile],
      ]
    : [
        ['home', '/'],
        ['requests', '/talepler'],
        ['products', '/urunler'],
        ['a company page', await firstLoc('/sitemap-firmalar-1.xml')],
        ['a request page', await firstLoc('/sitemap-talepler-1.xml')],
        ["a manufacturers' landing page", await firstLoc('/sitemap-imalatcilar-1.xml')],
      ];
  const rows = [];
  for (const [name, page, userDataDir] of pages) {
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
          `--chrome-flags=--headless=new --no-sandbox --disable-gpu${userDataDir ? ` --user-data-dir=${userDataDir}` : ''}`,
          // the stored session stays (the HTTP cache of the profile holds robots.txt alone)
          ...(userDataDir ? ['--disable-storage-reset'] : []),
        ],
        { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 1 << 28 },
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
    // a member's page without the session would have been the login page
    const shown = new URL(report.finalDisplayedUrl).pathname;
    if (shown.toLowerCase() !== page.toLowerCase()) throw new Error(`${page} showed ${shown}`);
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
  if (profile) rmSync(profile, { recursive: true, force: true });
}
