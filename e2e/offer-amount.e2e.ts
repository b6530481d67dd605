// The offer's price as a Turkish supplier types it, on a phone (issue 47 item 15, the blocker): '1.234,56' in 'Teklif
// Ver' is ₺1.234,56 a unit (Mantine's number field made it 1,23), '12.500' in 'Teklifi Güncelle' is ₺12.500,00 (it
// was ₺12,50), '12,50' stays as typed, and what cannot be read ('12,505') says why instead of being sent.
import { AMOUNT_MSG } from '@tedarik/contract/money';
import { DESK_MSG } from '@tedarik/contract/offers/member-desk';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from './browser';
import { dayFromNow, MAKER, memberLogin, noSideScroll, PHONE, visible } from './kit';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** Types a text key by key, as a person does (a pasted '1.234,56' was read right; typed, its dot became a comma). */
const type = async (field: Locator, text: string) => {
  await field.fill('');
  await field.pressSequentially(text);
};

describe('an amount typed the Turkish way, at 375 px', () => {
  it("'Teklif Ver' with 1.234,56 and 'Teklifi Güncelle' with 12.500 are the amounts the supplier meant", {
    timeout: 120_000,
  }, async () => {
    const page = await memberLogin(browser, MAKER, PHONE);
    await page.goto('/account-d-detay-teklif-ver');
    // the last request of the list (the other journeys offer on the first)
    const last = page.locator('main article').last();
    await visible(last);
    const link = last.getByRole('link').first();
    const title = (await link.innerText()).trim();
    const requestId = Number((await link.getAttribute('href'))?.match(/(\d+)$/)?.[1]);
    await last.getByRole('button', { name: `Teklif Ver: ${title}` }).click();
    const form = page.getByRole('dialog', { name: 'Teklif Ver' });
    const price = form.getByLabel(/^(Birim )?Fiyat$/);

    await type(price, '1.234,56');
    await form.getByLabel('Tahmini Teslim Tarihi').fill(dayFromNow(20));
    expect(await price.inputValue()).toBe('1.234,56');
    await form.getByLabel('Geçerlilik Tarihi').fill(dayFromNow(10));
    await form.getByLabel('Açıklama').fill('Fabrika teslim.');
    await noSideScroll(page);
    await form.getByRole('button', { name: 'Teklif Ver' }).click();
    await visible(page.getByText('Teklifiniz oluşturuldu.'));

    // the result: my offer's terms say ₺1.234,56 a unit
    await page.goto(`/account-d-detay-teklif-${requestId}`);
    const mine = page.getByRole('region', { name: 'Teklif Koşullarım' });
    await visible(mine.getByText('₺1.234,56').first());
    await noSideScroll(page);

    // the revision starts from the price as it is written, and reads '12.500' as twelve thousand five hundred
    await mine.getByRole('button', { name: 'Teklifi Güncelle' }).click();
    const revision = page.getByRole('dialog', { name: 'Teklifi Güncelle' });
    const revised = revision.getByLabel(/^(Birim )?Fiyat$/);
    expect(await revised.inputValue()).toBe('1.234,56');
    // what cannot be read says why once the field is left, and is not sent
    await type(revised, '12,505');
    await revision.getByLabel('Açıklama').focus();
    await visible(revision.getByText(AMOUNT_MSG.decimals));
    await visible(revision.getByText('Toplam: —'));
    await revision.getByRole('button', { name: 'Teklifi Güncelle' }).click();
    await visible(revision.getByText(`${DESK_MSG.unitPrice} ${AMOUNT_MSG.decimals}`));
    // '12,50' stays as typed
    await type(revised, '12,50');
    expect(await revised.inputValue()).toBe('12,50');
    expect(await revision.getByText(AMOUNT_MSG.decimals, { exact: true }).count()).toBe(0);
    await type(revised, '12.500');
    await revision.getByRole('button', { name: 'Teklifi Güncelle' }).click();
    await visible(page.getByText('Teklifiniz güncellendi.'));
    await visible(mine.getByText(/^Sürüm 2/));
    await visible(mine.getByText('₺12.500,00').first());
    expect(await mine.getByText('₺12,50', { exact: true }).count()).toBe(0);
  });
});
