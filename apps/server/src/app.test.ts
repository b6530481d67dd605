import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../test/app';

/** every header helmet sets with the site's policy */
const SECURITY = new Set([
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('operations and site-wide calls', () => {
  it('answers health and readiness', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/readyz')).json()).toEqual({ status: 'ok' });
  });

  it('serves the version, title and meta, and the footer', async () => {
    expect((await t.app.inject('/api/version')).json()).toEqual({ version: 'test' });
    const meta = (await t.app.inject('/api/TitleandMeta')).json();
    expect(meta).toHaveProperty('baslik');
    expect(meta).not.toHaveProperty('analytics');
    const footer = (await t.app.inject('/api/footer')).json();
    expect(Object.keys(footer).sort()).toEqual(['etiketler', 'meta', 'sayfalar', 'sosyalMedya']);
  });

  it('serves countries and cities at the path with a Turkish İ, raw or percent-encoded', async () => {
    for (const url of ['/api/UlkelerVeİller', encodeURI('/api/UlkelerVeİller')]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      const { ulkel, sehirler } = res.json();
      expect(ulkel).toContainEqual({ id: 223, baslik: 'Türkiye' });
      expect(sehirler.filter((c: { ulke: number }) => c.ulke === 223).length).toBeGreaterThanOrEqual(81);
      expect(sehirler).toContainEqual({ id: 34, baslik: 'İstanbul', ulke: 223 });
    }
  });

  it('sends a document the site’s whole policy, and a call’s answer the headers OWASP lists for an API', async () => {
    for (const url of ['/docs/', '/talepler-yok/%E0%A4%A', '/sitemap.xml']) {
      const { headers } = await t.app.inject(url);
      expect(headers['content-security-policy'], url).toBe(
        "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';" +
          "img-src 'self' data: https:;object-src 'none';script-src 'self';script-src-attr 'none';" +
          "style-src 'self' 'unsafe-inline';frame-src https:",
      );
      expect(headers, url).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
      });
    }
    // data, a kept answer, an error, a malformed URL, the back-office's refusal
    for (const url of ['/api/version', '/api/version', '/api/yok', '/api/%E0%A4%A', '/adn_api/uyeList-1']) {
      const { headers } = await t.app.inject(url);
      const security = Object.entries(headers).filter(([name]) => SECURITY.has(name));
      expect(Object.fromEntries(security), url).toEqual({
        'content-security-policy': "frame-ancestors 'none'",
        'cross-origin-resource-policy': 'same-origin',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
      });
    }
  });

  it('answers an unknown API path with a Turkish 404, never the web app', async () => {
    const res = await t.app.inject('/api/yok-boyle-bir-sey');
    expect([res.statusCode, res.body]).toEqual([404, 'Bulunamadı.']);
  });

  it('answers a malformed JSON body with a Turkish 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: '{nope',
      headers: { 'content-type': 'application/json' },
    });
    expect([res.statusCode, res.body]).toEqual([400, 'Geçersiz istek.']);
  });
});

describe('OpenAPI', () => {
  it('describes the calls at /docs/json, grouped by audience and area', async () => {
    const doc = (await t.app.inject('/docs/json')).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/hesapOlustur', '/adn_api/login']),
    );
    expect(doc.paths['/api/login'].post.tags).toEqual(['Herkese açık · Hesap']);
    expect(doc.paths['/api/talepListesi'].get.tags).toEqual(['Üye · Talepler']);
    expect(doc.paths['/adn_api/uyeDetay-{id}'].get.tags).toEqual(['Yönetim · Üyeler ve firmalar']);
    expect(doc.paths['/adn_api/uyeDetay-{id}'].get.security).toEqual([{ basic: [] }]);
    const untagged = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.values(ops as Record<string, { tags?: string[] }>)
        .filter((op) => !op.tags?.[0] || op.tags[0].endsWith('Genel'))
        .map(() => path),
    );
    expect(untagged).toEqual([]);
  });

  it('serves the reference page at /docs with scripts of its own origin only (the site’s CSP holds)', async () => {
    const page = await t.app.inject('/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const scripts = [...page.body.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, inline] of scripts) {
      expect(attrs).toMatch(/src="/);
      expect(inline.trim()).toBe('');
    }
    const bundle = await t.app.inject('/docs/static/swagger-ui-bundle.js');
    expect(bundle.statusCode).toBe(200);
  });
});

describe('bad input never gets a 500 or English', () => {
  // (an id that is no id answers as an unknown id does: hardening.test.ts)
  it.each(['/api/Sayfadetay/%00', '/api/blogdetay/%E0%A4%A'])('%s', async (url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body).toMatch(/^(Geçersiz istek\.|İçerik bulunmuyor\.|Bulunamadı\.)$/);
  });

  it('refuses a body that is not an object in Turkish', async () => {
    for (const payload of ['[]', '"x"', 'null']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect([res.statusCode, res.body]).toEqual([400, 'Geçersiz istek.']);
    }
  });
});
