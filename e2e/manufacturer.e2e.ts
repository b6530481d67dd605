// A manufacturer's start, each step in the screens of its role: a new company registers → applies for a package →
// the administrator approves it in the member's page → the company adds a product with images, reorders them and
// deletes one → the product shows publicly → the administrator closes it → it is gone publicly.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activationCodeFor, axeFindings, launch, newPage } from './browser';
import { adminLogin, send, visible } from './kit';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** A real 24 × 16 PNG in one colour (the server decodes and re-encodes every upload). */
const png = (name: string, rgb: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(PNGS[rgb], 'base64'),
});
const PNGS: Record<string, string> = {
  red: 'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAIElEQVQ4jWM4ISdHFcQwatCJ0TA6MZqO5EaziBz56QAA57aGELbZ3vcAAAAASUVORK5CYII=',
  green:
    'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAIElEQVQ4jWOQW2BDFcQwapDcaBjJjaajBaNZZAH56QAAgal3EGAj9rsAAAAASUVORK5CYII=',
  blue: 'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAIElEQVQ4jWOQszlBFcQwapDcaBjJjaYjm9EsYkN+OgAAl6GzEGmF9v4AAAAASUVORK5CYII=',
};

async function addImage(page: Page, productId: number, file: ReturnType<typeof png>) {
  await page.getByRole('link', { name: 'Görsel Ekle' }).click();
  await page.waitForURL(`**/account-d-detay-urun-icerik-gorsel-ekle-${productId}`);
  await page.getByRole('form', { name: 'Görsel Ekle' }).locator('input[type=file]').setInputFiles(file);
  await page.getByRole('form', { name: 'Görsel Ekle' }).getByRole('button', { name: 'Ekle' }).click();
  await page.waitForURL(`**/account-d-detay-urun-icerik-${productId}`);
}

describe('a manufacturer from registration to a public product', () => {
  it('registers, applies, is approved, publishes a product with images, and the administrator closes it', async () => {
    const email = `imalat-${Date.now()}@deneme.com.tr`;
    const company = `Yıldırım Boru ${Date.now() % 100000}`;
    const productName = `${company} Dikişsiz Boru`;

    // 1. registration as a manufacturer lands on the package application
    const maker = await newPage(browser);
    await maker.goto('/Account-Free-Join?imalatci=1');
    await maker.getByLabel('Firma Adı').fill(company);
    await maker.getByLabel('Ad Soyad').fill('Kemal Yıldırım');
    await maker.getByRole('combobox', { name: 'Şehir' }).click();
    await maker.getByRole('option', { name: 'Bursa', exact: true }).click();
    await maker.getByLabel('E-posta', { exact: true }).fill(email);
    await maker.getByLabel('Telefon').fill('5331234567');
    await maker.getByRole('combobox', { name: 'Sektör' }).click();
    await maker.getByRole('option').first().click();
    await maker.getByLabel('Şifre', { exact: true }).fill('Gizli123');
    await maker.getByLabel('Şifre Tekrar').fill('Gizli123');
    await maker.getByRole('main').getByRole('button', { name: 'Kayıt Ol' }).click();
    await maker.waitForURL('**/account-aktivasyon?yeni=1&donus=/account-d-paket-basvuru');
    await maker.getByLabel('Aktivasyon Kodu').fill(await activationCodeFor(email));
    await maker.getByRole('button', { name: 'Onayla' }).click();
    await visible(maker.getByText('Hesabınız aktifleştirildi.'));
    await maker.getByRole('link', { name: 'Devam Et' }).click();
    await maker.waitForURL('**/account-d-paket-basvuru');

    // 2. it applies for the first package on offer; its role becomes 'ONAY BEKLİYOR'
    const packages = maker.getByRole('region', { name: 'Paketler' });
    const apply = packages.getByRole('button', { name: /^Başvur: / }).first();
    const packageTitle = ((await apply.getAttribute('aria-label')) ?? '').replace('Başvur: ', '');
    await apply.click();
    await maker.getByRole('dialog', { name: 'Paket Başvurusu' }).getByRole('button', { name: 'Başvur' }).click();
    await visible(maker.getByText('Başvurunuzu aldık.'));
    await visible(maker.getByText('ONAY BEKLİYOR').first());
    expect(await packages.getByRole('button', { name: /^Başvur: / }).count()).toBe(0);
    expect(await axeFindings(maker, 'main')).toEqual([]);

    // 3. the administrator finds the application on the dashboard and approves it in the member's page
    const admin = await adminLogin(browser);
    const application = admin
      .getByRole('table', { name: 'Paket başvuruları', exact: true })
      .locator('tbody tr')
      .filter({ hasText: company });
    await visible(application);
    await application.getByRole('link').first().click();
    await admin.waitForURL(/\/adminimt\/uye-detay-\d+$/);
    const memberId = Number(admin.url().match(/(\d+)$/)?.[1]);
    await admin.getByRole('button', { name: new RegExp(`^Durum: ${packageTitle}`) }).click();
    expect(await axeFindings(admin, 'main')).toEqual([]);
    const status = admin.getByRole('dialog', { name: 'Paket Durumu' });
    await status.getByRole('combobox', { name: 'Durum' }).click();
    await admin.getByRole('option', { name: 'Aktif', exact: true }).click();
    await status.getByLabel('Açıklama').fill('Havale alındı.');
    await status.getByRole('button', { name: 'Kaydet' }).click();
    await visible(admin.getByText('Güncellendi.').first());
    await visible(admin.getByText('İMALATÇI ÜYELİK').first());

    // 4. the company adds a product: a catalog product found by search, its name, an image and its text
    await maker.goto('/account-d-detay-urunlerim');
    await maker.getByRole('link', { name: 'Ürün Ekle' }).first().click();
    await maker.waitForURL('**/account-d-detay-urun-olustur');
    await maker.getByLabel('Katalogda Ara').fill('çelik boru');
    await maker.getByRole('group', { name: 'Arama sonuçları' }).getByRole('button').first().click();
    await visible(maker.getByRole('status', { name: 'Seçilen Ürün' }));
    await maker.getByRole('button', { name: 'İleri' }).click();
    const details = maker.getByRole('form', { name: 'Ürün Bilgileri' });
    await details.getByLabel('Ürün Adı').fill(productName);
    await details.locator('input[type=file]').setInputFiles(png('ilk.png', 'red'));
    await details.getByLabel('Açıklama').fill('ST37 dikişsiz çelik boru, 6 metre boy, DIN 2448.');
    expect(await axeFindings(maker, 'main')).toEqual([]);
    await details.getByRole('button', { name: 'Kaydet' }).click();
    await maker.waitForURL(/\/account-d-detay-urun-icerik-\d+$/);
    const productId = Number(maker.url().match(/(\d+)$/)?.[1]);
    const gallery = maker.getByRole('region', { name: 'Görseller' });
    await expect.poll(() => gallery.getByRole('button', { name: /^Sil: \d+\. görsel$/ }).count()).toBe(1);

    // two more images (the order left empty, as the form proposes: each goes last, not 'Sıra: 1' again), then the
    // first moves to the end and the new second is deleted
    await addImage(maker, productId, png('ikinci.png', 'green'));
    await addImage(maker, productId, png('ucuncu.png', 'blue'));
    await expect.poll(() => gallery.getByRole('button', { name: /^Sil: \d+\. görsel$/ }).count()).toBe(3);
    expect(await gallery.getByText(/\. görsel · Sıra: \d+$/).allTextContents()).toEqual([
      '1. görsel · Sıra: 1',
      '2. görsel · Sıra: 2',
      '3. görsel · Sıra: 3',
    ]);
    const [first, second] = await Promise.all([0, 1].map((i) => gallery.locator('img').nth(i).getAttribute('src')));
    await gallery.getByRole('button', { name: 'Sıra Değiştir: 1. görsel' }).click();
    const order = maker.getByRole('dialog', { name: '1. Görselin Sırası' });
    await order.getByRole('textbox', { name: 'Sıra' }).fill('9');
    await order.getByRole('button', { name: 'Kaydet' }).click();
    await expect.poll(() => gallery.locator('img').first().getAttribute('src')).toBe(second);
    await expect.poll(() => gallery.locator('img').last().getAttribute('src')).toBe(first);
    await gallery.getByRole('button', { name: 'Sil: 2. görsel' }).click();
    await maker.getByRole('dialog', { name: 'Görseli Sil' }).getByRole('button', { name: 'Sil' }).click();
    await expect.poll(() => gallery.getByRole('button', { name: /^Sil: \d+\. görsel$/ }).count()).toBe(2);
    expect(await axeFindings(maker, 'main')).toEqual([]);

    // 5. the product is public: on its page, with two images, and on the company's page
    const visitor = await newPage(browser);
    const publicProduct = async () => (await send(`/api/firmaurundetay-${productId}`)).status;
    expect(await publicProduct()).toBe(200);
    await visitor.goto(`/firma-x-${memberId}`);
    await visible(visitor.getByRole('main').getByText(productName).first());

    // 6. the administrator closes it in the member's products; it is gone publicly
    await admin.goto(`/adminimt/uye-urunler-${memberId}`);
    await visible(admin.getByRole('button', { name: `İşlemler: ${productName}` }));
    expect(await axeFindings(admin, 'main')).toEqual([]);
    await admin.getByRole('button', { name: `İşlemler: ${productName}` }).click();
    await admin.getByRole('menuitem', { name: 'Durum' }).click();
    await admin.getByRole('dialog', { name: 'Ürün Durumu' }).getByRole('button', { name: 'Değiştir' }).click();
    await visible(admin.getByText('Kapalı').first());
    expect(await publicProduct()).toBe(404);
    await visitor.reload();
    await visible(visitor.getByRole('heading', { name: company }).first());
    expect(await visitor.getByRole('main').getByText(productName).count()).toBe(0);
  });
});
