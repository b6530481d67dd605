// 'Gizlilik ve İzinler' (issue 53) at 1280 px and 375 px: the demo buyer withdraws its commercial mail consent, then asks for
// its data, sees the ZIP being made then ready, downloads it (its profile and requests as JSON inside), and the link
// is then spent: the row says 'İndirildi' and offers no download.

import { strFromU8, unzipSync } from 'fflate';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings, launch } from './browser';
import { downloaded } from './desk-files';
import { BUYER, DESKTOP, memberLogin, noSideScroll, PHONE, visible } from './kit';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe("a member's data, downloaded", () => {
  it.each([
    ['1280', DESKTOP],
    ['375', PHONE],
  ] as const)(
    'the buyer withdraws its mail consent and downloads its data as a ZIP once, at %s px',
    async (_, size) => {
      const page = await memberLogin(browser, BUYER, size);
      await page.goto('/hesabim/gizlilik');
      await visible(page.getByRole('heading', { name: 'Gizlilik ve İzinler' }));

      // its commercial mail consent, given then withdrawn: recorded, and so it stays after a reload
      const mail = page.getByRole('table', { name: 'Ticari ileti izinleri' }).getByRole('row', { name: /E-posta/ });
      const grant = mail.getByRole('button', { name: 'İzin Ver' });
      if (await grant.isVisible()) await grant.click();
      await mail.getByRole('button', { name: 'İzni Geri Al' }).click();
      await visible(mail.getByText('İzin yok'));
      await page.reload();
      await visible(mail.getByText('İzin yok'));
      await visible(mail.getByRole('button', { name: 'İzin Ver' }));
      await page.getByRole('button', { name: 'Verilerimi Hazırla' }).click();
      const table = page.getByRole('table', { name: 'Hazırlanan dosyalar' });
      const row = table.getByRole('row').nth(1);
      await visible(row.getByText('Hazır', { exact: true }));
      await noSideScroll(page, `the data export at ${size.width} px`);
      expect(await axeFindings(page, 'main')).toEqual([]);
      const file = await downloaded(page, row.getByRole('button', { name: 'İndir' }));
      expect(file.name).toMatch(/^tedarik-verilerim-\d{4}-\d{2}-\d{2}\.zip$/);
      const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(file.bytes))['verilerim.json']));
      expect(JSON.stringify(data)).toContain(BUYER);
      expect(Object.keys(data)).toEqual(expect.arrayContaining(['uye', 'talepler', 'teklifler', 'dosyalar']));
      // the link is spent
      await visible(row.getByText('İndirildi'));
      expect(await row.getByRole('button', { name: 'İndir' }).count()).toBe(0);
      await page.close();
    },
  );
});
