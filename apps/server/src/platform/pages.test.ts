// Public pages rendered with their content (platform/pages.ts): the server's part. The renderer here stands in for
// the web app's server build (the browser journeys run the real one, e2e/site.e2e.ts); it makes its calls through
// the fetch the server gives it, as the real one does.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../test/app';
import * as f from '../../test/fixtures';
import type { RenderPage } from './pages';

let t: TestApp;
let renders: string[] = [];
let behaviour: 'render' | 'decline' | 'fail' = 'render';

beforeAll(async () => {
  const webRoot = await mkdtemp(path.join(tmpdir(), 'web-'));
  await writeFile(
    path.join(webRoot, 'index.html'),
    '<html><head><meta name="description" content="" /><meta name="keywords" content="" /><title>Tedarik</title></head><body><div id="root"></div></body></html>',
  );
  t = await testApp({
    webRoot,
    answerCache: true,
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
