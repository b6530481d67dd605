// Debian's Chromium driven by playwright-core (no browser download; DESIGN §7).
import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AxeResults } from 'axe-core';
import { type Browser, chromium, type Page } from 'playwright-core';

export const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
const dataDir = process.env.E2E_DATA_DIR ?? './data';

/** How the journeys start Chromium (a persistent profile too: e2e/installable.e2e.ts). */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export function launch(): Promise<Browser> {
  return chromium.launch(CHROMIUM);
}

/**
 * Each browser context is a visitor of its own address (X-Forwarded-For; the journeys' server trusts one proxy), as
 * real visitors are: the per-address rate limits stay on, and the journeys together do not exhaust one address's.
 */
let visitor = 0;
export const visitorHeaders = () => ({
  'x-forwarded-for': `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${++visitor % 250}`,
});

/** `timezoneId`: the browser's zone (a visitor abroad); the machine's by default. */
export async function newPage(
  browser: Browser,
  viewport = { width: 1280, height: 900 },
  { timezoneId }: { timezoneId?: string } = {},
): Promise<Page> {
  // reduced motion: dialogs open at once, so an accessibility scan never measures a half-faded colour
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport,
    locale: 'tr-TR',
    ...(timezoneId && { timezoneId }),
    reducedMotion: 'reduce',
    extraHTTPHeaders: visitorHeaders(),
  });
  return liveAfterLoads(await context.newPage());
}

/**
 * A page the server rendered shows before it is live: the app hydrates it a moment later. A visitor waits for the
 * page to answer; the journeys wait for the app's mark (`data-live` on <html>, root-layout.tsx) after every `goto`, as
 * after a reload, so that a click is never spent on HTML that does not answer yet.
 */
export function liveAfterLoads(page: Page): Page {
  const live = () => page.waitForSelector('html[data-live]', { state: 'attached', timeout: 15_000 }).catch(() => null);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (!options?.waitUntil || options.waitUntil === 'load') await live();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await live();
    return response;
  };
  return page;
}

/** A mail file's text with quoted-printable soft breaks and escapes undone. */
const decodeMail = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));

/** The first match of `pattern` in the newest outbox file (.eml / .txt) written for `recipient`. */
export async function fromOutbox(recipient: string, pattern: RegExp, timeoutMs = 15_000): Promise<string> {
  const dir = path.join(dataDir, 'outbox');
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.includes(recipient)).sort();
    for (const f of files.reverse()) {
      const found = decodeMail(await readFile(path.join(dir, f), 'utf8')).match(pattern)?.[1];
      if (found) return found;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`nothing like ${pattern} for ${recipient} in ${dir}`);
}

export const activationCodeFor = (recipient: string) => fromOutbox(recipient, /kodunuz: (\d{6})/);

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The serious and critical findings of axe inside `selector` (the whole page, its own content, a dialog), one line
 * each (rule, count, targets). The site's content security policy refuses inline scripts, so a script tag with axe
 * would not run: its source is evaluated through the browser's protocol instead, which the policy does not govern,
 * and the page keeps its real policy.
 */
export async function axeFindings(page: Page, selector = 'body'): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (context) => (window as unknown as { axe: { run: (c: string) => Promise<AxeResults> } }).axe.run(context),
    selector,
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}, ${v.nodes.length}×): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}
