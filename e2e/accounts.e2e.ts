// Journeys of the foundation: registration with activation, login / logout, the admin shell, guards.
import { EMAIL_CHANGE_MSG } from '@tedarik/contract/accounts/public';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activationCodeFor, baseUrl, fromOutbox, launch, newPage } from './browser';
import { BUYER, MAKER, memberSession, noSideScroll, PASSWORD, PHONE, pageAs } from './kit';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('member accounts', () => {
  it('a visitor registers as a manufacturer, activates with the mailed code and lands on the package page', async () => {
    const page = await newPage(browser);
    const email = `uretici${Date.now()}@ornek.com.tr`;
    await page.goto('/Account-Free-Join?imalatci=1');
    await page.getByLabel('Firma Adı').fill('Deniz Kalıp Sanayi');
    await page.getByLabel('Ad Soyad').fill('Deniz Kaya');
    await page.getByRole('combobox', { name: 'Şehir' }).click();
    await page.getByRole('option', { name: 'İzmir', exact: true }).click();
    await page.getByLabel('E-posta', { exact: true }).fill(email);
    await page.getByLabel('Telefon').fill('5321234567');
    await page.getByRole('combobox', { name: 'Sektör' }).click();
    await page.getByRole('option').first().click();
    await page.getByLabel('Şifre', { exact: true }).fill('Gizli123');
    await page.getByLabel('Şifre Tekrar').fill('Gizli123');
    await page.getByRole('main').getByRole('button', { name: 'Kayıt Ol' }).click();

    // asked for the code right after registering (issue 47 item 22), then on to the package application
    await page.waitForURL('**/account-aktivasyon?yeni=1&donus=/account-d-paket-basvuru');
    const code = await activationCodeFor(email);
    await page.getByLabel('Aktivasyon Kodu').fill(code);
    await page.getByRole('button', { name: 'Onayla' }).click();
    await page.getByText('Hesabınız aktifleştirildi.').waitFor();
    await page.getByRole('link', { name: 'Devam Et' }).click();
    await page.waitForURL('**/account-d-paket-basvuru');
    await expect.poll(() => page.getByRole('heading', { name: 'Paket Başvurusu' }).count()).toBeGreaterThan(0);
  });

  it('the demo buyer logs in, sees the dashboard with their name, and logs out', async () => {
    const page = await newPage(browser);
    await page.goto('/Account-Login');
    await page.getByLabel('E-posta', { exact: true }).fill(BUYER);
    await page.getByLabel('Şifre', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Giriş Yap' }).last().click();
    await page.waitForURL('**/account-d');
    await page.getByText('Hoş geldiniz, Ayşe Yılmaz').waitFor();

    // the buyers' 'how to use' video
    await page.getByRole('button', { name: 'Nasıl Kullanılır?' }).click();
    const video = page.getByRole('dialog', { name: 'Nasıl Kullanılır?' }).locator('iframe');
    expect(await video.getAttribute('src')).toContain('tedarik-alici');
    await page.keyboard.press('Escape');

    // a logged-in user is sent away from the login page
    await page.goto('/Account-Login');
    await page.waitForURL('**/account-d');

    await page.goto('/account-logout');
    await page.waitForURL('**/Account-Login');
    await page.goto('/account-d');
    await page.waitForURL(/\/Account-Login\?donus=\/account-d$/);
  });

  it("a manufacturer gets the manufacturers' video", async () => {
    const page = await newPage(browser);
    await page.goto('/Account-Login');
    await page.getByRole('tab', { name: 'Firma Girişi' }).click();
    await page.getByLabel('E-posta', { exact: true }).fill(MAKER);
    await page.getByLabel('Şifre', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Giriş Yap' }).last().click();
    await page.waitForURL('**/account-d');
    await page.getByText('İMALATÇI ÜYELİK').first().waitFor();
    await page.getByRole('button', { name: 'Nasıl Kullanılır?' }).click();
    const video = page.getByRole('dialog', { name: 'Nasıl Kullanılır?' }).locator('iframe');
    expect(await video.getAttribute('src')).toContain('tedarik-imalatci');
  });

  it('a wrong password shows the spec text', async () => {
    const page = await newPage(browser);
    await page.goto('/Account-Login');
    await page.getByLabel('E-posta', { exact: true }).fill(BUYER);
    await page.getByLabel('Şifre', { exact: true }).fill('yanlis-sifre');
    await page.getByRole('button', { name: 'Giriş Yap' }).last().click();
    await page.getByText('Kullanıcı adı veya şifre hatalı').waitFor();
    expect(page.url()).toContain('/Account-Login');
  });

  it('a forgotten password: the mailed link sets a new one, and it logs in', async () => {
    const page = await newPage(browser);
    await page.goto('/account-ForgotPassword');
    await page.getByLabel('E-posta', { exact: true }).fill('alici3@ornek.com.tr');
    await page.getByRole('button', { name: 'Gönder' }).click();
    await page.getByText('Şifre sıfırlama bağlantısı mail adresinize gönderildi.').waitFor();
    const link = await fromOutbox('alici3@ornek.com.tr', /(\/account-sifre-sifirla\?token=[\w-]+)/);
    await page.goto(link);
    await page.getByLabel('Yeni Şifre', { exact: true }).fill('YeniSifre9');
    await page.getByLabel('Yeni Şifre Tekrar').fill('YeniSifre9');
    await page.getByRole('button', { name: 'Şifremi Güncelle' }).click();
    await page.getByText('Şifreniz güncellendi. Yeni şifrenizle giriş yapabilirsiniz.').waitFor();
    await page.goto('/Account-Login');
    await page.getByLabel('E-posta', { exact: true }).fill('alici3@ornek.com.tr');
    await page.getByLabel('Şifre', { exact: true }).fill('YeniSifre9');
    await page.getByRole('button', { name: 'Giriş Yap' }).last().click();
    await page.waitForURL('**/account-d');
  });

  it('a session ended on the server logs the browser out', async () => {
    const page = await newPage(browser);
    await page.goto('/Account-Login');
    await page.getByLabel('E-posta', { exact: true }).fill('alici4@ornek.com.tr');
    await page.getByLabel('Şifre', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Giriş Yap' }).last().click();
    await page.waitForURL('**/account-d');
    // the token is revoked behind the page's back (as an expiry or a password reset elsewhere would)
    const status = await page.evaluate(async () => {
      const user = JSON.parse(localStorage.getItem('tedarik.user') ?? '{}');
      const auth = btoa(`${user.email}:${user.token}`);
      return (await fetch('/api/cikis', { method: 'POST', headers: { authorization: `Basic ${auth}` } })).status;
    });
    expect(status).toBe(200);
    await page.goto('/account-d-sifreGunc');
    await page.waitForURL(/\/Account-Login(\?|$)/);
    expect(await page.evaluate(() => localStorage.getItem('tedarik.user'))).toBeNull();
  });

  it('at 375 px: a crafted ?donus= is ignored; a new e-mail counts once confirmed from the new address', async () => {
    const page = await newPage(browser, PHONE);
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    // normalised, '/.//example.com' would leave the site: the login goes to the dashboard instead, without an error
    await page.goto('/Account-Login?donus=/.//example.com/x');
    await page.getByLabel('E-posta', { exact: true }).fill('alici29@ornek.com.tr');
    await page.getByLabel('Şifre', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Giriş Yap' }).last().click();
    await page.waitForURL(/\/account-d$/);

    const email = `yeni${Date.now()}@ornek.com.tr`;
    await page.goto('/account-d-kullGunc');
    await page.getByLabel('Yeni E-posta').fill(email);
    await page.getByLabel('Mevcut Şifre').fill(PASSWORD);
    await page.getByRole('button', { name: 'Güncelle' }).click();
    await page.getByText(EMAIL_CHANGE_MSG.sent(email)).waitFor();
    // nothing changed yet
    await page.getByText('alici29@ornek.com.tr').first().waitFor();
    await noSideScroll(page);

    const link = await fromOutbox(email, /(\/account-eposta-onay\?token=[\w-]+)/);
    await page.goto(link);
    await page.getByRole('heading', { name: 'E-posta Onayı' }).waitFor();
    await page.getByRole('button', { name: 'Onayla' }).click();
    await page.getByText(EMAIL_CHANGE_MSG.done).waitFor();
    // every session ended with it: the one of this browser is dropped
    expect(await page.evaluate(() => localStorage.getItem('tedarik.user'))).toBeNull();
    await noSideScroll(page);

    await page.getByRole('main').getByRole('link', { name: 'Giriş Yap' }).click();
    await page.waitForURL(/\/Account-Login$/);
    await page.getByLabel('E-posta', { exact: true }).fill(email);
    await page.getByLabel('Şifre', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Giriş Yap' }).last().click();
    await page.waitForURL(/\/account-d$/);
    expect(errors).toEqual([]);
  });

  it('a member page without a session redirects to the login page, naming itself to return to', async () => {
    const page = await newPage(browser);
    await page.goto('/account-d-sifreGunc');
    await page.waitForURL(/\/Account-Login\?donus=\/account-d-sifreGunc$/);
  });
});

describe('the doors into the member area at 375 px (issue 47 item 23)', () => {
  /** Records every layout shift of the page from its first paint (buffered), without an input just before it. */
  const recordShifts = (page: Page) =>
    page.context().addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });

  for (const [path, island, field] of [
    ['/Account-Login', 'login', 'Şifre'],
    ['/Account-Free-Join', 'register', 'Ad Soyad'],
    ['/account-ForgotPassword', 'forgot-password', 'E-posta'],
  ] as const)
    it(`${path} is the server's page with its form in it: no spinner, no shift of the header`, async () => {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      expect(html).toContain(`data-island="${island}"`);
      expect(html).toContain(`>${field}</label>`);
      expect(html).not.toContain('mantine-Loader-root');
      const page = await newPage(browser, PHONE);
      await recordShifts(page);
      await page.goto(path);
      const header = await page.getByRole('banner').boundingBox();
      // the form comes alive when touched, and nothing moves meanwhile
      await page.getByLabel(field, { exact: true }).focus();
      await page.locator(`[data-island="${island}"][data-live]`).waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('banner').boundingBox()).toEqual(header);
      expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
      expect(await page.locator('.mantine-Loader-root').count()).toBe(0);
      await noSideScroll(page);
    });

  it('the login works as the page opens (sent before its island is live) and once it is, back where ?donus= says', async () => {
    const early = await newPage(browser, PHONE);
    await early.goto('/Account-Login');
    expect(await early.locator('[data-island="login"][data-live]').count()).toBe(0);
    await early.getByLabel('E-posta', { exact: true }).fill('alici5@ornek.com.tr');
    await early.getByLabel('Şifre', { exact: true }).fill(PASSWORD);
    await early.getByRole('button', { name: 'Giriş Yap' }).last().click();
    await early.waitForURL(/\/account-d$/);
    await early.getByText('Hoş geldiniz').first().waitFor();

    const late = await newPage(browser, PHONE);
    await late.goto('/');
    await late.goto('/Account-Login?donus=/talepler');
    await late.getByRole('tab', { name: 'Firma Girişi' }).hover();
    await late.locator('[data-island="login"][data-live]').waitFor({ state: 'attached' });
    await late.getByRole('tab', { name: 'Firma Girişi' }).click();
    await late.getByLabel('E-posta', { exact: true }).fill(MAKER);
    await late.getByLabel('Şifre', { exact: true }).fill(PASSWORD);
    await late.getByRole('button', { name: 'Giriş Yap' }).last().click();
    await late.waitForURL(/\/talepler$/);
    // the login page is not left behind in the history: Back goes to the page before it
    await late.goBack();
    expect(new URL(late.url()).pathname).toBe('/');
  });

  it("screen readers hear the password's eye and a file field in Turkish", async () => {
    const page = await newPage(browser, PHONE);
    await page.goto('/Account-Login');
    const eye = page.getByRole('button', { name: 'Şifreyi göster' });
    expect(await eye.count()).toBe(1);
    expect(await page.locator('[aria-label="Toggle password visibility"]').count()).toBe(0);
    // the member's logo: its file field is named as its label says (the session stored as after a login)
    const user = JSON.stringify(await memberSession('alici8@ornek.com.tr'));
    await page.context().addInitScript((stored) => localStorage.setItem('tedarik.user', stored), user);
    await page.goto('/account-d-detay-logo');
    const file = page.locator('input[type="file"]');
    await file.waitFor({ state: 'attached' });
    expect(await file.getAttribute('aria-label')).toBe('Yeni Logo');
    expect(await page.locator('[aria-label="file upload"]').count()).toBe(0);
  });

  it('a member page opened by a page load starts at the top, wherever the page before was left', async () => {
    // the session stored as after a login days ago
    const page = await pageAs(browser, await memberSession('alici6@ornek.com.tr'), PHONE);
    // the dashboard by a page load (a bookmark), left scrolled down
    await page.goto('/account-d');
    await page.getByText('Hoş geldiniz').first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 300));
    // left well down (the browser's scroll anchoring may move it by a few pixels as the page settles)
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    // 'Mesajlar' by a page load (a link in a mail): it opened where the dashboard was left
    await page.goto('/hesabim/mesajlar');
    await page.getByRole('heading', { name: 'Mesajlar', level: 2 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

describe('back-office', () => {
  it('the admin logs in at /adminimt and sees the dashboard shell with the whole menu', async () => {
    const page = await newPage(browser);
    await page.goto('/adminimt/kategoriler');
    await page.waitForURL('**/adminimt/login');
    await page.getByLabel('Kullanıcı Adı').fill('admin');
    await page.getByLabel('Şifre', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.waitForURL(/\/adminimt\/?$/);
    await page.getByRole('heading', { name: 'Anasayfa' }).waitFor();
    for (const entry of ['Kategoriler', 'Paketler', 'Destek Talepleri', 'İletişim Mesajları', 'E-Bülten Kayıtları'])
      expect(await page.getByRole('link', { name: entry }).count()).toBeGreaterThan(0);
    // the demo password is a known one: every page asks for a new one, and the link leads there
    const banner = page.getByRole('alert').filter({ hasText: 'ilk şifrenizle' });
    await banner.waitFor();
    await banner.getByRole('link', { name: 'şifrenizi değiştirin' }).click();
    await page.waitForURL('**/adminimt/sifreGunc');
  });
});
