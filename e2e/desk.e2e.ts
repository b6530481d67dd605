// The buyer's decision desk (issue 37's "Done when"), each step in the screens of its role, at 1280 px and 375 px:
// the buyer creates a sealed request ('Kapalı Zarf') with a deadline a minute or two ahead and attaches a drawing →
// the administrator approves it → two manufacturers offer, one in USD and one in TL, each with KDV, delivery, payment
// and validity; until the deadline the buyer sees only how many offers came and neither supplier sees the other →
// the opening job opens them (it runs every minute) and the buyer is notified → 'Karşılaştır': both in TL at the
// recorded TCMB bulletin (scripts/e2e.mjs serves it), KDV Hariç and Dahil as the arithmetic says, the .xlsx and the
// PDF read back → 'Yeni Tur' → a supplier revises → the buyer sees what changed and accepts the offer.
import { formatDate, istanbulMinute } from '@tedarik/contract/dates';
import { maskCompany } from '@tedarik/contract/text';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings, baseUrl, launch, newPage } from './browser';
import { downloaded, drawingPdf, pdfText, times, tr, xlsxTable } from './desk-files';
import {
  adminLogin,
  api,
  authOf,
  BUYER,
  DESKTOP,
  dayFromNow,
  MAKER,
  memberLogin,
  memberSession,
  noSideScroll,
  PHONE,
  reviewStars,
  type Session,
  visible,
} from './kit';

/** a demo manufacturer with a running package that makes some of the demo manufacturer's products */
const RIVAL = 'firma4@ornek.com.tr';
/** USD's ForexSelling in the recorded bulletin of 27.11.2026 (apps/server/test/tcmb/today-2026-11-27.xml) */
const USD_RATE = '42.4977';
const QUANTITY = 400;
/** the sealed offers' deadline is at least this far ahead: time for the approval and both offers */
const LEAD_MS = 80_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

type Terms = {
  unitPrice: string;
  currency: 'TL' | 'USD';
  vat: 'KDV Hariç' | 'KDV Dahil';
  delivery: string;
  validUntil: string;
  vade?: string;
  note: string;
};
/** Fills the offer form ('Teklif Ver' or 'Teklifi Güncelle') as a supplier types it. */
async function fillOffer(page: Page, form: Locator, terms: Terms) {
  await form.getByLabel('Birim Fiyat').fill(terms.unitPrice);
  const currency = form.getByRole('combobox', { name: 'Para Birimi' });
  if ((await currency.inputValue()) !== terms.currency) {
    await currency.click();
    await page.getByRole('option', { name: terms.currency, exact: true }).click();
  }
  await form.getByRole('radiogroup', { name: 'KDV Oranı' }).getByText('%20', { exact: true }).click();
  await form.getByRole('radiogroup', { name: 'Fiyata KDV' }).getByText(terms.vat, { exact: true }).click();
  await form.getByLabel('Tahmini Teslim Tarihi').fill(terms.delivery);
  await form.getByLabel('Geçerlilik Tarihi').fill(terms.validUntil);
  await form
    .getByRole('radiogroup', { name: 'Ödeme' })
    .getByText(terms.vade ? 'Vade' : 'Peşin')
    .click();
  if (terms.vade) await form.getByLabel('Vade (gün)').fill(terms.vade);
  await form.getByLabel('Açıklama').fill(terms.note);
}

describe("the buyer's decision desk", () => {
  it('sealed offers in USD and TL → opened → compared in TL, .xlsx and PDF → Yeni Tur → revised → accepted', {
    timeout: 420_000,
  }, async () => {
    // a catalog product both manufacturers make, so that both may offer on it
    const [maker, rival, buyerAccount] = await Promise.all([MAKER, RIVAL, BUYER].map((mail) => memberSession(mail)));
    const buyerCompany = buyerAccount.firma;
    const madeBy = async (session: Session) =>
      (await api<{ urunD: { id: number; urunAd: string } }[]>('/api/uyeurunlerim', { auth: authOf(session) })).map(
        (p) => p.urunD,
      );
    const rivalMakes = new Set((await madeBy(rival)).map((p) => p.id));
    const product = (await madeBy(maker)).find((p) => rivalMakes.has(p.id));
    expect(product, `a product both ${MAKER} and ${RIVAL} make`).toBeDefined();
    if (!product) return;
    const tree = await api<{ urunList: { id: number; katid: number }[] }[]>('/api/kategoriListAll');
    const category = tree.flatMap((c) => c.urunList).find((p) => p.id === product.id)?.katid;
    const title = `${QUANTITY} Adet ${product.urunAd}`;

    // everyone is logged in before the request exists: its deadline then only waits for the approval and the offers
    const [buyer, factory, rivalPage, admin] = await Promise.all([
      memberLogin(browser, BUYER),
      memberLogin(browser, MAKER, PHONE),
      memberLogin(browser, RIVAL),
      adminLogin(browser),
    ]);

    // 1. the buyer's sealed request (from a draft, as the visitor's page leaves it), its deadline to the minute
    await buyer.evaluate((draft) => localStorage.setItem('tedarik.talepTaslak', JSON.stringify(draft)), {
      katUrun: product.id,
      urunAd: product.urunAd,
      kategori: category,
      adet: QUANTITY,
      tip: 'Adet',
      detay: 'Kapalı zarf: 40x40x3 mm, 6 m boy; ölçü çizimi ekte.',
    });
    await buyer.goto('/account-d-detay-taleplerim-olustur');
    await expect
      .poll(() => buyer.getByRole('combobox', { name: 'Ürün', exact: true }).inputValue())
      .toBe(product.urunAd);
    await buyer.getByLabel('Teslim Tarihi').fill(dayFromNow(30));
    const form = buyer.getByRole('form', { name: 'Talep Oluştur' });
    await form.getByRole('switch', { name: 'Kapalı Zarf' }).check();
    const deadline = Math.ceil((Date.now() + LEAD_MS) / 60_000) * 60_000;
    // typed in Istanbul time, whatever the browser's zone, as every page shows it (issue 47 item 17)
    await form.getByLabel('Son Teklif Tarihi', { exact: true }).fill(istanbulMinute(new Date(deadline)));
    const deadlineShown = `Kapalı Zarf — Son Teklif Tarihi ${formatDate(new Date(deadline), true)}`;
    await form.getByRole('button', { name: 'Talep Oluştur', exact: true }).click();
    await buyer.waitForURL(/\/account-d-detay-taleplerim$/);
    const card = buyer.locator('main article').filter({ has: buyer.getByRole('link', { name: title }) });
    await visible(card.first().getByText('Onay Bekliyor'));
    await card.first().getByRole('link', { name: title }).click();
    await buyer.waitForURL(/\/account-d-detay-talep-\d+$/);
    const id = Number(buyer.url().match(/(\d+)$/)?.[1]);
    const files = buyer.getByRole('region', { name: 'Dosyalar' });
    await files
      .locator('input[type=file]')
      .setInputFiles({ name: 'Ölçü Çizimi.pdf', mimeType: 'application/pdf', buffer: drawingPdf() });
    await visible(files.getByText('Ölçü Çizimi.pdf'));

    // the administrator approves it from the requests waiting on the back-office's home page
    await admin.reload();
    await admin
      .getByRole('table', { name: 'Onay bekleyen talepler' })
      .locator(`a[href$="?talep=${id}"]`)
      .first()
      .click();
    const waiting = admin.getByRole('article', { name: new RegExp(`^Talep #${id}: `) });
    await waiting.getByRole('button', { name: 'Onayla' }).click();
    await visible(admin.getByText('Güncellendi.').first());

    // 2. the demo manufacturer, on a phone, offers in USD from the requests it may offer on
    await factory.goto('/account-d-detay-teklif-ver');
    const offerable = factory.locator('main article').filter({ has: factory.locator(`a[href="/talep-detay-${id}"]`) });
    await offerable.getByRole('button', { name: /^Teklif Ver/ }).click();
    const usdForm = factory.getByRole('dialog', { name: 'Teklif Ver' });
    await fillOffer(factory, usdForm, {
      unitPrice: '12,5',
      currency: 'USD',
      vat: 'KDV Hariç',
      delivery: dayFromNow(25),
      validUntil: dayFromNow(20),
      vade: '45',
      note: 'İthal hammadde; fiyat dolar bazında.',
    });
    await visible(usdForm.getByText('Toplam: $5.000,00 (KDV Hariç)'));
    await noSideScroll(factory);
    await usdForm.getByRole('button', { name: 'Teklif Ver' }).click();
    await visible(factory.getByText('Teklifiniz oluşturuldu.'));

    // the other manufacturer, on the request's page: the drawing and the count, but no other offerer
    await rivalPage.goto(`/talep-detay-${id}`);
    await visible(rivalPage.getByRole('region', { name: 'Dosyalar' }).getByText('Ölçü Çizimi.pdf'));
    const publicOffers = rivalPage.locator('main').getByText('1 / 10 teklif');
    await visible(publicOffers);
    await visible(rivalPage.getByText(`${deadlineShown}: teklifler yalnızca alıcıya, bu tarihte açılır.`));
    // a visitor abroad, on a phone, reads the deadline in Istanbul time: in the server's HTML and once live
    const abroad = await newPage(browser, PHONE, { timezoneId: 'America/New_York' });
    const html = await (await fetch(`${baseUrl}/talep-detay-${id}`)).text();
    expect(html).toContain(formatDate(new Date(deadline), true));
    await abroad.goto(`/talep-detay-${id}`);
    await visible(abroad.getByText(`${deadlineShown}: teklifler yalnızca alıcıya, bu tarihte açılır.`));
    await noSideScroll(abroad);
    expect(await rivalPage.getByText(maskCompany(maker.firma)).count()).toBe(0);
    await rivalPage.getByRole('button', { name: `Teklif Ver: ${title}` }).click();
    const tlForm = rivalPage.getByRole('dialog', { name: 'Teklif Ver' });
    await fillOffer(rivalPage, tlForm, {
      unitPrice: '520',
      currency: 'TL',
      vat: 'KDV Dahil',
      delivery: dayFromNow(32),
      validUntil: dayFromNow(15),
      note: 'Stoktan, peşin ödemede hemen sevk.',
    });
    await visible(tlForm.getByText('Toplam: ₺208.000,00 (KDV Dahil)'));
    await tlForm.getByRole('button', { name: 'Teklif Ver' }).click();
    await visible(rivalPage.getByText('Teklifiniz oluşturuldu.'));
    expect(Date.now(), 'both offers before the deadline').toBeLessThan(deadline);

    // before the deadline: the buyer, on a phone, sees how many came and nothing of them; the first supplier
    // sees no other offerer
    const phone = await memberLogin(browser, BUYER, PHONE);
    await phone.goto(`/account-d-detay-talep-${id}`);
    await visible(phone.getByText('Kapalı Zarf: 2 teklif geldi. Teklifler Son Teklif Tarihinde açılır.'));
    const desk = phone.getByRole('region', { name: 'Teklif Masası' });
    await visible(desk.getByText(/^Kapalı Zarf — Son Teklif Tarihi .+: 2 teklif geldi\./));
    expect(await desk.getByRole('link', { name: 'Karşılaştır' }).count()).toBe(0);
    for (const amount of ['5.000,00', '208.000,00', '12,50', '520,00'])
      expect(await phone.locator('main').innerText()).not.toContain(amount);
    await noSideScroll(phone);
    await phone.goto(`/hesabim/talepler/${id}/karsilastir`);
    await visible(
      phone.getByText('2 teklif geldi. Teklifler Son Teklif Tarihi geçince açılır ve karşılaştırılabilir.'),
    );
    expect(await phone.getByRole('table', { name: 'Teklif Karşılaştırma' }).count()).toBe(0);
    await factory.goto(`/talep-detay-${id}`);
    await visible(factory.locator('main').getByText('2 / 10 teklif'));
    expect(await factory.getByText(maskCompany(rival.firma)).count()).toBe(0);

    // 3. the deadline passes; the opening job (every minute) opens the offers and tells the buyer
    await buyer.waitForTimeout(Math.max(0, deadline - Date.now()));
    await buyer.goto(`/account-d-detay-talep-${id}`);
    const opened = buyer.getByRole('region', { name: 'Teklif Masası' }).getByText('Kapalı Zarf teklifleri açıldı.');
    for (let tries = 0; !(await opened.isVisible()) && tries < 30; tries++) {
      await buyer.waitForTimeout(5_000);
      await buyer.reload();
      await buyer.getByRole('region', { name: 'Teklif Masası' }).waitFor();
    }
    await visible(opened);
    // after the deadline the public page no longer says the offers will open
    await abroad.reload();
    await visible(abroad.getByText(`${deadlineShown}: teklif süresi doldu; teklifler yalnızca alıcıya açıktır.`));
    expect(await abroad.locator('main').innerText()).not.toContain('açılır');
    const bell = buyer.getByRole('banner').getByRole('button', { name: /^Bildirimler \(\d+ okunmamış\)$/ });
    await bell.click();
    const notices = buyer.getByRole('dialog', { name: 'Bildirimler' });
    await notices.getByRole('tab', { name: /Uyarılar/ }).click();
    const notice = notices
      .locator(`a[href="/account-d-detay-talep-${id}"]`)
      .filter({ hasText: `${product.urunAd} talebinizin kapalı zarf teklifleri açıldı: 2 teklif geldi.` });
    await visible(notice);
    await notice.click();
    const received = buyer.getByRole('region', { name: 'Teklifler' });
    await visible(received.getByText('$5.000,00'));
    await visible(received.getByText('₺208.000,00'));

    // 4. 'Karşılaştır': both in TL at the bulletin it names; KDV Hariç, then Dahil
    await buyer.getByRole('region', { name: 'Teklif Masası' }).getByRole('link', { name: 'Karşılaştır' }).click();
    await buyer.waitForURL(new RegExp(`/hesabim/talepler/${id}/karsilastir$`));
    await visible(
      buyer.getByText(`TCMB 27.11.2026 döviz satış kuru: USD ${USD_RATE.replace('.', ',')} ₺`, { exact: false }),
    );
    const table = buyer.getByRole('table', { name: 'Teklif Karşılaştırma' });
    const usdRow = table.locator('tbody tr').filter({ hasText: '$' });
    const tlRow = table.locator('tbody tr').filter({ hasNotText: '$' });
    // the USD offer: 12,50 × 400 = 5.000,00 $ KDV hariç, 6.000,00 $ with %20; the TL one: 520 × 400 = 208.000,00 ₺
    // KDV dahil, 208.000,00 × 100 / 120 = 173.333,33 ₺ without it
    const usd = { excluded: 500_000n, included: 600_000n };
    const tl = { excluded: (20_800_000n * 100n * 2n + 120n) / (120n * 2n), included: 20_800_000n };
    const expectTl = async (mode: 'excluded' | 'included') => {
      await visible(usdRow.getByText(`₺${tr(times(usd[mode], USD_RATE))}`));
      await visible(tlRow.getByText(`₺${tr(tl[mode])}`).first());
      await visible(usdRow.getByText(`$${tr(usd[mode])}`));
    };
    await expectTl('excluded');
    expect(await axeFindings(buyer, 'main')).toEqual([]);
    // at 1280 px the table fits its column: validity and rating in view, nothing to scroll (issue 47 item 20)
    expect(await table.evaluate((el) => el.scrollWidth <= (el.parentElement?.clientWidth ?? 0))).toBe(true);
    for (const column of ['Geçerlilik', 'Puan']) {
      const box = await table.getByRole('columnheader', { name: column }).boundingBox();
      expect(box && box.x + box.width, column).toBeLessThanOrEqual(DESKTOP.width);
    }
    await noSideScroll(buyer);
    // the masked suppliers told apart by neutral labels with their city, in the order they offered
    // (the supplier's cell also holds its badges: the label is its own paragraph)
    await visible(usdRow.locator('p', { hasText: /^Teklif A \(.+\)$/ }));
    await visible(tlRow.locator('p', { hasText: /^Teklif B \(.+\)$/ }));
    expect(await table.innerText()).not.toContain(maskCompany(maker.firma));
    // the lowest TL total is marked
    await visible(tlRow.getByText('En düşük'));
    await buyer.getByRole('radiogroup', { name: 'KDV' }).getByText('KDV Dahil', { exact: true }).click();
    await expectTl('included');
    await buyer.getByRole('radiogroup', { name: 'KDV' }).getByText('KDV Hariç', { exact: true }).click();
    await expectTl('excluded');

    // the .xlsx (KDV Hariç, as on the screen): the same rows, amounts as numbers, dates as dates, the TL column
    const xlsx = await downloaded(buyer, buyer.getByRole('button', { name: 'Excel İndir' }));
    expect(xlsx.name).toMatch(/\.xlsx$/);
    const { heading, rows } = await xlsxTable(xlsx.bytes);
    expect(heading).toContain('KDV Hariç');
    expect(heading).toContain(`TCMB 27.11.2026 döviz satış kuru: USD ${USD_RATE.replace('.', ',')} ₺`);
    expect(heading).toContain(`Talep No: ${id} · Alıcı: ${buyerCompany}`);
    expect(rows).toHaveLength(2);
    const inXlsx = (currency: string) => rows.find((row) => row['Para Birimi'] === currency) ?? {};
    expect(inXlsx('USD')).toMatchObject({ 'Birim Fiyat': 12.5, Toplam: 5000, KDV: '%20' });
    expect(inXlsx('USD')['Toplam (TL)']).toBe(Number(times(usd.excluded, USD_RATE)) / 100);
    expect(inXlsx('TL')).toMatchObject({ Toplam: Number(tl.excluded) / 100, 'Toplam (TL)': Number(tl.excluded) / 100 });
    expect(typeof inXlsx('TL')['Birim Fiyat (TL)']).toBe('number');
    expect(String(inXlsx('TL').Tedarikçi)).toMatch(/^Teklif B \(.+\) \(en düşük\)$/);
    expect(String(inXlsx('USD').Tedarikçi)).toMatch(/^Teklif A \(.+\)$/);
    expect(inXlsx('USD')['Teslim Tarihi']).toEqual(new Date(`${dayFromNow(25)}T00:00:00.000Z`));
    expect(inXlsx('TL').Geçerlilik).toEqual(new Date(`${dayFromNow(15)}T00:00:00.000Z`));

    // the PDF: Turkish letters, the suppliers and their amounts
    const pdf = await downloaded(buyer, buyer.getByRole('button', { name: 'PDF İndir' }));
    expect(pdf.name).toMatch(/\.pdf$/);
    const text = await pdfText(pdf.bytes);
    for (const expected of [
      'Teklif Karşılaştırma',
      'KDV Hariç',
      'Tedarikçi',
      'Geçerlilik',
      'Ödeme',
      `TCMB 27.11.2026 döviz satış kuru: USD ${USD_RATE.replace('.', ',')} ₺`,
      `Talep No: ${id} · Alıcı: ${buyerCompany}`,
      'Hazırlanma Tarihi: ',
      'Teklif A (',
      'Teklif B (',
      tr(times(usd.excluded, USD_RATE)),
      tr(tl.excluded),
      'Peşin',
      '45 gün vade',
    ])
      expect(text).toContain(expected);

    expect(text).not.toContain(USD_RATE);

    // the comparison on a phone: a list of cards, each with its TL total, validity and rating
    await phone.goto(`/hesabim/talepler/${id}/karsilastir`);
    const cards = phone.getByRole('list', { name: 'Teklif Karşılaştırma' });
    await visible(cards);
    const usdCard = cards.getByRole('listitem').filter({ hasText: '$' });
    await visible(usdCard.getByText(`₺${tr(times(usd.excluded, USD_RATE))}`));
    for (const fact of ['Geçerlilik', 'Puan', 'Ödeme']) await visible(usdCard.getByText(fact, { exact: true }));
    await visible(usdCard.getByText('45 gün vade'));
    await noSideScroll(phone);
    expect(await axeFindings(phone, 'main')).toEqual([]);

    // 5. 'Yeni Tur', on a phone: a message and a deadline to every supplier who offered
    await phone.goto(`/account-d-detay-talep-${id}`);
    await phone.getByRole('region', { name: 'Teklif Masası' }).getByRole('button', { name: 'Yeni Tur' }).click();
    const roundForm = phone.getByRole('dialog', { name: 'Yeni Tur' });
    const roundMessage = 'Teslimi 20 güne çekebilir ve fiyatı güncelleyebilir misiniz?';
    await roundForm.getByLabel('Mesaj').fill(roundMessage);
    await roundForm.getByLabel('Tur Bitiş Tarihi').fill(`${dayFromNow(2)}T17:00`);
    await roundForm.getByRole('button', { name: 'Yeni Tur' }).click();
    await visible(phone.getByText('Yeni tur açıldı; teklif veren firmalara bildirildi.'));
    await visible(phone.getByText(/^Yeni Tur \(2\. tur\)/));
    await noSideScroll(phone);
    expect(await axeFindings(phone, 'main')).toEqual([]);

    // the USD supplier revises: a lower price, an earlier delivery
    await factory.goto(`/account-d-detay-teklif-${id}`);
    const mine = factory.getByRole('region', { name: 'Teklif Koşullarım' });
    await visible(mine.getByText(roundMessage));
    await mine.getByRole('button', { name: 'Teklifi Güncelle' }).click();
    const revision = factory.getByRole('dialog', { name: 'Teklifi Güncelle' });
    expect(await revision.getByRole('combobox', { name: 'Para Birimi' }).inputValue()).toBe('USD');
    await revision.getByLabel('Birim Fiyat').fill('11,75');
    await revision.getByLabel('Tahmini Teslim Tarihi').fill(dayFromNow(20));
    await visible(revision.getByText('Toplam: $4.700,00 (KDV Hariç)'));
    await revision.getByRole('button', { name: 'Teklifi Güncelle' }).click();
    await visible(factory.getByText('Teklifiniz güncellendi.'));
    await visible(mine.getByText(/^Sürüm 2/));
    await noSideScroll(factory);
    expect(await axeFindings(factory, 'main')).toEqual([]);

    // the buyer sees the revision and what changed, and accepts it
    await buyer.goto(`/account-d-detay-talep-${id}`);
    const deskTable = buyer.getByRole('region', { name: 'Teklif Masası' });
    await deskTable.getByRole('button', { name: 'Geçmiş (2)' }).click();
    await visible(deskTable.getByRole('region', { name: 'Sürüm 1' }).getByText('$5.000,00'));
    const second = deskTable.getByRole('region', { name: 'Sürüm 2' });
    await visible(second.getByText('$4.700,00'));
    await visible(second.getByText(/^Değişen: /));
    expect(await axeFindings(buyer, 'main')).toEqual([]);
    const changed = await second.getByText(/^Değişen: /).innerText();
    for (const field of ['Birim Fiyat', 'Toplam', 'Tahmini Teslim Tarihi']) expect(changed).toContain(field);
    expect(changed).not.toContain('Para Birimi');
    // 6. 'Teklifi Kabul Et' asks first and says what follows (issue 47 item 16)
    const offer = buyer.getByRole('region', { name: 'Teklifler' }).getByRole('row').filter({ hasText: '$4.700,00' });
    await offer.getByRole('button', { name: 'Teklifi Kabul Et' }).click();
    const confirm = buyer.getByRole('dialog', { name: 'Teklifi Kabul Et' });
    for (const line of [
      'Firmanın iletişim bilgileri size, sizin iletişim bilgileriniz firmaya gösterilir.',
      'Firma bu teklifi artık güncelleyemez.',
    ])
      await visible(confirm.getByText(line));
    expect(await axeFindings(buyer, '[role="dialog"]')).toEqual([]);
    await confirm.getByRole('button', { name: 'Teklifi Kabul Et' }).click();
    // the spec's modal: the supplier's data and the rating form, which may wait for the goods
    const supplier = buyer.getByRole('dialog', { name: 'Firma Bilgileri' });
    await visible(supplier.getByText(maker.firma).first());
    await visible(supplier.getByText(/ürünler elinize ulaştıktan sonra da verebilirsiniz/));
    await buyer.keyboard.press('Escape');
    await visible(offer.getByText('Kabul Edildi', { exact: true }));
    // one word on the comparison, with the supplier named
    await buyer.goto(`/hesabim/talepler/${id}/karsilastir`);
    await visible(
      buyer.getByRole('table', { name: 'Teklif Karşılaştırma' }).getByText('Kabul Edildi', { exact: true }),
    );

    // the rating, later, on a phone: 'Puan Ver' on the request's page until it is given
    await phone.goto(`/account-d-detay-talep-${id}`);
    const accepted = phone
      .getByRole('region', { name: 'Teklifler' })
      .locator('article')
      .filter({ hasText: '$4.700,00' });
    await visible(accepted.getByText('Kabul Edildi', { exact: true }));
    await accepted.getByRole('button', { name: 'Puan Ver' }).click();
    const rating = phone.getByRole('dialog', { name: 'Puan Ver' });
    await reviewStars(rating, { Puan: 4, Fiyat: 4, Kalite: 4, Teslimat: 4, İletişim: 4 });
    await rating.getByRole('radio', { name: 'Satın aldım' }).check();
    await rating.getByLabel('Yorum').fill('Ürünler zamanında geldi.');
    await rating.getByRole('button', { name: 'Gönder' }).click();
    await visible(rating.getByRole('img', { name: 'Puanınız: 4 / 5' }));
    await noSideScroll(phone);
    await phone.keyboard.press('Escape');
    await rating.waitFor({ state: 'hidden' });
    expect(await accepted.getByRole('button', { name: 'Puan Ver' }).count()).toBe(0);

    // the supplier, on a phone: the same word, and its accepted offer is no longer revised
    await factory.reload();
    await visible(factory.getByText('Teklifiniz kabul edildi; kabul edilen teklif güncellenemez.'));
    await visible(factory.getByText('Kabul Edildi', { exact: true }).first());
    expect(await factory.getByRole('button', { name: 'Teklifi Güncelle' }).count()).toBe(0);

    // 7. the buyer finishes the request: the supplier whose offer was not accepted is told
    await buyer.goto(`/account-d-detay-talep-${id}`);
    await buyer.getByRole('button', { name: 'Talebi Sonlandır' }).click();
    await buyer.getByRole('dialog', { name: 'Talebi Sonlandır' }).getByRole('button', { name: 'Sonlandır' }).click();
    await visible(buyer.getByText('Talebiniz sonlandırıldı.'));
    await rivalPage.goto(`/account-d-detay-teklif-${id}`);
    await visible(rivalPage.getByText('Talep sona erdi; teklifiniz kabul edilmedi.'));
    await rivalPage
      .getByRole('banner')
      .getByRole('button', { name: /^Bildirimler \(\d+ okunmamış\)$/ })
      .click();
    const rivalNotices = rivalPage.getByRole('dialog', { name: 'Bildirimler' });
    await rivalNotices.getByRole('tab', { name: /Uyarılar/ }).click();
    await visible(rivalNotices.getByText(`Alıcı ${product.urunAd} talebini sonlandırdı; teklifiniz kabul edilmedi.`));
  });
});
