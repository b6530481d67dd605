// Public pages rendered with their content (platform/pages.ts): the server's part. The renderer here stands in for
// the web app's server build (the browser journeys run the real one, e2e/site.e2e.ts); it makes its calls through
// the fetch the server gives it, as the real one does.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../test/app';
import * as f from '../../test/fixtures';
import type { RenderPage } from './pages';

let t: TestApp;
let renders: string[] = [];
let behaviour: 'render' | 'decline' | 'fail' = 'render';
const script = Buffer.from(`export const a = ${JSON.stringify('Çelik Döküm '.repeat(300))};`);

beforeAll(async () => {
  const webRoot = await mkdtemp(path.join(tmpdir(), 'web-'));
  await writeFile(
    path.join(webRoot, 'index.html'),
    // over 1 KB, as the real one is: it goes out compressed
    `<html><head><meta name="description" content="" /><meta name="keywords" content="" /><title>Tedarik</title><style>${'.a{}'.repeat(300)}</style></head><body><div id="root"></div></body></html>`,
  );
  // a file of the app with the build's compressed copies (apps/web/build/precompress.ts)
  await mkdir(path.join(webRoot, 'assets'));
  await writeFile(path.join(webRoot, 'assets/app-x1.js'), script);
  await writeFile(path.join(webRoot, 'assets/app-x1.js.br'), brotliCompressSync(script));
  await writeFile(path.join(webRoot, 'assets/app-x1.js.gz'), gzipSync(script));
  t = await testApp({
    webRoot,
    cache: true,
    pageRenderer:
      (fetcher): RenderPage =>
      async (url) => {
        renders.push(url);
        if (behaviour === 'fail') throw new Error('render failed');
        if (behaviour === 'decline') return null;
        const answer = await fetcher('/api/imbtalepler?sayfa=1');
        return {
          status: 200,
          root: `<main>${answer.status} ${await answer.text()}</main>`,
          state: '<script type="application/json" id="ssr-state">{}</script>',
        };
      },
  });
});
afterAll(() => t.close());

describe('public pages rendered on the server', () => {
  it('go out with their content in #root, the data after it, and the page title', async () => {
    const sector = await f.category(t.db, 'Kimya');
    const buyer = await f.member(t.db);
    await f.request(t.db, buyer.id, (await f.catalogProduct(t.db, sector.id, 'Endüstriyel Boya')).id, 'open');
    renders = [];

    const res = await t.app.inject('/talepler?sayfa=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(renders).toEqual(['http://x/talepler?sayfa=1']);
    expect(res.body).toMatch(
      /<div id="root"><main>200 \{.*Endüstriyel Boya.*<\/main><\/div><script type="application\/json" id="ssr-state">/,
    );
    expect(res.body).toContain('<title>Talepler | ');
  });

  it('are kept until the next write, which the next visitor sees', async () => {
    renders = [];
    const first = await t.app.inject('/urunler');
    expect((await t.app.inject('/urunler')).body).toBe(first.body);
    expect(renders).toHaveLength(1);

    const sector = await f.category(t.db, 'Metal');
    const buyer = await f.member(t.db);
    await f.request(t.db, buyer.id, (await f.catalogProduct(t.db, sector.id, 'Paslanmaz Sac')).id, 'open');
    // any successful write makes the kept pages stale (here a newsletter sign-up)
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/bultenKayit',
      payload: { email: 'abone@ornek.com' },
    });
    expect(write.statusCode).toBe(200);
    const after = await t.app.inject('/urunler');
    expect(renders).toHaveLength(2);
    expect(after.body).toContain('Paslanmaz Sac');
  });

  it('go out compressed as the browser asks, the kept page as the first one, and a missing page too', async () => {
    const browser = { 'accept-encoding': 'gzip, deflate, br' };
    const plain = await t.app.inject('/talepler?sayfa=3');
    for (const url of ['/talepler?sayfa=3', '/talepler?sayfa=3', '/talep-detay-999999']) {
      const res = await t.app.inject({ url, headers: browser });
      expect([res.headers['content-encoding'], res.headers.vary, res.headers['content-type']]).toEqual([
        'br',
        'accept-encoding',
        'text/html; charset=utf-8',
      ]);
      const html = brotliDecompressSync(res.rawPayload).toString();
      if (url === '/talepler?sayfa=3') expect(html).toBe(plain.body);
      else expect([res.statusCode, html]).toEqual([404, expect.stringContaining('<div id="root"></div>')]);
    }
  });

  it("send the app's files as the build compressed them, to a browser that takes them", async () => {
    const get = (encoding?: string) =>
      t.app.inject({ url: '/assets/app-x1.js', headers: encoding ? { 'accept-encoding': encoding } : {} });
    const br = await get('gzip, deflate, br');
    expect([br.headers['content-encoding'], br.headers.vary]).toEqual(['br', 'accept-encoding']);
    expect(br.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload)).toEqual(script);
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload)).toEqual(script);
    const plain = await get();
    expect([plain.headers['content-encoding'], plain.rawPayload]).toEqual([undefined, script]);
    // the copies are no files of their own
    expect((await t.app.inject('/assets/app-x1.js.br')).statusCode).toBe(404);
  });

  it('are made once for visitors who ask for the same page at the same time', async () => {
    await t.app.inject({ method: 'POST', url: '/api/bultenKayit', payload: { email: 'ayni@ornek.com' } });
    renders = [];
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.app.inject('/talepler?sayfa=2')));
    expect(renders).toEqual(['http://x/talepler?sayfa=2']);
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
    expect(answers[0].statusCode).toBe(200);
    expect(answers[0].body).toContain('<div id="root"><main>200 ');
  });

  it('are built in the browser when the renderer declines the page or fails, never a 500', async () => {
    for (const b of ['decline', 'fail'] as const) {
      behaviour = b;
      const res = await t.app.inject(`/sss?${b}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<title>Sıkça Sorulan Sorular | ');
    }
    behaviour = 'render';
  });

  it('are not rendered for data that does not exist: the 404 shell', async () => {
    renders = [];
    const res = await t.app.inject('/talep-detay-999999');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"></div>');
    expect(renders).toEqual([]);
  });
});
