// 'Talep Tercihlerim' (issue 50 item 2, decision 0061) at 1280 px and 375 px: the demo manufacturer opens the screen
// from its menu, saves without a province (the server's refusal shows beside the provinces), then chooses a category,
// two provinces and the daily digest, saves, reloads and sees them. The manufacturer's preferences are put back as
// they were afterwards: the journeys after this one expect it to hear of every request of its products, anywhere.
import type { CategoryRef } from '@tedarik/contract/catalog/public';
import { MATCH_MSG, type MatchPreferences } from '@tedarik/contract/matching/member';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings, launch } from './browser';
import { type Auth, api, DESKTOP, MAKER, memberAuth, memberLogin, noSideScroll, PHONE, visible } from './kit';

let browser: Browser;
let maker: Auth;
let before: MatchPreferences;
beforeAll(async () => {
  browser = await launch();
  maker = await memberAuth(MAKER);
  before = await api<MatchPreferences>('/api/v2/match-preferences', { auth: maker });
});
afterAll(async () => {
  await browser?.close();
  const { products, categories, allProvinces, provinceIds, minQuantity, frequency, byMail, bySms } = before;
  const body = { allProvinces, provinceIds, minQuantity, frequency, byMail, bySms };
  const ids = (list: { id: number }[]) => list.map((x) => x.id);
  await api('/api/v2/match-preferences', {
    method: 'PUT',
    auth: maker,
    body: { ...body, productIds: ids(products), categoryIds: ids(categories) },
  });
});

/** 'Metal › Boru': a category's path from its sector, as the picker names it. */
function pathOf(list: CategoryRef[], category: CategoryRef) {
  const names = [category.katAd];
  for (let c = category; c.ustKat !== null; ) {
    const parent = list.find((p) => p.id === c.ustKat);
    if (!parent) break;
    names.unshift(parent.katAd);
    c = parent;
  }
  return names.join(' › ');
}

const provincesOf = (page: Page) => page.getByRole('group', { name: 'Hizmet Verdiğiniz İller' });

/** Every province unchecked, 'Tüm Türkiye' too. */
async function noProvince(page: Page) {
  const all = page.getByRole('checkbox', { name: 'Tüm Türkiye' });
  if (await all.isChecked()) await all.uncheck();
  const checked = provincesOf(page).getByRole('checkbox', { checked: true });
  while ((await checked.count()) > 0) await checked.first().uncheck();
}

describe("a company's matching rules", () => {
  const cases = [
    { viewport: DESKTOP, provinces: ['Ankara', 'İzmir'], pick: 0 },
    { viewport: PHONE, provinces: ['Bursa', 'Kocaeli'], pick: 1 },
  ] as const;
  for (const { viewport, provinces, pick } of cases)
    it(`the manufacturer chooses a category, two provinces and a daily digest, at ${viewport.width} px`, async () => {
      const list = await api<CategoryRef[]>('/api/kategoriListLink');
      const category = list.filter((c) => c.ustKat !== null)[pick];
      expect(category, 'a demo sub-category').toBeDefined();
      const path = pathOf(list, category);

      const page = await memberLogin(browser, MAKER, viewport);
      if (viewport === DESKTOP) {
        await page.getByRole('link', { name: 'Talep Tercihlerim' }).first().click();
      } else {
        await page.goto('/hesabim/talep-tercihlerim');
      }
      await visible(page.getByRole('heading', { name: 'Talep Tercihlerim' }));
      await visible(page.getByText('Ürünlerinize ek olarak seçtiğiniz ürün ve kategorilerdeki talepler'));
      await visible(provincesOf(page).getByRole('checkbox', { name: provinces[0] }));

      // 1. no province and not 'Tüm Türkiye': the server's text beside the provinces
      await noProvince(page);
      await page.getByRole('button', { name: 'Kaydet' }).click();
      await visible(provincesOf(page).getByText(MATCH_MSG.noProvince));

      // 2. a category, two provinces, the daily digest
      const search = page.getByRole('combobox', { name: 'Kategoriler', exact: true });
      await search.click();
      await search.fill(category.katAd);
      await page.getByRole('option', { name: path, exact: true }).click();
      const chips = page.getByRole('list', { name: 'Seçilen Kategoriler' });
      await visible(chips.getByText(path, { exact: true }));
      for (const name of provinces) await provincesOf(page).getByRole('checkbox', { name, exact: true }).check();
      await expect.poll(() => provincesOf(page).getByText(MATCH_MSG.noProvince).count()).toBe(0);
      await page.getByRole('radio', { name: 'Günlük özet' }).check();
      await noSideScroll(page, 'the filled form');
      expect(await axeFindings(page, 'main')).toEqual([]);
      await page.getByRole('button', { name: 'Kaydet' }).click();
      await visible(page.getByText('Tercihleriniz kaydedildi.'));

      // 3. reloaded: as saved
      await page.reload();
      await visible(page.getByRole('heading', { name: 'Talep Tercihlerim' }));
      await visible(page.getByRole('list', { name: 'Seçilen Kategoriler' }).getByText(path, { exact: true }));
      for (const name of provinces)
        expect(await provincesOf(page).getByRole('checkbox', { name, exact: true }).isChecked()).toBe(true);
      expect(await page.getByRole('checkbox', { name: 'Tüm Türkiye' }).isChecked()).toBe(false);
      expect(await page.getByRole('radio', { name: 'Günlük özet' }).isChecked()).toBe(true);
      await noSideScroll(page, 'the saved form');
      await page.close();
    });
});
