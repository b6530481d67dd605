// Issue 37's first-time fixes, each in the screens of its role: a rejected request shows its buyer the reason and
// 'Düzenle' → the create form filled in → 'Tekrar Onaya Gönder' → waiting again, first on the back-office's home page
// → approved, offered on and accepted → the supplier sees 'Alıcı Bilgileri' on its offer (375 px and 1280 px).
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newPage } from './browser';

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };
const PASSWORD = 'Demo1234';
const BUYER = 'alici@ornek.com.tr';
const MAKER = 'imalatci@ornek.com.tr';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const visible = (locator: Locator) => locator.waitFor({ state: 'visible' });
type Session = { email: string; token: string; kad?: string };
const auth = (user: string, token: string) => ({
  authorization: `Basic ${Buffer.from(`${user}:${token}`).toString('base64')}`,
});
async function call<T>(path: string, init: { body?: object; headers?: Record<string, string> } = {}): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: init.body ? 'POST' : 'GET',
    headers: { ...init.headers, 'content-type': 'application/json' },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const text = await res.text();
  expect(res.status, `${path}: ${text}`).toBe(200);
  return (text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text) as T;
}
const login = (mail: string) =>
  call<Session & Record<string, unknown>>('/api/login', { body: { mail, sifre: PASSWORD } });
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A page whose browser already holds the session (as after a login days ago). */
async function pageAs(session: object, key: 'tedarik.user' | 'USER_LOGIN', viewport: typeof DESKTOP): Promise<Page> {
  const page = await newPage(browser, viewport);
  await page
    .context()
    .addInitScript(([k, value]) => localStorage.setItem(k, value), [key, JSON.stringify(session)] as const);
  return page;
}

describe('a rejected request fixed, and the buyer revealed to its supplier', () => {
  it('edit → back to moderation → approved → offered → accepted → Alıcı Bilgileri', { timeout: 180_000 }, async () => {
    const [buyer, maker, boss] = await Promise.all([
      login(BUYER),
      login(MAKER),
      call<Session & { kad: string }>('/adn_api/login', { body: { kad: 'admin', sifre: PASSWORD } }),
    ]);
    const buyerAuth = auth(buyer.email, buyer.token);
    const makerAuth = auth(maker.email, maker.token);
    const bossAuth = auth(boss.kad, boss.token);
    // a catalog product the demo manufacturer has a product under, so that it may offer
    const [made] = await call<{ urunD: { id: number } }[]>('/api/uyeurunlerim', { headers: makerAuth });
    const tree = await call<{ urunList: { id: number; katid: number }[] }[]>('/api/kategoriListAll');
    const product = tree.flatMap((c) => c.urunList).find((p) => p.id === made.urunD.id);
    expect(product).toBeDefined();
    const { id } = await call<{ id: number }>('/api/talepOlustur', {
      body: {
        ktt: product?.katid,
        urun: product?.id,
        adet: 25,
        tip: 'Adet',
        malzeme: '',
        tarih: day(30),
        detay: 'Ölçüsü yazılmamış talep.',
      },
      headers: buyerAuth,
    });
    // the back-office's decision through its HTTP API: the list names the request's member
    const waiting = await call<{ liste: { uypkt: { id: number }; uy: { uyeid: number } }[] }>(
      '/adn_api/TumTalepListesi-1?durum=-1',
      { headers: bossAuth },
    );
    const owner = waiting.liste.find((r) => r.uypkt.id === id)?.uy.uyeid;
    const moderate = (durum: 0 | 1, aciklama = '') =>
      call(`/adn_api/uyeTalepGuncelle-${owner}`, { body: { id, durum, aciklama }, headers: bossAuth });
    const reason = 'Eksik bilgi: ölçü yazılmamış.';
    await moderate(0, reason);

    // the buyer, on a phone: the reason and the way to fix it, then the create form filled in
    const phone = await pageAs(buyer, 'tedarik.user', PHONE);
    await phone.goto(`/account-d-detay-talep-${id}`);
    const rejected = phone.getByRole('alert').filter({ hasText: 'Talebiniz onaylanmadı' });
    await visible(rejected);
    await visible(phone.getByText(`Red sebebi: ${reason}`));
    await rejected.getByRole('link', { name: 'Düzenle' }).click();
    await phone.waitForURL(new RegExp(`/account-d-detay-talep-duzenle-${id}$`));
    const detail = phone.getByRole('textbox', { name: 'Detay' });
    await visible(detail);
    expect(await detail.inputValue()).toBe('Ölçüsü yazılmamış talep.');
    expect(await phone.getByRole('textbox', { name: 'Miktar' }).inputValue()).toBe('25');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await detail.fill('2 inç, 6 m boy, galvanizli.');
    await phone.getByRole('button', { name: 'Tekrar Onaya Gönder' }).click();
    await phone.waitForURL(new RegExp(`/account-d-detay-talep-${id}$`));
    await visible(phone.getByText('2 inç, 6 m boy, galvanizli.'));
    await visible(phone.getByText('Onay Bekliyor', { exact: true }));
    expect(await phone.getByText(`Red sebebi: ${reason}`).count()).toBe(0);
    // waiting, it may be edited again: 'Düzenle' beside the controls
    await visible(phone.getByRole('link', { name: 'Düzenle' }));

    // the back-office: first among the waiting requests on its home page
    const admin = await pageAs(boss, 'USER_LOGIN', DESKTOP);
    await admin.goto('/adminimt');
    const first = admin
      .getByRole('table', { name: 'Onay bekleyen talepler' })
      .locator('tbody tr')
      .first()
      .getByRole('link', { name: /^Detay: / });
    await visible(first);
    expect(await first.getAttribute('href')).toMatch(new RegExp(`\\?talep=${id}$`));

    // approved, offered on, accepted: the supplier sees the buyer, at both widths
    await moderate(1);
    await call(`/api/genelteklifolustur-${id}`, {
      body: { tarih: day(20), detay: 'Stoktan.', fiyat: '1250.50', parabirimi: 'TL' },
      headers: makerAuth,
    });
    const supplier = await pageAs(maker, 'tedarik.user', DESKTOP);
    await supplier.goto(`/account-d-detay-teklif-${id}`);
    await visible(supplier.getByRole('region', { name: 'Teklifim' }));
    expect(await supplier.getByRole('region', { name: 'Alıcı Bilgileri' }).count()).toBe(0);
    const page = await call<{ cevaplar: { id: number }[] }>(`/api/talepDetay-${id}`, { headers: buyerAuth });
    await call(`/api/talepDetayislemKabul-${page.cevaplar[0].id}`, { headers: buyerAuth });
    for (const viewport of [DESKTOP, PHONE]) {
      await supplier.setViewportSize(viewport);
      await supplier.reload();
      const card = supplier.getByRole('region', { name: 'Alıcı Bilgileri' });
      await visible(card);
      await visible(card.getByRole('link', { name: BUYER }));
      expect(await supplier.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    }
  });
});
