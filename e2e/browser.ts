// Debian's Chromium driven by playwright-core (no browser download; DESIGN §7).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';

export const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
const dataDir = process.env.E2E_DATA_DIR ?? './data';

export function launch(): Promise<Browser> {
  return chromium.launch({
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
  });
}

export async function newPage(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport, locale: 'tr-TR' });
  return context.newPage();
}

/** The newest six-digit code in the outbox files (.eml / .txt) written for `recipient`. */
export async function activationCodeFor(recipient: string, timeoutMs = 15_000): Promise<string> {
  const dir = path.join(dataDir, 'outbox');
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.includes(recipient)).sort();
    for (const f of files.reverse()) {
      const code = (await readFile(path.join(dir, f), 'utf8')).match(/kodunuz: (\d{6})/)?.[1];
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`no activation code for ${recipient} in ${dir}`);
}
