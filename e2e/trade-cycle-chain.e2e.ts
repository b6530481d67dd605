// The whole trade cycle in one chain, each step in the screens of its role: the demo buyer creates a request for a
// product the demo manufacturer makes → the administrator approves it → the manufacturer is notified, finds it among
// the requests it may offer on and offers → the buyer accepts, sees the supplier and rates it → the administrator
// activates the rating → it counts on the company's public page.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage } from './browser';
import { adminLogin, api, BUYER, dayFromNow, MAKER, memberAuth, memberLogin, reviewStars, visible } from './kit';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('the trade cycle, end to end', () => {
  it('request → approval → notification and offer → acceptance and rating → active rating on the company page', async () => {
    // a catalog product the demo manufacturer has a product under (what it may offer on)
    const [product] = await api<{ urunD: { id: number; urunAd: string } }[]>('/api/uyeurunlerim', {
      auth: await memberAuth(MAKER),
    });
    const tree = await api<{ urunList: { id: number; katid: number }[] }[]>('/api/kategoriListAll');
    const category = tree.flatMap((c) => c.urunList).find((p) => p.id === product.urunD.id)?.katid;
    expect(category).toBeTruthy();
    const title = `1.500 Adet ${product.urunD.urunAd}`;

    // 1. the buyer creates the request (from a draft, as the visitor's page leaves it)
    const buyer = await memberLogin(browser, BUYER);
    await buyer.evaluate((draft) => localStorage.setItem('tedarik.talepTaslak', JSON.stringify(draft)), {
      katUrun: product.urunD.id,
      urunAd: product.urunD.urunAd,
      kategori: category,
      adet: 1500,
      tip: 'Adet',
      detay: 'Zincirleme yolculuk talebi: ölçüler ekte.',
    });
    await buyer.goto('/account-d-detay-taleplerim-olustur');
    await expect
      .poll(() => buyer.getByRole('combobox', { name: 'Ürün', exact: true }).inputValue())
      .toBe(product.urunD.urunAd);
    await buyer.getByLabel('Teslim Tarihi').fill(dayFromNow(40));
    await buyer.getByRole('button', { name: 'Talep Oluştur', exact: true }).click();
    await buyer.waitForURL(/\/account-d-detay-taleplerim$/);
    const card = buyer
      .locator('main article')
      .filter({ has: buyer.getByRole('link', { name: title }) })
      .first();
    await visible(card.getByText('Onay Bekliyor'));
    const requestId = Number(
      ((await card.getByRole('link', { name: title }).getAttribute('href')) ?? '').match(/(\d+)$/)?.[1],
    );
    expect(requestId).toBeGreaterThan(0);

    // 2. the administrator finds it in the request list and approves it on its own page
    const admin = await adminLogin(browser);
    await admin.goto('/adminimt/TalepListesi');
    const row = admin
      .locator('tbody tr')
      .filter({ hasText: product.urunD.urunAd })
      .filter({ hasText: 'Onay Bekliyor' })
      .first();
    await visible(row);
    await row.getByRole('link', { name: /^Detay/ }).click();
    await admin.waitForURL(/\/adminimt\/uye-talepler-\d+\?talep=\d+$/);
    const pending = admin
      .getByRole('article')
      .filter({ hasText: product.urunD.urunAd })
      .filter({ hasText: 'Onay Bekliyor' })
      .first();
    await pending.getByRole('button', { name: 'Onayla' }).click();
    await visible(admin.getByText('Güncellendi.').first());

    // 3. the manufacturer hears of it and offers from its list
    const factory = await memberLogin(browser, MAKER);
    await visible(factory.getByRole('banner').getByRole('button', { name: /^Bildirimler \(\d+ okunmamış\)$/ }));
    await factory.goto('/account-d-detay-teklif-ver');
    const offerable = factory
      .locator('main article')
      .filter({ has: factory.locator(`a[href="/talep-detay-${requestId}"]`) });
    await visible(offerable);
    await offerable.getByRole('button', { name: /^Teklif Ver/ }).click();
    const form = factory.getByRole('dialog', { name: 'Teklif Ver' });
    await form.getByLabel('Tahmini Teslim Tarihi').fill(dayFromNow(25));
    await form.getByLabel('Geçerlilik Tarihi').fill(dayFromNow(15)); // the desk's terms (issue 37)
    await form.getByLabel(/^(Birim )?Fiyat$/).fill('48000');
    await form.getByLabel('Açıklama').fill('Fabrika teslim, 25 gün.');
    await form.getByRole('button', { name: 'Teklif Ver' }).click();
    await visible(factory.getByText('Teklifiniz oluşturuldu.'));

    // 4. the buyer accepts it, sees the supplier and rates it
    await buyer.goto(`/account-d-detay-talep-${requestId}`);
    const offers = buyer.getByRole('region', { name: 'Teklifler' });
    await offers.getByRole('button', { name: 'Teklifi Kabul Et' }).first().click();
    await buyer
      .getByRole('dialog', { name: 'Teklifi Kabul Et' })
      .getByRole('button', { name: 'Teklifi Kabul Et' })
      .click();
    const supplier = buyer.getByRole('dialog', { name: 'Firma Bilgileri' });
    const companyHref = (await supplier.getByRole('link').first().getAttribute('href')) ?? '';
    const companyId = Number(companyHref.match(/-(\d+)$/)?.[1]);
    expect(companyId).toBeGreaterThan(0);
    const before = (await api<{ puan: { adet: number } }>(`/api/firmadetay-${companyId}`)).puan.adet;
    // five stars for the rating and each sub-score (issue 49 item 2), and 'Satın aldım'
    await reviewStars(supplier, { Puan: 5, Fiyat: 5, Kalite: 5, Teslimat: 5, İletişim: 5 });
    await supplier.getByRole('radio', { name: 'Satın aldım' }).check();
    await supplier.getByLabel('Yorum').fill('Zincir yolculuğu: her şey yolunda.');
    await supplier.getByRole('button', { name: 'Gönder' }).click();
    await visible(supplier.getByRole('img', { name: 'Puanınız: 5 / 5' }));

    // 5. the administrator activates the rating; it counts on the company's public page
    await admin.goto(`/adminimt/uye-yorumlar-${companyId}`);
    const rating = admin.locator('tbody tr').filter({ hasText: 'Zincir yolculuğu: her şey yolunda.' }).first();
    await rating.getByRole('button', { name: /^Güncelle/ }).click();
    const dialog = admin.getByRole('dialog', { name: 'Yorum Durumu' });
    await dialog.getByRole('radio', { name: 'Aktif' }).check();
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await visible(admin.getByText('Güncellendi.').first());
    await expect
      .poll(async () => (await api<{ puan: { adet: number } }>(`/api/firmadetay-${companyId}`)).puan.adet)
      .toBe(before + 1);
    const company = await newPage(browser);
    await company.goto(companyHref);
    await visible(company.getByRole('heading', { level: 1 }));
  });
});
