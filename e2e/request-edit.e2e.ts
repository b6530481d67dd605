// Issue 37's first-time fixes, each in the screens of its role: a rejected request shows its buyer the reason and
// 'Düzenle' → the create form filled in → 'Tekrar Onaya Gönder' → waiting again, first on the back-office's home page
// → approved, offered on and accepted → the supplier sees 'Alıcı Bilgileri' on its offer (375 px and 1280 px).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from './browser';
import {
  adminSession,
  api,
  authOf,
  BUYER,
  DESKTOP,
  dayFromNow,
  MAKER,
  memberSession,
  moderate,
  noSideScroll,
  PHONE,
  pageAs,
  visible,
} from './kit';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('a rejected request fixed, and the buyer revealed to its supplier', () => {
  it('edit → back to moderation → approved → offered → accepted → Alıcı Bilgileri', { timeout: 180_000 }, async () => {
    const [buyer, maker, boss] = await Promise.all([memberSession(BUYER), memberSession(MAKER), adminSession()]);
    const buyerAuth = authOf(buyer);
    const makerAuth = authOf(maker);
    const bossAuth = authOf(boss);
    // a catalog product the demo manufacturer has a product under, so that it may offer
    const [made] = await api<{ urunD: { id: number } }[]>('/api/uyeurunlerim', { auth: makerAuth });
    const tree = await api<{ urunList: { id: number; katid: number }[] }[]>('/api/kategoriListAll');
    const product = tree.flatMap((c) => c.urunList).find((p) => p.id === made.urunD.id);
    expect(product).toBeDefined();
    const { id } = await api<{ id: number }>('/api/talepOlustur', {
      body: {
        ktt: product?.katid,
        urun: product?.id,
        adet: 25,
        tip: 'Adet',
        malzeme: '',
        tarih: dayFromNow(30),
        detay: 'Ölçüsü yazılmamış talep.',
      },
      auth: buyerAuth,
    });
    // the back-office's decision through its HTTP API
    const reason = 'Eksik bilgi: ölçü yazılmamış.';
    await moderate(bossAuth, id, 0, reason);

    // the buyer, on a phone: the reason and the way to fix it, then the create form filled in
    const phone = await pageAs(browser, buyer, PHONE);
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
    await noSideScroll(phone);
    await detail.fill('2 inç, 6 m boy, galvanizli.');
    await phone.getByRole('button', { name: 'Tekrar Onaya Gönder' }).click();
    await phone.waitForURL(new RegExp(`/account-d-detay-talep-${id}$`));
    await visible(phone.getByText('2 inç, 6 m boy, galvanizli.'));
    await visible(phone.getByText('Onay Bekliyor', { exact: true }));
    expect(await phone.getByText(`Red sebebi: ${reason}`).count()).toBe(0);
    // waiting, it may be edited again: 'Düzenle' beside the controls
    await visible(phone.getByRole('link', { name: 'Düzenle' }));

    // the back-office: first among the waiting requests on its home page
    const admin = await pageAs(browser, boss, DESKTOP);
    await admin.goto('/adminimt');
    const first = admin
      .getByRole('table', { name: 'Onay bekleyen talepler' })
      .locator('tbody tr')
      .first()
      .getByRole('link', { name: /^Detay: / });
    await visible(first);
    expect(await first.getAttribute('href')).toMatch(new RegExp(`\\?talep=${id}$`));

    // approved, offered on, accepted: the supplier sees the buyer, at both widths
    await moderate(bossAuth, id, 1);
    await api(`/api/genelteklifolustur-${id}`, {
      body: { tarih: dayFromNow(20), detay: 'Stoktan.', fiyat: '1250.50', parabirimi: 'TL' },
      auth: makerAuth,
    });
    const supplier = await pageAs(browser, maker, DESKTOP);
    await supplier.goto(`/account-d-detay-teklif-${id}`);
    await visible(supplier.getByRole('region', { name: 'Teklifim' }));
    expect(await supplier.getByRole('region', { name: 'Alıcı Bilgileri' }).count()).toBe(0);
    const page = await api<{ cevaplar: { id: number }[] }>(`/api/talepDetay-${id}`, { auth: buyerAuth });
    await api(`/api/talepDetayislemKabul-${page.cevaplar[0].id}`, { auth: buyerAuth });
    for (const viewport of [DESKTOP, PHONE]) {
      await supplier.setViewportSize(viewport);
      await supplier.reload();
      const card = supplier.getByRole('region', { name: 'Alıcı Bilgileri' });
      await visible(card);
      await visible(card.getByRole('link', { name: BUYER }));
      await noSideScroll(supplier);
    }
  });
});
