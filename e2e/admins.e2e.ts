// Administrators with roles and the audit log (issue 49 item 4): the Yönetici adds a Moderatör on
// /adminimt/yoneticiler, who logs in and sees only the moderation screens in its menu (and is refused the
// administrators' screen); the Yönetici makes it Muhasebe and deactivates it; every step is in the audit log
// (/adminimt/denetim), found by its action and exported as CSV. At 1280 px and at 375 px, without a finding of axe.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings, launch, newPage } from './browser';
import { adminLogin, DESKTOP, PHONE, visible } from './kit';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const PASSWORD = 'Moderasyon2026';
const fits = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

/** Logs in on the back-office's login page as `username`. */
async function loginAs(username: string, viewport: typeof DESKTOP) {
  const page = await newPage(browser, viewport);
  await page.goto('/adminimt/login');
  await page.getByLabel('Kullanıcı Adı').fill(username);
  await page.getByLabel('Şifre', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL(/\/adminimt\/?$/);
  return page;
}

describe('administrators and the audit log', () => {
  for (const viewport of [DESKTOP, PHONE])
    it(`adds a Moderatör, limits its menu, re-roles and deactivates it, all in the audit log, at ${viewport.width} px`, {
      timeout: 120_000,
    }, async () => {
      const username = `moderator${viewport.width}`;
      const page = await adminLogin(browser, viewport);
      await page.goto('/adminimt/yoneticiler');
      await visible(page.getByRole('heading', { name: 'Yöneticiler', exact: true }));
      const table = page.getByRole('table', { name: 'Yöneticiler', exact: true });
      await visible(table.getByRole('row').filter({ hasText: 'admin' }).first());

      // 1. 'Yönetici Ekle': a Moderatör (the default role of the form), its password by the project's rules
      await page.getByRole('button', { name: 'Yönetici Ekle' }).click();
      const form = page.getByRole('form', { name: 'Yönetici Ekle' });
      await form.getByLabel('Ad Soyad').fill(`Ayşe Kaya ${viewport.width}`);
      await form.getByLabel('Kullanıcı Adı').fill(username);
      await form.getByLabel('E-posta').fill(`${username}@ornek.com.tr`);
      await form.getByLabel('Şifre', { exact: true }).fill('kisa');
      await form.getByRole('button', { name: 'Ekle' }).click();
      await visible(form.getByText('Yeni Şifre Girin.').first());
      await form.getByLabel('Şifre', { exact: true }).fill(PASSWORD);
      await form.getByRole('button', { name: 'Ekle' }).click();
      await visible(page.getByText('Yönetici eklendi.'));
      const row = table.getByRole('row').filter({ hasText: username });
      await visible(row);
      expect(await axeFindings(page, 'main')).toEqual([]);
      await fits(page, viewport.width);

      // 2. the Moderatör's back-office: the moderation screens, not the Yönetici's
      const moderator = await loginAs(username, viewport);
      if (viewport === DESKTOP) {
        const menu = moderator.getByRole('navigation', { name: 'Yönetim menüsü' });
        await visible(menu.getByRole('link', { name: 'Şikayetler' }));
        expect(await menu.getByRole('link').allInnerTexts()).toEqual([
          'Anasayfa',
          'Aktif Paketler',
          'Talepler',
          'Firmalar',
          'Üyeler',
          'Şikayetler',
          'Moderasyon',
          'Firma Doğrulama',
        ]);
      }
      await moderator.goto('/adminimt/yoneticiler');
      await visible(moderator.getByText('Bu işlem için yetkiniz yok.').first());
      await moderator.goto('/adminimt/sikayetler');
      await visible(moderator.getByRole('heading', { name: 'Şikayetler' }).first());

      // 3. made Muhasebe, then deactivated: its session ends
      await row.getByRole('combobox', { name: `${username} rolü` }).click();
      await page.getByRole('option', { name: 'Muhasebe' }).click();
      await visible(page.getByText('Rol değiştirildi.'));
      await row.getByRole('button', { name: 'Devre Dışı Bırak' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Devre Dışı Bırak' }).click();
      await visible(page.getByText('Yönetici devre dışı bırakıldı.'));
      await visible(row.getByText('Devre dışı'));
      await moderator.goto('/adminimt/sikayetler');
      await moderator.waitForURL('**/adminimt/login');
      await moderator.context().close();

      // 4. the audit log: the additions, the role change and the deactivation, and the Moderatör's refused call
      await page.goto('/adminimt/denetim');
      await visible(page.getByRole('heading', { name: 'Denetim Kaydı' }));
      const log = page.getByRole('table', { name: 'Denetim kayıtları', exact: true });
      await visible(log.getByRole('row').nth(1));
      await page.getByLabel('İşlem').fill('v2/admins');
      await page.getByRole('button', { name: 'Ara', exact: true }).click();
      await visible(log.getByText('POST /adn_api/v2/admins/:id/deactivate').first());
      await visible(log.getByText('PATCH /adn_api/v2/admins/:id').first());
      await visible(log.getByText('POST /adn_api/v2/admins', { exact: true }).first());
      await visible(log.getByText('403').first()); // the Moderatör's look at the administrators
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'CSV İndir' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('denetim-kaydi.csv');
      expect(await axeFindings(page, 'main')).toEqual([]);
      await fits(page, viewport.width);
      await page.context().close();
    });
});
