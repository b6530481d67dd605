// The back-office's content, each step in its screens and then on the public site: the administrator adds a slide
// with an image (after the add form's joined messages) and it leads the home page slider → writes a blog post with
// bold text from the editor's toolbar, sets its image (removes and sets it again), and it is on /blog as <strong>
// without any script → adds an FAQ entry, sees it on /sss, deletes it → adds a footer group and a page in it, which
// shows in the footer and at /sayfa-{link} → an article edited and a banner added show on the home page → on a
// 375 px phone every content list scrolls inside its table, not the page, and its row actions open.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings, launch, newPage } from './browser';
import { adminLogin, gone, noSideScroll, PHONE, visible } from './kit';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** A real 24 × 16 PNG (the server decodes and re-encodes every upload). */
const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAIElEQVQ4jWOQW2BDFcQwapDcaBjJjaajBaNZZAH56QAAgal3EGAj9rsAAAAASUVORK5CYII=',
    'base64',
  ),
});

/** Types into a rich-text field (tiptap) after a click into it. */
async function write(editor: Locator, text: string) {
  await editor.click();
  await editor.pressSequentially(text);
}

/** The id at the end of the current URL ('/adminimt/blogsdetay-42'). */
const idOf = (page: Page) => Number(new URL(page.url()).pathname.match(/(\d+)$/)?.[1]);

describe('the back-office content and the public site', () => {
  it('slides, blog posts, FAQ and footer pages reach the site at once', { timeout: 240_000 }, async () => {
    const n = Date.now() % 100_000;
    const slideTitle = `Bahar Kampanyası ${n}`;
    const postTitle = `Döküm Sanayisinde Yeni Dönem ${n}`;
    const question = `Teklifler kaç gün geçerli ${n}?`;
    const group = `Rehber ${n}`;
    const pageTitle = `Sipariş Rehberi ${n}`;

    const admin = await adminLogin(browser);
    const visitor = await newPage(browser);

    // 1. a slide: the add form's messages come together and nothing is sent; then with its image it leads the slider
    await admin.goto('/adminimt/slides');
    await visible(admin.getByRole('table', { name: 'Slaytlar' }).locator('tbody tr').first());
    expect(await axeFindings(admin, 'main')).toEqual([]);
    await admin.getByRole('main').getByRole('link', { name: 'Slayt Ekle', exact: true }).click();
    await admin.waitForURL('**/adminimt/slideEkle');
    const slideForm = admin.getByRole('form', { name: 'Slayt ekle' });
    await slideForm.getByRole('textbox', { name: 'Sıra', exact: true }).fill('');
    await slideForm.getByRole('button', { name: 'Kaydet', exact: true }).click();
    const alert = slideForm.getByRole('alert');
    await visible(alert);
    expect((await alert.innerText()).split('\n').filter(Boolean)).toEqual([
      'Baslik Girin.',
      'Sira Numarasi Girin.',
      'Gorsel Girin.',
    ]);
    expect(admin.url()).toMatch(/\/adminimt\/slideEkle$/);
    await slideForm.getByRole('textbox', { name: 'Başlık', exact: true }).fill(slideTitle);
    await write(
      slideForm.getByRole('textbox', { name: 'Metin', exact: true }),
      'Döküm ve dövme parçalarda bahar fırsatları.',
    );
    await slideForm.getByRole('textbox', { name: 'Bağlantı', exact: true }).fill('/talepler');
    await slideForm.getByRole('textbox', { name: 'Sıra', exact: true }).fill('0');
    await slideForm.locator('input[type=file]').setInputFiles(png('slayt.png'));
    await visible(slideForm.getByText('slayt.png'));
    expect(await axeFindings(admin, 'main')).toEqual([]);
    await slideForm.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await admin.waitForURL('**/adminimt/slides');
    await visible(admin.getByRole('table', { name: 'Slaytlar' }).getByRole('link', { name: slideTitle }));

    await visitor.goto('/');
    const slide = visitor.getByRole('group', { name: new RegExp(`^1 / \\d+: ${slideTitle}$`) });
    await visible(slide);
    expect(await slide.locator('img').getAttribute('src')).toMatch(/^\/uploads\//);
    // the caption is the text, not its HTML
    await visible(slide.getByText('Döküm ve dövme parçalarda bahar fırsatları.', { exact: true }));

    // 2. a blog post with bold text from the toolbar; saved, its editor opens, where its image is set
    await admin.goto('/adminimt/Blogs');
    await visible(admin.getByRole('table', { name: 'Blog ve duyurular' }).locator('tbody tr').first());
    expect(await axeFindings(admin, 'main')).toEqual([]);
    await admin.getByRole('main').getByRole('link', { name: 'Blog Ekle', exact: true }).click();
    await admin.waitForURL('**/adminimt/blogekle');
    const postForm = admin.getByRole('form', { name: 'Blog ekle' });
    await postForm.getByRole('textbox', { name: 'Başlık', exact: true }).fill(postTitle);
    await postForm.getByRole('textbox', { name: 'Etiketler', exact: true }).fill('döküm, sanayi');
    const body = postForm.getByRole('textbox', { name: 'Metin', exact: true });
    await write(body, 'Sektörde ');
    await postForm.getByRole('button', { name: 'Kalın', exact: true }).click();
    await body.pressSequentially('güçlü bir toparlanma');
    await postForm.getByRole('button', { name: 'Kalın', exact: true }).click();
    await body.pressSequentially(' var. <script>window.hacked = 1</script>');
    expect(await axeFindings(admin, 'main')).toEqual([]);
    await postForm.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await admin.waitForURL(/\/adminimt\/blogsdetay-\d+$/);
    const postId = idOf(admin);
    await visible(admin.getByRole('form', { name: 'Blogu güncelle' }));
    const image = admin.getByRole('region', { name: 'Görsel' });
    await image.locator('input[type=file]').setInputFiles(png('kapak.png'));
    await image.getByRole('button', { name: 'Güncelle', exact: true }).click();
    await visible(admin.getByText('Güncellendi.').first());
    await visible(image.getByRole('button', { name: 'Görseli Kaldır', exact: true }));
    expect(await axeFindings(admin, 'main')).toEqual([]);
    // removed after the question, then set again
    await image.getByRole('button', { name: 'Görseli Kaldır', exact: true }).click();
    const removal = admin.getByRole('dialog', { name: 'Görseli Kaldır' });
    await visible(removal.getByText('Görseli kaldırmak istediginizden emin misiniz?'));
    await removal.getByRole('button', { name: 'Kaldır', exact: true }).click();
    await gone(removal);
    await visible(admin.getByText('Gorsel Kaldirildi.'));
    await gone(image.getByRole('button', { name: 'Görseli Kaldır', exact: true }));
    await image.locator('input[type=file]').setInputFiles(png('kapak.png'));
    await image.getByRole('button', { name: 'Güncelle', exact: true }).click();
    await visible(image.getByRole('button', { name: 'Görseli Kaldır', exact: true }));
    // the list finds it by its tag, under 'Blog'
    await admin.goto(`/adminimt/Blogs?icerik=${encodeURIComponent('döküm')}&tip=1`);
    const postRow = admin
      .getByRole('table', { name: 'Blog ve duyurular' })
      .locator('tbody tr')
      .filter({ hasText: postTitle });
    await visible(postRow);
    await admin.getByRole('radiogroup', { name: 'Tür' }).getByText('Duyuru', { exact: true }).click();
    await admin.waitForURL(/tip=2/);
    await gone(postRow);
    await admin.goto(`/adminimt/blogsdetay-${postId}`);
    await visible(admin.getByRole('form', { name: 'Blogu güncelle' }));

    await visitor.goto('/blog');
    await visitor.getByRole('main').getByRole('link', { name: postTitle }).first().click();
    await visitor.waitForURL(/\/blog-.+/);
    const article = visitor.getByRole('main');
    await visible(article.getByRole('heading', { name: postTitle }));
    expect(await article.locator('strong').first().innerText()).toBe('güçlü bir toparlanma');
    await visible(article.getByText('<script>window.hacked = 1</script>', { exact: false }));
    expect(await visitor.locator('main script').count()).toBe(0);
    expect(await visitor.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
    expect(await article.locator('img[src^="/uploads/"]').count()).toBeGreaterThan(0);

    // 3. an FAQ entry in the dialog; on /sss at once; deleted after '{soru} silinsin mi?', gone from /sss
    await admin.goto('/adminimt/sss');
    const faqTable = admin.getByRole('table', { name: 'Sıkça sorulan sorular' });
    await visible(faqTable.locator('tbody tr').first());
    expect(await axeFindings(admin, 'main')).toEqual([]);
    await admin.getByRole('button', { name: 'Soru Ekle', exact: true }).click();
    let dialog = admin.getByRole('dialog', { name: 'Soru Ekle' });
    await dialog.getByRole('textbox', { name: 'Soru', exact: true }).fill(question);
    await write(
      dialog.getByRole('textbox', { name: 'Cevap', exact: true }),
      'Teklifler talep açık kaldığı sürece geçerlidir.',
    );
    expect(await dialog.getByRole('textbox', { name: 'Sıra', exact: true }).inputValue()).toBe('1');
    expect(await axeFindings(admin, '[role=dialog]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Ekle', exact: true }).click();
    await gone(dialog);
    await visible(faqTable.getByRole('cell', { name: question, exact: true }));

    await visitor.goto('/sss');
    await visitor.getByRole('button', { name: question, exact: true }).click();
    await visible(visitor.getByText('Teklifler talep açık kaldığı sürece geçerlidir.'));

    await admin.getByRole('button', { name: `İşlemler: ${question}` }).click();
    await admin.getByRole('menuitem', { name: 'Sil' }).click();
    dialog = admin.getByRole('dialog', { name: 'Sil' });
    await visible(dialog.getByText(`${question} silinsin mi?`));
    await dialog.getByRole('button', { name: 'Sil', exact: true }).click();
    await gone(dialog);
    await gone(faqTable.getByRole('cell', { name: question, exact: true }));
    await visitor.reload();
    await visible(visitor.getByRole('main').getByRole('button').first());
    expect(await visitor.getByRole('button', { name: question, exact: true }).count()).toBe(0);

    // 4. a new footer group and a page in it: in the footer, and at /sayfa-{link}
    await admin.goto('/adminimt/sayfaKat');
    const groups = admin.getByRole('table', { name: 'Sayfa kategorileri' });
    await visible(groups.locator('tbody tr').first());
    expect(await axeFindings(admin, 'main')).toEqual([]);
    await admin.getByRole('button', { name: 'Kategori Ekle', exact: true }).click();
    dialog = admin.getByRole('dialog', { name: 'Kategori Ekle' });
    await dialog.getByRole('textbox', { name: 'Kategori Adı', exact: true }).fill(group);
    await dialog.getByRole('button', { name: 'Ekle', exact: true }).click();
    await gone(dialog);
    await visible(groups.getByRole('cell', { name: group, exact: true }));

    await admin.getByRole('main').getByRole('link', { name: 'Sayfalar', exact: true }).click();
    await admin.waitForURL('**/adminimt/sayfalar');
    await admin.getByRole('main').getByRole('link', { name: 'Sayfa Ekle', exact: true }).click();
    await admin.waitForURL('**/adminimt/sayfaekle');
    const pageForm = admin.getByRole('form', { name: 'Sayfa ekle' });
    await pageForm.getByRole('textbox', { name: 'Başlık', exact: true }).fill(pageTitle);
    await pageForm.getByRole('combobox', { name: 'Kategori' }).click();
    await admin.getByRole('option', { name: group, exact: true }).click();
    await write(
      pageForm.getByRole('textbox', { name: 'Metin', exact: true }),
      'Siparişten teslimata adım adım rehber.',
    );
    expect(await axeFindings(admin, 'main')).toEqual([]);
    await pageForm.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await admin.waitForURL('**/adminimt/sayfalar');
    const pageRow = admin.getByRole('table', { name: 'Sayfalar' }).locator('tbody tr').filter({ hasText: pageTitle });
    await visible(pageRow);
    expect(await pageRow.innerText()).toContain(group);
    expect(await axeFindings(admin, 'main')).toEqual([]);

    await visitor.goto('/');
    const footer = visitor.getByRole('contentinfo');
    await visible(footer.getByText(group, { exact: true }));
    await footer.getByRole('link', { name: pageTitle }).click();
    await visitor.waitForURL(/\/sayfa-sipari/);
    await visible(visitor.getByRole('main').getByText('Siparişten teslimata adım adım rehber.'));
  });

  it('an article edited and a banner added show on the home page at once', async () => {
    const n = Date.now() % 100_000;
    const articleTitle = `Hızlı Teklif ${n}`;
    const adTitle = `Fuar Afişi ${n}`;
    const admin = await adminLogin(browser);
    const visitor = await newPage(browser);

    // an upper article's title changed in its detail, its image replaced
    await admin.goto('/adminimt/makaleler');
    const first = admin.getByRole('table', { name: 'Makaleler' }).locator('tbody tr').first();
    await visible(first);
    expect(await axeFindings(admin, 'main')).toEqual([]);
    await first.getByRole('link').first().click();
    await admin.waitForURL(/\/adminimt\/makaledetay-\d+$/);
    const articleId = idOf(admin);
    const articleForm = admin.getByRole('form', { name: 'Makaleyi güncelle' });
    await articleForm.getByRole('textbox', { name: 'Başlık', exact: true }).fill(articleTitle);
    expect(await axeFindings(admin, 'main')).toEqual([]);
    await articleForm.getByRole('button', { name: 'Güncelle', exact: true }).click();
    await visible(admin.getByText('Güncellendi.').first());
    await admin.getByRole('main').getByRole('link', { name: 'Görseli Değiştir', exact: true }).click();
    await admin.waitForURL(`**/adminimt/makaledetayimg-${articleId}`);
    const image = admin.getByRole('region', { name: 'Yeni Görsel' });
    await image.locator('input[type=file]').setInputFiles(png('makale.png'));
    expect(await axeFindings(admin, 'main')).toEqual([]);
    await image.getByRole('button', { name: 'Güncelle', exact: true }).click();
    await gone(image.getByText('makale.png'));

    // a home page banner: its place chosen from the type list
    await admin.goto('/adminimt/reklamekle');
    const adForm = admin.getByRole('form', { name: 'Reklam ekle' });
    await adForm.getByRole('textbox', { name: 'Başlık', exact: true }).fill(adTitle);
    await adForm.getByRole('combobox', { name: 'Reklam Yeri' }).click();
    await admin.getByRole('option', { name: 'Ana sayfa banner', exact: true }).click();
    await adForm.getByRole('textbox', { name: 'Bağlantı', exact: true }).fill('/talepler');
    await adForm.getByRole('textbox', { name: 'Sıra', exact: true }).fill('0');
    await adForm.locator('input[type=file]').setInputFiles(png('afis.png'));
    expect(await axeFindings(admin, 'main')).toEqual([]);
    await adForm.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await admin.waitForURL('**/adminimt/reklamlar');
    const adRow = admin.getByRole('table', { name: 'Reklamlar' }).locator('tbody tr').filter({ hasText: adTitle });
    await visible(adRow);
    expect(await adRow.innerText()).toContain('Ana sayfa banner');

    await visitor.goto('/');
    await visible(visitor.getByRole('main').getByText(articleTitle, { exact: true }));
    const banner = visitor.getByRole('main').getByRole('img', { name: adTitle, exact: true });
    await visible(banner);
    expect(await banner.getAttribute('src')).toMatch(/^\/uploads\//);
  });

  it('at 375 px every content list scrolls inside its table, and its row actions open', {
    timeout: 120_000,
  }, async () => {
    const phone = await adminLogin(browser, PHONE);
    for (const [path, table] of [
      ['/adminimt/makaleler', 'Makaleler'],
      ['/adminimt/slides', 'Slaytlar'],
      ['/adminimt/Blogs', 'Blog ve duyurular'],
      ['/adminimt/reklamlar', 'Reklamlar'],
      ['/adminimt/sayfalar', 'Sayfalar'],
      ['/adminimt/sayfaKat', 'Sayfa kategorileri'],
      ['/adminimt/sss', 'Sıkça sorulan sorular'],
    ] as const) {
      await phone.goto(path);
      const rows = phone.getByRole('table', { name: table, exact: true }).locator('tbody tr');
      await visible(rows.first());
      await noSideScroll(phone, path);
      const actions = rows.first().getByRole('button', { name: /^İşlemler: / });
      await actions.scrollIntoViewIfNeeded();
      await actions.click();
      await visible(phone.getByRole('menuitem', { name: 'Sil' }));
      await phone.keyboard.press('Escape');
      await gone(phone.getByRole('menuitem', { name: 'Sil' }));
      await noSideScroll(phone, path);
      expect(await axeFindings(phone, 'main'), path).toEqual([]);
    }
  });
});
