// The installable app (decision 0064) in Chromium: the manifest passes the browser's own installability checks, the
// one service worker controls the pages, a public page seen before is read offline from its copy, any other page
// offline is the offline page, nothing of the member area or its calls is kept, and /Qr offers 'Ana Ekrana Ekle' only
// while the browser does.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, CHROMIUM, launch, newPage, visitorHeaders } from './browser';
import { BUYER, memberSession, send, visible } from './kit';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

/** Waits until the site's worker is active and controls the page. */
const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js'), null, {
    timeout: 20_000,
  });

/** The paths of every entry of every cache of the site, by cache. */
const kept = (page: Page) =>
  page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys())
      all[name] = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
    return all;
  });

/** Offline, a navigation answered by the worker (goto's own wait for the app would wait for nothing). */
const offlineVisit = (page: Page, path: string) => page.goto(path, { waitUntil: 'domcontentloaded' });

describe('the installable app', () => {
  it('has a manifest Chromium finds installable, with its icons', async () => {
    const manifest = await send('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.json()).toMatchObject({ name: 'Tedarik', start_url: '/', display: 'standalone' });
    for (const size of [192, 512]) expect((await send(`/icons/icon-${size}.png`)).status).toBe(200);

    // a profile of its own: Chromium never offers to install from an incognito one (every newContext is)
    const profile = await mkdtemp(path.join(tmpdir(), 'tedarik-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      ...CHROMIUM,
      baseURL: baseUrl,
      extraHTTPHeaders: visitorHeaders(),
    });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await controlled(page);
      const cdp = await context.newCDPSession(page);
      const { errors, url } = await cdp.send('Page.getAppManifest');
      expect([url.endsWith('/manifest.webmanifest'), errors]).toEqual([true, []]);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });

  it('reads a public page seen before offline, shows the offline page for the rest, keeps nothing personal', async () => {
    const page = await newPage(browser);
    await page.goto('/');
    await controlled(page);
    await page.goto('/talepler');
    await visible(page.getByRole('heading', { level: 1, name: 'Talepler' }));
    await expect.poll(async () => (await kept(page))['tedarik-pages-v1'] ?? []).toContain('/talepler');

    // a member's page, and the calls it makes, in the same browser
    const session = await memberSession(BUYER);
    await page.evaluate((user) => localStorage.setItem('tedarik.user', user), JSON.stringify(session));
    const call = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/api/'));
    await page.goto('/account-d');
    await call;
    await page.evaluate(() => localStorage.removeItem('tedarik.user'));

    const caches = await kept(page);
    expect(caches['tedarik-shell-v1']).toContain('/offline.html');
    expect(caches['tedarik-assets-v1']?.length).toBeGreaterThan(0);
    const paths = Object.values(caches).flat();
    expect(paths.filter((p) => /^\/(api|adn_api|account-|hesabim|adminimt|destek)/i.test(p))).toEqual([]);

    await page.context().setOffline(true);
    await offlineVisit(page, '/talepler');
    await visible(page.getByRole('heading', { level: 1, name: 'Talepler' }));
    expect(await page.title()).not.toContain('Çevrimdışı');
    // never seen: the offline page, at the address asked for
    await offlineVisit(page, '/urunler');
    await visible(page.getByRole('heading', { level: 1, name: 'Çevrimdışısınız' }));
    expect(new URL(page.url()).pathname).toBe('/urunler');
    // the member area is never kept: offline it is the offline page too
    await offlineVisit(page, '/account-d');
    await visible(page.getByRole('heading', { level: 1, name: 'Çevrimdışısınız' }));
    await page.context().setOffline(false);
    await page.context().close();
  });

  it("offers 'Ana Ekrana Ekle' on /Qr only while the browser offers to install, and opens its dialog", async () => {
    const page = await newPage(browser);
    await page.goto('/Qr');
    const button = page.locator('[data-install-app]');
    expect(await button.count()).toBe(1);
    // no offer (or one already taken): hidden
    await page.evaluate(() => delete document.documentElement.dataset.installable);
    expect(await button.isVisible()).toBe(false);
    await page.evaluate(() => {
      const prompt = () => Object.assign(window, { prompted: ((window as { prompted?: number }).prompted ?? 0) + 1 });
      dispatchEvent(Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt }));
    });
    await visible(page.getByRole('button', { name: 'Ana Ekrana Ekle' }));
    await button.click();
    expect(await page.evaluate(() => (window as { prompted?: number }).prompted)).toBe(1);
    // an offer is asked once
    expect(await button.isVisible()).toBe(false);
    await page.context().close();
  });
});
