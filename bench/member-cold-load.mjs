// Cold first loads of the member screens (issue 35): each screen opened directly in a fresh browser context (empty
// cache, the demo member's session already stored, as after a login days ago), timed from the navigation's start to
// the member-area frame (the account menu and the welcome line) and to the screen's content (its heading, with no
// loader or skeleton left in the page's column). Median of `--runs` (default 3) per screen; `--cpu 4` slows Chromium's
// CPU four times, as Lighthouse's mobile runs do, to stand for a loaded machine.
//   node bench/member-cold-load.mjs [--url http://127.0.0.1:3000] [--runs 3] [--cpu 4]
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    runs: { type: 'string', default: '3' },
    cpu: { type: 'string', default: '1' },
  },
});
const base = values.url;
const runs = Number(values.runs);
const cpu = Number(values.cpu);

async function login(mail) {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mail, sifre: 'Demo1234' }),
  });
  if (!res.ok) throw new Error(`login ${mail}: ${res.status} ${await res.text()}`);
  return res.json();
}
const auth = (user) => ({ authorization: `Basic ${Buffer.from(`${user.email}:${user.token}`).toString('base64')}` });
const getJson = async (path, user) => (await fetch(`${base}${path}`, { headers: auth(user) })).json();

const buyer = await login('alici@ornek.com.tr');
const maker = await login('imalatci@ornek.com.tr');
const requestId = (await getJson('/api/talepListesi', buyer))[0]?.tlb.id;
const offerRequestId = (await getJson('/api/teklifListesi', maker))[0]?.talep?.id;
const productId = (await getJson('/api/uyeurunlerim', maker))[0]?.urun.id;
const ticketId = (await getJson('/api/destekListesi', buyer))[0]?.id;

const screens = [
  ['/account-d', buyer],
  ['/account-d-detay-taleplerim', buyer],
  ['/account-d-detay-taleplerim-olustur', buyer],
  requestId && [`/account-d-detay-talep-${requestId}`, buyer],
  ['/account-d-detay-tercih', buyer],
  ['/account-d-detay-logo', buyer],
  ['/account-d-kullGunc', buyer],
  ['/account-d-sifreGunc', buyer],
  ['/account-d-detay-paket', buyer],
  ['/destek', buyer],
  ['/destek-yeni-talep', buyer],
  ticketId && [`/destek-talep-detay-${ticketId}`, buyer],
  ['/account-d', maker],
  ['/account-d-detay-urunlerim', maker],
  ['/account-d-detay-urun-olustur', maker],
  productId && [`/account-d-detay-urun-icerik-${productId}`, maker],
  ['/account-d-detay-teklif-ver', maker],
  ['/account-d-detay-tekliflerim', maker],
  offerRequestId && [`/account-d-detay-teklif-${offerRequestId}`, maker],
].filter(Boolean);

// Runs in the page from its first script: records when the frame and the content first show.
function watch() {
  const marks = {};
  window.__coldLoad = marks;
  const visible = (el) => el && el.getClientRects().length > 0;
  const tick = () => {
    const menu = document.querySelector('nav[aria-label="Hesap menüsü"]');
    const welcome = [...document.querySelectorAll('h3')].find((h) => h.textContent?.startsWith('Hoş geldiniz'));
    if (marks.frame === undefined && visible(menu) && visible(welcome)) marks.frame = performance.now();
    const column = menu?.closest('.mantine-Grid-inner')?.lastElementChild;
    const busy =
      column?.querySelector('.mantine-Loader-root, .mantine-Skeleton-root[data-visible], [aria-busy="true"]') ??
      document.querySelector('main .mantine-Loader-root');
    if (marks.frame !== undefined && marks.content === undefined && visible(column?.querySelector('h2')) && !busy)
      marks.content = performance.now();
    if (marks.content === undefined) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = [];
for (const [path, user] of screens) {
  const frame = [];
  const content = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'tr-TR' });
    await context.addInitScript((stored) => localStorage.setItem('tedarik.user', stored), JSON.stringify(user));
    await context.addInitScript(watch);
    const page = await context.newPage();
    if (cpu > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    }
    await page.goto(`${base}${path}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__coldLoad?.content !== undefined, null, { timeout: 60_000 });
    const marks = await page.evaluate(() => window.__coldLoad);
    frame.push(marks.frame);
    content.push(marks.content);
    await context.close();
  }
  rows.push({
    screen: `${path} (${user.role})`,
    frame: Math.round(median(frame)),
    content: Math.round(median(content)),
  });
}
await browser.close();
console.table(rows);
