// The catalogue in the back-office, each step in its screens: the administrator adds a sector and two
// sub-categories, a tag and a catalog product → a manufacturer lists a product under it → the administrator moves
// the catalog product to the other sub-category with the move picker → renames the sector (its old public link
// answers with a permanent redirect) → deletes the sub-category holding the product, which lands under the sector
// with its company product → the public site shows it there at once.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings, baseUrl, launch, newPage } from './browser';
import { adminLogin, api, gone, MAKER, memberAuth, PHONE, visible } from './kit';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

type Link = { id: number; katAd: string; link: string };
const publicCategory = async (name: string) =>
  (await api<Link[]>('/api/kategoriListLink')).find((c) => c.katAd === name);

/** A row's menu ('İşlemler: {name}') and one of its entries. */
async function rowAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `İşlemler: ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/** The id at the end of the current URL ('/adminimt/kategoriurunler-42'). */
const idOf = (page: Page) => Number(new URL(page.url()).pathname.match(/(\d+)$/)?.[1]);

describe('the back-office catalogue', () => {
  it('adds, tags, moves, renames and deletes, and the public site follows', { timeout: 240_000 }, async () => {
    // a suffix of letters: the home page's sector names must carry no digits (navigation.e2e.ts checks it)
    const n = [...String(Date.now() % 100_000)].map((d) => 'abcdefghjk'[Number(d)]).join('');
    const sector = `Deneme Makine ${n}`;
    const renamed = `Deneme Sanayi ${n}`;
    const first = `Hidrolik Pres ${n}`;
    const second = `Pnömatik Pres ${n}`;
    const tag = `pres-${n}`;
    const catalogProduct = `Kollu Pres ${n}`;
    const companyProduct = `${catalogProduct} 20 Ton`;

    // 1. a sector (a too short name first: the contract's message), then two sub-categories under it
    const admin = await adminLogin(browser);
    await admin.goto('/adminimt/kategoriler');
    await visible(admin.getByRole('list', { name: 'Kategori ağacı' }));
    expect(await axeFindings(admin, 'main')).toEqual([]);
    await admin.getByRole('button', { name: 'Kategori Ekle' }).click();
    let dialog = admin.getByRole('dialog', { name: 'Kategori Ekle' });
    await dialog.getByRole('textbox', { name: 'Kategori Adı' }).fill('ab');
    await dialog.getByRole('button', { name: 'Ekle' }).click();
    await visible(dialog.getByText('Adı en az 3 karakter olmalı.'));
    await dialog.getByRole('textbox', { name: 'Kategori Adı' }).fill(sector);
    expect(await axeFindings(admin, '[role=dialog]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Ekle' }).click();
    await gone(dialog);
    for (const name of [first, second]) {
      await rowAction(admin, sector, 'Alt Kategori Ekle');
      dialog = admin.getByRole('dialog', { name: 'Alt Kategori Ekle' });
      await visible(dialog.getByText(sector));
      await dialog.getByRole('textbox', { name: 'Kategori Adı' }).fill(name);
      await dialog.getByRole('button', { name: 'Ekle' }).click();
      await gone(dialog);
      // the parent opens by itself to show the new sub-category
      await visible(admin.getByRole('button', { name: `İşlemler: ${name}`, exact: true }));
    }
    expect(await admin.getByRole('button', { name: `Alt kategoriler: ${sector}` }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(await axeFindings(admin, 'main')).toEqual([]);
    // the public tree follows without a reload anywhere
    const sectorLink = await publicCategory(sector);
    expect(sectorLink).toBeTruthy();

    // 2. a tag of the first sub-category (a too short one is refused with 'Hata oluştu')
    await rowAction(admin, first, 'Etiketler');
    await admin.waitForURL(/\/adminimt\/kategorietiketler-\d+$/);
    const firstId = idOf(admin);
    await visible(admin.getByRole('main').getByText(first, { exact: true }));
    await admin.getByRole('button', { name: 'Etiket Ekle' }).click();
    dialog = admin.getByRole('dialog', { name: 'Etiket Ekle' });
    await dialog.getByRole('textbox', { name: 'Etiket' }).fill('ab');
    await dialog.getByRole('button', { name: 'Ekle' }).click();
    await visible(dialog.getByText('Hata oluştu'));
    await dialog.getByRole('textbox', { name: 'Etiket' }).fill(`${tag}-x`);
    await dialog.getByRole('button', { name: 'Ekle' }).click();
    await gone(dialog);
    await visible(admin.getByRole('table', { name: 'Etiketler' }).getByRole('cell', { name: `${tag}-x`, exact: true }));
    await rowAction(admin, `${tag}-x`, 'Detay');
    dialog = admin.getByRole('dialog', { name: 'Etiket Detayı' });
    await dialog.getByRole('textbox', { name: 'Etiket' }).fill(tag);
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await gone(dialog);
    await visible(admin.getByRole('table', { name: 'Etiketler' }).getByRole('cell', { name: tag, exact: true }));
    expect(await axeFindings(admin, 'main')).toEqual([]);
    await admin.getByRole('link', { name: 'Kategoriler' }).first().click();
    await admin.waitForURL('**/adminimt/kategoriler');
    await admin.getByRole('button', { name: `Alt kategoriler: ${sector}` }).click();
    await visible(admin.getByRole('link', { name: tag, exact: true }));

    // the search turns the tree into 'parent > name', Turkish letters folded ('PNÖMATİK' finds 'Pnömatik')
    await admin.getByRole('searchbox', { name: 'Ara' }).fill(`PNÖMATİK PRES ${n}`);
    await visible(admin.getByRole('list', { name: 'Arama sonuçları' }).getByText(`${sector} > ${second}`));
    await admin.getByRole('searchbox', { name: 'Ara' }).fill('');
    await visible(admin.getByRole('list', { name: 'Kategori ağacı' }));

    // 3. a catalog product in the first sub-category
    await admin.getByRole('link', { name: `Ürünler: ${first}`, exact: true }).click();
    await admin.waitForURL(`**/adminimt/kategoriurunler-${firstId}`);
    await visible(admin.getByRole('heading', { name: first }));
    await admin.getByRole('button', { name: 'Ürün Ekle' }).click();
    dialog = admin.getByRole('dialog', { name: 'Ürün Ekle' });
    await dialog.getByRole('textbox', { name: 'Ürün Adı' }).fill(catalogProduct);
    await dialog.getByRole('button', { name: 'Ekle' }).click();
    await gone(dialog);
    await visible(admin.getByRole('cell', { name: catalogProduct, exact: true }));
    expect(await axeFindings(admin, 'main')).toEqual([]);

    // 4. the demo manufacturer lists a product under it
    const tree = await api<{ urunList: { id: number; urunAd: string; katid: number }[] }[]>('/api/kategoriListAll');
    const listed = tree.flatMap((c) => c.urunList).find((p) => p.urunAd === catalogProduct);
    expect(listed?.katid).toBe(firstId);
    const maker = await memberAuth(MAKER);
    const form = new FormData();
    form.set('ktt', String(firstId));
    form.set('urun', String(listed?.id));
    form.set('urunAdi', companyProduct);
    form.set('detay', 'Kollu pres, 20 ton, hidrolik.');
    const made = await fetch(`${baseUrl}/api/uyeurunOlustur`, { method: 'POST', headers: maker, body: form });
    expect(made.status, '/api/uyeurunOlustur').toBe(200);

    // 5. the move picker: from the top level into the sector, where the product's own category is not offered;
    // the transfer button names the target (the page is reloaded for the manufacturer's product, made elsewhere)
    await admin.reload();
    await visible(admin.getByRole('link', { name: `1 firma ürünü: ${catalogProduct}` }));
    await rowAction(admin, catalogProduct, 'Kategori Güncelle');
    dialog = admin.getByRole('dialog', { name: `Kategori Güncelle: ${catalogProduct}` });
    await dialog.getByRole('button', { name: new RegExp(`^${sector}`) }).click();
    await visible(dialog.getByRole('button', { name: new RegExp(`^${second}`) }));
    expect(await dialog.getByRole('button', { name: new RegExp(`^${first}`) }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: /kategorisine taşı$/ }).count()).toBe(0);
    expect(await axeFindings(admin, '[role=dialog]')).toEqual([]);
    await dialog.getByRole('button', { name: new RegExp(`^${second}`) }).click();
    await dialog.getByRole('button', { name: `«${second}» kategorisine taşı` }).click();
    await gone(dialog);
    await visible(admin.getByText('Güncellendi.').first());
    await gone(admin.getByRole('cell', { name: catalogProduct, exact: true }));

    // in its new category with its company product, which the administrator can open; in use, so no 'Sil'
    const secondId = (await publicCategory(second))?.id as number;
    await admin.goto(`/adminimt/kategoriurunler-${secondId}`);
    await visible(admin.getByRole('cell', { name: catalogProduct, exact: true }));
    await admin.getByRole('button', { name: `İşlemler: ${catalogProduct}`, exact: true }).click();
    await visible(admin.getByRole('menuitem', { name: 'Detay' }));
    expect(await admin.getByRole('menuitem', { name: 'Sil' }).count()).toBe(0);
    await admin.keyboard.press('Escape');
    await admin.getByRole('link', { name: `1 firma ürünü: ${catalogProduct}` }).click();
    await admin.waitForURL(`**/adminimt/firmakategoriurunler-${listed?.id}`);
    await visible(admin.getByRole('heading', { name: `${sector} > ${second} > ${catalogProduct}` }));
    await visible(admin.getByRole('link', { name: companyProduct }));
    expect(await axeFindings(admin, 'main')).toEqual([]);

    // 6. the sector renamed ('Güncellendi.'); its old public link redirects permanently to the new one
    await admin.goto('/adminimt/kategoriler');
    await rowAction(admin, sector, 'Güncelle');
    dialog = admin.getByRole('dialog', { name: 'Kategori Güncelle' });
    await dialog.getByRole('textbox', { name: 'Kategori Adı' }).fill(renamed);
    await dialog.getByRole('button', { name: 'Güncelle' }).click();
    await gone(dialog);
    await visible(admin.getByText('Güncellendi.').first());
    await visible(admin.getByRole('button', { name: `İşlemler: ${renamed}`, exact: true }));
    const renamedLink = await publicCategory(renamed);
    expect(renamedLink?.id).toBe(sectorLink?.id);
    expect(renamedLink?.link).not.toBe(sectorLink?.link);
    const moved = await fetch(`${baseUrl}/urunler-${sectorLink?.link}`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`/urunler-${renamedLink?.link}`);

    // 'Kat Değiştir': the emptied first sub-category becomes a sector ('Ana Kategori'), which, empty, can be deleted
    await admin.getByRole('button', { name: `Alt kategoriler: ${renamed}` }).click();
    await rowAction(admin, first, 'Kat Değiştir');
    dialog = admin.getByRole('dialog', { name: `Kat Değiştir: ${first}` });
    await dialog.getByRole('button', { name: new RegExp(`^${renamed}`) }).click();
    await visible(dialog.getByText('Zaten bu kategoride.'));
    await dialog.getByRole('button', { name: `Geri: Ana Kategori` }).click();
    await dialog.getByRole('button', { name: '«Ana Kategori» olarak taşı' }).click();
    await gone(dialog);
    await visible(admin.getByText('Güncellendi.').first());
    await visible(admin.getByRole('button', { name: `İşlemler: ${first}`, exact: true }));
    await rowAction(admin, first, 'Sil');
    dialog = admin.getByRole('dialog', { name: 'Kategori Sil' });
    await dialog.getByRole('button', { name: 'Sil' }).click();
    await gone(dialog);
    await gone(admin.getByRole('button', { name: `İşlemler: ${first}`, exact: true }));

    // 7. a sector that holds anything cannot be deleted: the server's reason after 'Hata oluştu.'
    await rowAction(admin, renamed, 'Sil');
    dialog = admin.getByRole('dialog', { name: 'Kategori Sil' });
    await visible(dialog.getByText(`${renamed} silinsin mi?`));
    await dialog.getByRole('button', { name: 'Sil' }).click();
    await visible(dialog.getByText(/^Hata oluştu\. İçinde talep, ürün veya alt kategori bulunan/));
    await dialog.getByRole('button', { name: 'Vazgeç' }).click();
    await gone(dialog);

    // 8. the sub-category holding the product is deleted: the product and its company product are the sector's now
    await rowAction(admin, second, 'Sil');
    dialog = admin.getByRole('dialog', { name: 'Kategori Sil' });
    await dialog.getByRole('button', { name: 'Sil' }).click();
    await gone(dialog);
    await gone(admin.getByRole('button', { name: `İşlemler: ${second}`, exact: true }));
    // its badge counts the products in it and below it
    const products = admin.getByRole('link', { name: `Ürünler: ${renamed}`, exact: true });
    await expect.poll(() => products.locator('xpath=following-sibling::*[1]').textContent()).toBe('1 ürün');
    await products.click();
    await admin.waitForURL(`**/adminimt/kategoriurunler-${sectorLink?.id}`);
    await visible(admin.getByRole('heading', { name: renamed }));
    await visible(admin.getByRole('cell', { name: catalogProduct, exact: true }));
    await visible(admin.getByRole('cell', { name: renamed, exact: true }));
    await visible(admin.getByRole('link', { name: `1 firma ürünü: ${catalogProduct}` }));

    // every catalog product, searched on the server (?ara=, Turkish letters folded)
    await admin.goto('/adminimt/kategoriurunler');
    await visible(admin.getByRole('heading', { name: 'Tüm Ürünler' }));
    await admin.getByRole('searchbox', { name: 'Ürün ara' }).fill(`KOLLU PRES ${n}`);
    await admin.waitForURL(/\/adminimt\/kategoriurunler\?ara=/);
    await visible(admin.getByRole('cell', { name: catalogProduct, exact: true }));
    // the previous page's rows stay until the search's answer replaces them
    await expect.poll(() => admin.locator('tbody tr').count()).toBe(1);
    expect(await axeFindings(admin, 'main')).toEqual([]);

    // 9. the public site: the sector's product list and page show the company product, under the new name
    const page = await api<{ liste: { urunAd: string; katUrun: { urunAd: string } }[] }>(
      `/api/urunListesi-${sectorLink?.id}`,
    );
    expect(page.liste.map((p) => p.urunAd)).toContain(companyProduct);
    const visitor = await newPage(browser);
    await visitor.goto(`/urunler-${renamedLink?.link}`);
    await visible(visitor.getByRole('main').getByText(companyProduct).first());
    await visitor.goto(`/urunler-${sectorLink?.link}`);
    await visitor.waitForURL(`**/urunler-${renamedLink?.link}`);
  });
});

describe('a product without an image (issue 47 item 23)', () => {
  it('shows a picture placeholder on its card and says so on its page, at 375 px', async () => {
    const maker = await memberAuth(MAKER);
    const tree = await api<{ kt: { id: number }; urunList: { id: number }[] }[]>('/api/kategoriListAll');
    const entry = tree.find((e) => e.urunList.length > 0);
    const name = `Görselsiz Conta ${Date.now()}`;
    const form = new FormData();
    form.set('ktt', String(entry?.kt.id));
    form.set('urun', String(entry?.urunList[0].id));
    form.set('urunAdi', name);
    form.set('detay', 'Görseli henüz eklenmedi.');
    const made = await fetch(`${baseUrl}/api/uyeurunOlustur`, { method: 'POST', headers: maker, body: form });
    expect(made.status, '/api/uyeurunOlustur').toBe(200);
    const id = (await made.json()) as number;
    const { urun } = await api<{ urun: { link: string } }>(`/api/firmaurundetay-${id}`);

    const page = await newPage(browser, PHONE);
    await page.goto(`/firmaurun-${urun.link}-${id}`);
    await visible(page.getByRole('main').getByText('Görsel yok', { exact: true }));
    // its card, first of the list (newest first): a picture's outline, not an empty box
    await page.goto('/urunler');
    const card = page.locator('main .mantine-Card-root', { hasText: name });
    await visible(card);
    const src = (await card.locator('img').getAttribute('src')) ?? '';
    expect(src.startsWith('data:image/svg+xml')).toBe(true);
    expect(decodeURIComponent(src)).toContain('<path');
  });
});
