// An owner kept out by others' wrong tries (issue 47 item 8; decision 0046), on a phone: the login page answers the
// wait with the offer of a one-time link, the link comes by e-mail, and one press on its page logs the member in.
import { LOGIN_LINK_MSG } from '@tedarik/contract/accounts/public-login-links';
import { RATE_LIMITED } from '@tedarik/contract/constants';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromOutbox, launch, newPage } from './browser';
import { PHONE } from './kit';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const EMAIL = 'alici17@ornek.com.tr';

describe('a member kept out by wrong tries', () => {
  it('asks for a login link on the login page and gets in with it at 375 px', async () => {
    const page = await newPage(browser, PHONE);
    await page.goto('/Account-Login');
    const form = page.getByRole('tabpanel');
    await form.getByLabel('E-posta', { exact: true }).fill(EMAIL);
    for (let i = 0; i < 6; i++) {
      await form.getByLabel('Şifre', { exact: true }).fill(`yanlis-${i}`);
      await form.getByRole('button', { name: 'Giriş Yap' }).click();
      await page.getByRole('alert').first().waitFor();
      if (await page.getByText(RATE_LIMITED).count()) break;
      await page.waitForTimeout(150);
    }
    await page.getByText(RATE_LIMITED).waitFor();
    await page.getByText(LOGIN_LINK_MSG.offer).waitFor();
    await page.getByRole('button', { name: LOGIN_LINK_MSG.send }).click();
    await page.getByText(LOGIN_LINK_MSG.sent).waitFor();

    const link = await fromOutbox(EMAIL, /(\/account-giris-baglantisi\?token=[\w-]+)/);
    await page.goto(link);
    await page.getByText('şifre girmeden giriş yaparsınız').waitFor();
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.waitForURL('**/account-d');
    // the link works once
    await page.goto(link);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.getByText(LOGIN_LINK_MSG.invalid).waitFor();
    expect(await page.getByText(LOGIN_LINK_MSG.invalid).count()).toBe(1);
  });
});
