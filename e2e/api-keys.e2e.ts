// 'API Anahtarları' (issue 52 item 3, decision 0065) at 1280 px and 375 px: the demo manufacturer opens the screen,
// creates a key with both scopes, copies it from the box that shows it once, and its software reads the matching
// requests with it; after a reload the key is listed by its prefix only; 'İptal Et' revokes it and the software is
// refused from then on.
import { API_KEY_MSG } from '@tedarik/contract/api-keys/member';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings, launch } from './browser';
import { DESKTOP, MAKER, memberLogin, noSideScroll, PHONE, send, visible } from './kit';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe("a company's API keys", () => {
  for (const viewport of [DESKTOP, PHONE])
    it(`are created, shown once, used and revoked, at ${viewport.width} px`, async () => {
      const page = await memberLogin(browser, MAKER, viewport);
      if (viewport === DESKTOP) await page.getByRole('link', { name: 'API Anahtarları' }).first().click();
      else await page.goto('/hesabim/api-anahtarlari');
      await visible(page.getByRole('heading', { name: 'API Anahtarları', level: 2 }));
      await visible(page.getByText('Henüz kayıt yok.'));

      const name = `ERP ${viewport.width}`;
      await page.getByRole('textbox', { name: 'Anahtar Adı' }).fill(name);
      await page.getByRole('checkbox', { name: /offers:write/ }).check();
      await page.getByRole('button', { name: 'Anahtar Oluştur' }).click();
      await visible(page.getByText(API_KEY_MSG.shownOnce));
      const secret = (await page.getByTestId('api-key-secret').textContent())?.trim() ?? '';
      expect(secret).toMatch(/^tdk_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/);
      await visible(page.getByRole('button', { name: 'Anahtarı Kopyala' }));
      await noSideScroll(page, 'the new key');
      expect(await axeFindings(page, 'main')).toEqual([]);
      await page.screenshot({ path: `/tmp/api-keys-${viewport.width}.png`, fullPage: true });

      const bearer = { authorization: `Bearer ${secret}` };
      expect((await send('/api/v2/open/requests?limit=5', { auth: bearer })).status).toBe(200);

      // shown once: after a reload, the key by its prefix alone
      await page.reload();
      await visible(page.getByText(name));
      await visible(page.getByText(`${secret.slice(0, 13)}…`));
      expect(await page.getByText(secret).count()).toBe(0);
      await noSideScroll(page, 'the list');

      await page.getByRole('button', { name: 'İptal Et' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'İptal Et' }).click();
      await visible(page.getByText(API_KEY_MSG.revoked));
      await visible(page.getByText('Henüz kayıt yok.'));
      const refused = await send('/api/v2/open/requests', { auth: bearer });
      expect([refused.status, refused.json()]).toEqual([401, { message: API_KEY_MSG.invalid }]);
      await page.close();
    });
});
