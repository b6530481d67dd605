// Site settings and social links in the back-office, through the real calls: the form's answers and messages, the
// public title, meta, footer, contact data and page titles changed at once, rich text and map embeds made safe.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TOO_LONG } from '@tedarik/contract/fields';
import { SETTINGS_MSG } from '@tedarik/contract/settings/admin';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import { settings } from '../../db/schema/settings';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  const webRoot = await mkdtemp(path.join(tmpdir(), 'web-'));
  await writeFile(
    path.join(webRoot, 'index.html'),
    '<html><head><title>x</title><meta name="description" content=""></head><body></body></html>',
  );
  t = await testApp({ webRoot });
  admin = await t.asAdmin();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = admin) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'POST', url, payload, headers });

const FORM = {
  baslik: 'Yeni Tedarik',
  metakey: 'tedarik, imalat',
  metadess: 'Yeni açıklama',
  copyright: '© 2026 Yeni Tedarik',
  adres: 'Ana sayfa tanıtım metni',
  analytics: 'G-TEST123',
  map: '<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12&amp;hl=tr" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy"></iframe>',
  tel: '0850 000 00 00',
  etiketler: 'Çelik, Döküm , Plastik',
  iletisim: '<p><strong>Yeni Adres</strong> Maslak</p>',
};

describe('the settings calls need the back-office session', () => {
  it("answers 400 'cikis' without one", async () => {
    for (const [method, url] of [
      ['GET', '/adn_api/genelislmeleri'],
      ['POST', '/adn_api/genelislmeleri'],
      ['GET', '/adn_api/sosyalmedya'],
      ['POST', '/adn_api/sosyalmedya'],
      ['GET', '/adn_api/mailislmeleri'],
      ['POST', '/adn_api/mailislmeleriGunc'],
      ['POST', '/adn_api/mailislmeleriDeneme'],
      ['GET', '/adn_api/smsislmeleri'],
      ['POST', '/adn_api/smsislmeleriGunc'],
      ['POST', '/adn_api/smsislmeleriDeneme'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect([res.statusCode, res.body], `${method} ${url}`).toEqual([400, 'cikis']);
    }
  });
});

describe('GET and POST /adn_api/genelislmeleri', () => {
  it('answers every field of the stored settings, the hidden analytics field included', async () => {
    const res = await get('/adn_api/genelislmeleri');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(expect.arrayContaining([...Object.keys(FORM), 'appStore', 'videoUye']));
    expect(res.json().baslik).toBe('Tedarik');
  });

  it('saves the form; the public title, meta, footer, contact data and page titles follow at once', async () => {
    const res = await post('/adn_api/genelislmeleri', FORM);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json();
    expect(saved).toMatchObject({ ...FORM, map: 'https://www.google.com/maps/embed?pb=!1m18!1m12&hl=tr' });
    expect((await get('/adn_api/genelislmeleri')).json()).toEqual(saved);

    const meta = (await get('/api/TitleandMeta', {})).json();
    expect(meta).toMatchObject({
      baslik: 'Yeni Tedarik',
      metakey: 'tedarik, imalat',
      metadess: 'Yeni açıklama',
      copyright: '© 2026 Yeni Tedarik',
      adres: 'Ana sayfa tanıtım metni',
      tel: '0850 000 00 00',
      iletisim: FORM.iletisim,
      map: 'https://www.google.com/maps/embed?pb=!1m18!1m12&hl=tr',
    });
    expect(meta).not.toHaveProperty('analytics');
    const footer = (await get('/api/footer', {})).json();
    expect(footer.meta.copyright).toBe('© 2026 Yeni Tedarik');
    expect(footer.etiketler).toEqual(['Çelik', 'Döküm', 'Plastik']);
    expect((await get('/', {})).body).toContain('<title>Ana Sayfa | Yeni Tedarik</title>');
    // a page without a title of its own takes the site's title and description
    const other = await get('/adminimt/genelAyarlar', {});
    expect(other.body).toContain('<title>Yeni Tedarik</title>');
    expect(other.body).toContain('content="Yeni açıklama"');
  });

  it('keeps the fields a form leaves out', async () => {
    await post('/adn_api/genelislmeleri', { appStore: 'https://apps.apple.com/tr/app/tedarik/id1' });
    const res = await post('/adn_api/genelislmeleri', { baslik: 'Yalnız Başlık' });
    expect(res.json()).toMatchObject({
      ...FORM,
      baslik: 'Yalnız Başlık',
      map: 'https://www.google.com/maps/embed?pb=!1m18!1m12&hl=tr',
      appStore: 'https://apps.apple.com/tr/app/tedarik/id1',
    });
  });

  it('sanitises the contact text: a stored XSS payload never comes back executable', async () => {
    const payload =
      '<p onclick="alert(1)">Adres<script>alert(1)</script><img src=x onerror="alert(2)">' +
      '<a href="javascript:alert(3)">tıkla</a><iframe src="https://evil.example/x"></iframe></p>';
    const res = await post('/adn_api/genelislmeleri', { iletisim: payload });
    expect(res.statusCode).toBe(200);
    // even a value written to the table by hand is served clean
    const [row] = await t.db.select().from(settings).where(eq(settings.key, 'site'));
    const stored = (row.value as { iletisim: string }).iletisim;
    await t.db
      .update(settings)
      .set({ value: sql`jsonb_set(${settings.value}, '{baslik}', to_jsonb('<script>alert(4)</script>'::text))` })
      .where(eq(settings.key, 'site'));
    for (const text of [
      stored,
      res.json().iletisim,
      (await get('/adn_api/genelislmeleri')).json().iletisim,
      (await get('/api/TitleandMeta', {})).json().iletisim,
    ]) {
      expect(text).toContain('Adres');
      expect(text).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i);
    }
    // the title is text: escaped in the page's head
    const home = await get('/', {});
    expect(home.body).not.toContain('<script>alert(4)');
    expect(home.body).toContain('&lt;script&gt;alert(4)');
  });

  it('takes a map embed of a known provider only (URL or iframe code) and never serves another', async () => {
    for (const [map, stored] of [
      [
        'https://yandex.com.tr/map-widget/v1/?ll=29.0%2C41.1&z=12',
        'https://yandex.com.tr/map-widget/v1/?ll=29.0%2C41.1&z=12',
      ],
      ['https://maps.google.com/maps?q=Maslak&output=embed', 'https://maps.google.com/maps?q=Maslak&output=embed'],
      [
        "<iframe src='https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4'></iframe>",
        'https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4',
      ],
      ['', ''],
    ]) {
      const res = await post('/adn_api/genelislmeleri', { map });
      expect([res.statusCode, res.json().map], map).toEqual([200, stored]);
    }
    const before = (await get('/adn_api/genelislmeleri')).json();
    for (const map of [
      '<iframe src="https://evil.example/maps/embed"></iframe>',
      '<iframe src="javascript:alert(1)"></iframe>',
      '<script>alert(1)</script>',
      'javascript:alert(1)',
      'http://www.google.com/maps/embed?pb=1', // not https
      'https://www.google.com.evil.example/maps/embed',
      'https://user:pw@www.google.com/maps/embed',
      'https://www.google.com/search?q=maps',
      '<iframe src="https://www.google.com/maps/embed?pb=1" onload="alert(1)"></iframe><script>alert(1)</script>',
    ]) {
      const res = await post('/adn_api/genelislmeleri', { ...FORM, map });
      expect([res.statusCode, res.body], map).toEqual([400, SETTINGS_MSG.map]);
    }
    expect((await get('/adn_api/genelislmeleri')).json()).toEqual(before); // nothing changed
    // a map written to the table by hand is dropped on the way out
    await t.db
      .update(settings)
      .set({ value: sql`jsonb_set(${settings.value}, '{map}', to_jsonb('"><script>alert(1)</script>'::text))` })
      .where(eq(settings.key, 'site'));
    expect((await get('/api/TitleandMeta', {})).json().map).toBe('');
    expect((await get('/adn_api/genelislmeleri')).json().map).toBe('');
  });

  it('refuses links that are not https and texts over their length, every message at once', async () => {
    const res = await post('/adn_api/genelislmeleri', {
      baslik: 'a'.repeat(301),
      appStore: 'http://apps.apple.com/x',
      videoUye: 'javascript:alert(1)',
    });
    expect([res.statusCode, res.body]).toEqual([400, `${TOO_LONG}\n${SETTINGS_MSG.link}`]);
  });
});

describe('GET and POST /adn_api/sosyalmedya', () => {
  const LINKS = {
    facebook: 'https://www.facebook.com/yeni',
    twitter: 'x.com/yeni',
    instagram: 'https://www.instagram.com/yeni',
    youtube: 'https://www.youtube.com/@yeni',
    pinterest: '0532 111 22 33',
    linkedin: 'https://www.linkedin.com/company/yeni',
  };

  it('saves the links and answers them; the footer and the public links follow at once', async () => {
    expect((await get('/adn_api/sosyalmedya')).json().facebook).toBe('https://www.facebook.com/tedarik');
    const res = await post('/adn_api/sosyalmedya', LINKS);
    expect([res.statusCode, res.json()]).toEqual([200, LINKS]);
    expect((await get('/adn_api/sosyalmedya')).json()).toEqual(LINKS);
    expect((await get('/api/SosyalMedya', {})).json()).toEqual(LINKS);
    expect((await get('/api/footer', {})).json().sosyalMedya).toEqual(LINKS);
    // a field left out is emptied (the form sends all six)
    expect((await post('/adn_api/sosyalmedya', { facebook: 'https://fb.com/a' })).json()).toMatchObject({
      facebook: 'https://fb.com/a',
      twitter: '',
    });
  });

  it('refuses another scheme than http(s), with one message per field', async () => {
    const res = await post('/adn_api/sosyalmedya', {
      ...LINKS,
      facebook: 'javascript:alert(1)',
      pinterest: 'data:text/html,<script>alert(1)</script>',
      linkedin: 'https://www.linkedin.com/" onmouseover="alert(1)',
    });
    expect([res.statusCode, res.body]).toEqual([
      400,
      'Facebook bağlantısı geçersiz.\nWhatsApp numarası ya da bağlantısı geçersiz.\nLinkedIn bağlantısı geçersiz.',
    ]);
  });
});
