// The members' desk, each step in the screens of its side: a new member fixes its profile (a wrong phone first) and
// uploads a logo → it opens a support ticket → the administrator answers it in the back-office → the member sees
// the answer and replies → the administrator finds the member by search and stops its account → the member's open
// page is logged out at its next call.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activationCodeFor, axeFindings, launch, newPage } from './browser';
import { adminLogin, visible } from './kit';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** A real 24 × 16 PNG in one colour (the server decodes and re-encodes every upload). */
const LOGO = {
  name: 'logo.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAIElEQVQ4jWOQszlBFcQwapDcaBjJjaYjm9EsYkN+OgAAl6GzEGmF9v4AAAAASUVORK5CYII=',
    'base64',
  ),
};

/** A plain member registered and activated with the mailed code, logged in on its dashboard. */
async function registerMember(email: string, company: string, name: string): Promise<Page> {
  const page = await newPage(browser);
  await page.goto('/Account-Free-Join');
  await page.getByLabel('Firma Adı').fill(company);
  await page.getByLabel('Ad Soyad').fill(name);
  await page.getByRole('combobox', { name: 'Şehir' }).click();
  await page.getByRole('option', { name: 'Ankara', exact: true }).click();
  await page.getByLabel('E-posta', { exact: true }).fill(email);
  await page.getByLabel('Telefon').fill('5321112233');
  await page.getByLabel('Şifre', { exact: true }).fill('Gizli123');
  await page.getByLabel('Şifre Tekrar').fill('Gizli123');
  await page.getByRole('main').getByRole('button', { name: 'Kayıt Ol' }).click();
  // asked for the code right after registering (issue 47 item 22), then on to the dashboard
  await page.waitForURL('**/account-aktivasyon?yeni=1&donus=/account-d');
  await page.getByLabel('Aktivasyon Kodu').fill(await activationCodeFor(email));
  await page.getByRole('button', { name: 'Onayla' }).click();
  await visible(page.getByText('Hesabınız aktifleştirildi.').first());
  await page.getByRole('link', { name: 'Devam Et' }).click();
  await page.waitForURL('**/account-d');
  return page;
}

describe("the members' desk", () => {
  it('a member fixes its profile, adds a logo and opens a ticket; the administrator answers it and stops the member', async () => {
    const stamp = Date.now();
    const email = `masa-${stamp}@ornek.com.tr`;
    const company = `Deniz Ambalaj ${stamp % 100000}`;
    const subject = `Fatura adresi değişikliği ${stamp % 100000}`;
    const member = await registerMember(email, company, 'Ece Karaca');

    // 1. the profile: a wrong phone and no address → both messages joined in one dialog; then right
    await member.goto('/account-d-detay-tercih');
    const profile = member.getByRole('form', { name: 'Profilim' });
    await profile.getByLabel('Telefon', { exact: true }).fill('532 11');
    await profile.getByLabel('Adres').fill('');
    await profile.getByRole('button', { name: 'Kaydet' }).click();
    const warning = member.getByRole('dialog', { name: 'Uyarı' });
    await visible(warning);
    expect(await warning.innerText()).toContain('Telefon numaranızı girin.');
    expect(await warning.innerText()).toContain('Adres girin.');
    await warning.getByRole('button', { name: 'Kapat' }).last().click();
    await warning.waitFor({ state: 'hidden' });
    await profile.getByLabel('Telefon', { exact: true }).fill('0532 444 55 66');
    expect(await profile.getByLabel('Telefon', { exact: true }).inputValue()).toBe('532 444 55 66');
    await profile.getByLabel('Adres').fill('Ostim OSB 1234. Cadde No: 5 Yenimahalle');
    await profile.getByRole('button', { name: 'Kaydet' }).click();
    await visible(member.getByRole('dialog').getByText('İşlem başarılı.'));
    await member.getByRole('dialog').getByRole('button', { name: 'Kapat' }).last().click();

    // 2. the logo: uploaded, it shows in the header's avatar
    await member.goto('/account-d-detay-logo');
    const logoForm = member.getByRole('form', { name: 'Logo' });
    await logoForm.locator('input[type=file]').setInputFiles(LOGO);
    await logoForm.getByRole('button', { name: 'Kaydet' }).click();
    await visible(member.getByText('Bilgileriniz güncellendi.'));
    await expect
      .poll(() => member.getByRole('banner').getByRole('img', { name: company }).getAttribute('src'))
      .toMatch(/\/uploads\//);

    // 3. a support ticket; its thread opens
    await member.goto('/destek-yeni-talep');
    const ticketForm = member.getByRole('form', { name: 'Yeni Destek Talebi' });
    await ticketForm.getByLabel('Konu').fill(subject);
    await ticketForm
      .getByLabel('Mesajınız')
      .fill('Faturalarımız yeni adresimize kesilebilir mi? Adresi profilde güncelledim.');
    await ticketForm.getByRole('button', { name: 'Gönder' }).click();
    await member.waitForURL(/\/destek-talep-detay-\d+$/);
    const ticketId = Number(member.url().match(/(\d+)$/)?.[1]);

    // 4. the administrator: the ticket waits at the top of the desk; the answer is checked, sent and shown
    const admin = await adminLogin(browser);
    await admin.goto('/adminimt/destekList');
    const row = admin.getByRole('table', { name: 'Destek talepleri' }).locator('tbody tr').filter({ hasText: subject });
    await visible(row);
    expect(await row.getByText('Yanıt Bekliyor').count()).toBe(1);
    expect(await row.getByRole('link', { name: company }).getAttribute('href')).toMatch(/\/adminimt\/uye-detay-\d+$/);
    expect(await axeFindings(admin, 'main')).toEqual([]);
    await row.getByRole('link', { name: `Detay: ${subject}` }).click();
    await admin.waitForURL(`**/adminimt/destekListDetay-${ticketId}`);
    const messages = admin.getByRole('list', { name: 'Mesajlar' });
    await visible(messages.getByText('Faturalarımız yeni adresimize kesilebilir mi?', { exact: false }));
    expect(await axeFindings(admin, 'main')).toEqual([]);
    const answer = admin.getByRole('form', { name: 'Yanıt Yaz' });
    await answer.getByLabel('Yanıtınız').fill('Olur.');
    await answer.getByRole('button', { name: 'Gönder' }).click();
    await visible(answer.getByText('Mesajınızı Girin.'));
    const reply = 'Merhaba, bir sonraki faturanız yeni adresinize kesilecektir.';
    await answer.getByLabel('Yanıtınız').fill(reply);
    await answer.getByRole('button', { name: 'Gönder' }).click();
    await visible(admin.getByText('Yanıtınız iletildi.'));
    await visible(messages.getByRole('listitem', { name: /^Destek Ekibi, / }).getByText(reply));
    await visible(admin.getByRole('main').getByText('Yanıtlandı'));
    expect(await answer.getByLabel('Yanıtınız').inputValue()).toBe('');

    // 5. the member sees the answer on its desk and replies
    await member.goto('/destek');
    const item = member
      .getByRole('list', { name: 'Destek Talepleri' })
      .getByRole('listitem')
      .filter({ hasText: subject });
    await visible(item.getByText('Yanıtlandı'));
    await item.getByRole('link', { name: subject }).click();
    await member.waitForURL(`**/destek-talep-detay-${ticketId}`);
    await visible(member.getByText(reply));
    const memberReply = member.getByRole('form', { name: 'Yanıt Yaz' });
    await memberReply.getByLabel('Yanıtınız').fill('Teşekkürler, iyi çalışmalar.');
    await memberReply.getByRole('button', { name: 'Gönder' }).click();
    await visible(member.getByText('iletildi.'));

    // 6. the administrator finds the member by search (2 characters do not search) and opens it in a new tab
    await admin.goto('/adminimt/uye-List');
    const members = admin.getByRole('table', { name: 'Üyeler', exact: true }).locator('tbody tr');
    await expect.poll(() => members.count()).toBeGreaterThan(1);
    const search = admin.getByRole('searchbox', { name: 'Üye ara' });
    await search.fill('ma');
    await visible(admin.getByText('Aramak için en az 3 karakter girin.'));
    await search.fill(`masa-${stamp}`);
    await admin.waitForURL(/\/adminimt\/uye-List\?ara=masa-\d+$/);
    await expect.poll(() => members.count()).toBe(1);
    expect(await members.first().innerText()).toContain('ALICI ÜYELİK');
    expect(await members.first().innerText()).toContain('0532 444 55 66');
    expect(await axeFindings(admin, 'main')).toEqual([]);
    await members.first().getByRole('button', { name: 'İşlemler: Ece Karaca' }).click();
    const detail = admin.getByRole('menuitem', { name: 'Detay' });
    expect(await detail.getAttribute('target')).toBe('_blank');
    const [tab] = await Promise.all([admin.context().waitForEvent('page'), detail.click()]);
    await tab.waitForURL(/\/adminimt\/uye-detay-\d+$/);

    // 7. its page: the data as the member left it; stopped, with the reason required
    await visible(tab.getByRole('heading', { name: company, level: 2 }));
    const edit = tab.getByRole('form', { name: 'Üye Bilgileri' });
    expect(await edit.getByLabel('Telefon', { exact: true }).inputValue()).toBe('532 444 55 66');
    expect(await edit.getByRole('combobox', { name: 'Şehir' }).inputValue()).toBe('Ankara');
    expect(await axeFindings(tab, 'main')).toEqual([]);
    const status = tab.getByRole('form', { name: 'Hesap Durumu' });
    await status.getByRole('switch', { name: 'Hesap aktif' }).uncheck({ force: true });
    await status.getByRole('button', { name: 'Kaydet' }).click();
    await visible(status.getByText('Durdurma nedenini girin.'));
    await status.getByLabel('Durdurma Nedeni').fill('Sahte firma bildirimi incelemede.');
    await status.getByRole('button', { name: 'Kaydet' }).click();
    await visible(tab.getByText('Güncellendi.').first());
    await visible(status.getByText('Durduruldu', { exact: true }));

    // 8. the member's open thread: its next call ends the session
    await memberReply.getByLabel('Yanıtınız').fill('Bir sorum daha olacaktı.');
    await memberReply.getByRole('button', { name: 'Gönder' }).click();
    await member.waitForURL(/\/(account-logout|Account-Login)(\?.*)?$/);
    await member.waitForURL(/\/Account-Login(\?.*)?$/);
    // and it cannot log in again
    await member.getByLabel('E-posta', { exact: true }).fill(email);
    await member.getByLabel('Şifre', { exact: true }).fill('Gizli123');
    await member.getByRole('button', { name: 'Giriş Yap' }).last().click();
    await visible(member.getByText('Hesabınız durdurulmuştur. Lütfen bizimle iletişime geçin.'));
  });
});
