// The installable app (decision 0064): the manifest Chromium's installability checks read, its icons, and the service
// worker's rules of what it keeps for offline reading (public/sw.js, run here in a context of its own).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

const PUBLIC = path.resolve(import.meta.dirname, '../public');
const INDEX = readFileSync(path.resolve(import.meta.dirname, '../index.html'), 'utf8');

interface Icon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

describe('the web app manifest', () => {
  const manifest = JSON.parse(readFileSync(path.join(PUBLIC, 'manifest.webmanifest'), 'utf8'));

  it('is linked from every page, with the theme colour', () => {
    expect(INDEX).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(INDEX).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
    expect(INDEX).toContain('<script src="/pwa.js" defer></script>');
  });

  it('has what installability asks: a name, a start, standalone display, Turkish', () => {
    expect(manifest).toMatchObject({ name: 'Tedarik', short_name: 'Tedarik', lang: 'tr', start_url: '/' });
    expect(['standalone', 'fullscreen', 'minimal-ui']).toContain(manifest.display);
    expect(manifest.theme_color).toBe('#3b5bdb'); // the theme's primary: indigo, shade 8 (theme.ts)
  });

  it('has PNG icons of 192 and 512 that exist and are those sizes, and a maskable one', async () => {
    const icons = manifest.icons as Icon[];
    const sized = async (icon: Icon) => {
      const file = path.join(PUBLIC, icon.src);
      const meta = await sharp(file).metadata();
      return { src: icon.src, declared: icon.sizes, real: `${meta.width}x${meta.height}`, format: meta.format };
    };
    const all = await Promise.all(icons.map(sized));
    for (const icon of all) expect([icon.real, icon.format]).toEqual([icon.declared, 'png']);
    const any = icons.filter((i) => (i.purpose ?? 'any').split(' ').includes('any')).map((i) => i.sizes);
    expect(any).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.some((i) => i.purpose === 'maskable')).toBe(true);
    expect(icons.every((i) => i.type === 'image/png')).toBe(true);
  });
});

/** The service worker's top-level functions, run without a browser: its listeners go nowhere. */
function serviceWorker() {
  const context = vm.createContext({
    URL,
    self: { addEventListener: () => {}, location: { origin: ORIGIN } },
  });
  vm.runInContext(readFileSync(path.join(PUBLIC, 'sw.js'), 'utf8'), context);
  // its functions are the context's; its constants stay in the script's scope, which a later script of it shares
  return Object.assign(context, { SHELL_FILES: vm.runInContext('SHELL_FILES', context) }) as unknown as {
    mayKeepPage: (request: object, response: object, origin: string) => boolean;
    isBuildFile: (request: object, origin: string) => boolean;
    SHELL_FILES: string[];
  };
}

const ORIGIN = 'https://tedarik.example';
const navigation = (p: string, init: { method?: string; mode?: string } = {}) => ({
  url: new URL(p, ORIGIN).href,
  method: init.method ?? 'GET',
  mode: init.mode ?? 'navigate',
});
const answer = (init: { status?: number; type?: string; headers?: Record<string, string>; url?: string } = {}) => ({
  status: init.status ?? 200,
  type: init.type ?? 'basic',
  redirected: false,
  url: init.url ?? '',
  headers: new Headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', ...init.headers }),
});

describe('what the service worker keeps for offline reading', () => {
  const sw = serviceWorker();
  const keeps = (p: string, response = answer(), init?: { method?: string; mode?: string }) =>
    sw.mayKeepPage(navigation(p, init), response, ORIGIN);

  it('keeps the 200 answer of a public page', () => {
    for (const p of ['/', '/talepler', '/talep-detay-5', '/firma-acme-3', '/Qr', '/teklif-Olustur', '/sss?x=1'])
      expect([p, keeps(p)]).toEqual([p, true]);
  });

  it('never keeps a call, the back-office, the member area or an account page, whatever their case', () => {
    for (const p of [
      '/api/v2/me',
      '/adn_api/members',
      '/adminimt',
      '/adminimt/isler',
      '/ADMINIMT/login',
      '/account-d',
      '/Account-Login',
      '/account-d-detay-talep-7',
      '/account-sifre-sifirla?token=abc',
      '/hesabim/mesajlar',
      '/hesabim',
      '/destek',
      '/destek-talep-detay-4',
      '/uploads/x.jpg',
      '/sitemap.xml',
    ])
      expect([p, keeps(p)]).toEqual([p, false]);
  });

  it('never keeps an answer that is not a plain 200 page, is private or sets a cookie', () => {
    expect(keeps('/', answer({ status: 404 }))).toBe(false);
    expect(keeps('/', answer({ status: 500 }))).toBe(false);
    expect(keeps('/', answer({ type: 'opaqueredirect', status: 0 }))).toBe(false);
    expect(keeps('/', answer({ headers: { 'cache-control': 'private, max-age=60' } }))).toBe(false);
    expect(keeps('/', answer({ headers: { 'cache-control': 'no-store' } }))).toBe(false);
    expect(keeps('/', answer({ headers: { 'set-cookie': 'sid=1' } }))).toBe(false);
    expect(keeps('/', answer({ headers: { vary: 'Authorization' } }))).toBe(false);
    expect(keeps('/', answer({ headers: { 'content-type': 'application/json' } }))).toBe(false);
    expect(keeps('/', answer({ url: 'https://other.example/' }))).toBe(false);
  });

  it('keeps only GET navigations of this site', () => {
    expect(keeps('/', answer(), { method: 'POST' })).toBe(false);
    expect(keeps('/', answer(), { mode: 'cors' })).toBe(false);
    expect(sw.mayKeepPage({ url: 'https://other.example/', method: 'GET', mode: 'navigate' }, answer(), ORIGIN)).toBe(
      false,
    );
  });

  it('keeps the build’s files and the icons, never calls or uploads, and has the offline page from its install', () => {
    const file = (p: string) => sw.isBuildFile({ url: new URL(p, ORIGIN).href, method: 'GET' }, ORIGIN);
    expect([file('/assets/entry-abc.js'), file('/icons/icon-192.png')]).toEqual([true, true]);
    expect([file('/api/v2/me'), file('/uploads/a.jpg'), file('/sw.js')]).toEqual([false, false, false]);
    expect(sw.SHELL_FILES).toContain('/offline.html');
    for (const f of sw.SHELL_FILES) expect(readFileSync(path.join(PUBLIC, f)).length).toBeGreaterThan(0);
  });
});
