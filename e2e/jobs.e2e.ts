// The back-office's background work (issue 48 item 2, /adminimt/isler): the administrator opens 'Arka Plan İşleri'
// from the menu and sees every job the server ran since it started, with its last run and success; the tasks and
// the mails and SMS that wait or failed are one switch away. At 1280 px and at 375 px, without a finding of axe.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings, launch } from './browser';
import { adminLogin, DESKTOP, noSideScroll, PHONE, visible } from './kit';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('the jobs screen', () => {
  for (const viewport of [DESKTOP, PHONE])
    it(`shows every job's last run and what waits or failed, at ${viewport.width} px`, async () => {
      const page = await adminLogin(browser, viewport);
      await page.goto('/adminimt/isler');
      await visible(page.getByRole('heading', { name: 'Arka Plan İşleri' }));
      const jobs = page.getByRole('table', { name: 'Zamanlanmış işler', exact: true });
      // the jobs run at the server's start: each has a row with its Turkish name and a success
      for (const name of ['TCMB kurları', 'Kapalı zarf teklif açılışı', 'Okunmamış mesaj özeti'])
        await visible(jobs.getByRole('row').filter({ hasText: name }).getByText('Çalışıyor'));
      await visible(page.getByText('Bekleyen ya da başarısız mesaj yok.'));
      await page.getByText('Görevler', { exact: true }).click();
      await visible(page.getByText('Bekleyen ya da başarısız görev yok.'));
      await page.getByText(/^Bekleyen \(\d+\)$/).click();
      await visible(page.getByText('Bekleyen ya da başarısız görev yok.'));
      expect(await axeFindings(page, 'main')).toEqual([]);
      await noSideScroll(page);
    });
});
