// The moderation workbench (issue 49 item 3, /adminimt/moderasyon): the administrator opens it from the dashboard,
// sees the waiting items with their age in words and colour (the demo's requests waited days: 'Çok gecikti'),
// approves a request after reading 'Bu talep N firmaya ulaşacak' — N the approval's own count — and rejects a
// rating with a reason from the list. At 1280 px and at 375 px, without a finding of axe.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings, launch } from './browser';
import { adminAuth, adminLogin, api, BUYER, DESKTOP, dayFromNow, MAKER, memberAuth, PHONE, visible } from './kit';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** A waiting request of the demo buyer for a catalog product the demo manufacturer makes: it reaches someone. */
async function waitingRequest(detail: string) {
  const [made] = await api<{ urunD: { id: number } }[]>('/api/uyeurunlerim', { auth: await memberAuth(MAKER) });
  const tree = await api<{ urunList: { id: number; katid: number }[] }[]>('/api/kategoriListAll');
  const product = tree.flatMap((c) => c.urunList).find((p) => p.id === made.urunD.id);
  const { id } = await api<{ id: number }>('/api/talepOlustur', {
    auth: await memberAuth(BUYER),
    body: {
      ktt: product?.katid,
      urun: product?.id,
      adet: 40,
      tip: 'Adet',
      malzeme: '',
      tarih: dayFromNow(30),
      detay: detail,
    },
  });
  return id;
}

describe('the moderation workbench', () => {
  for (const viewport of [DESKTOP, PHONE])
    it(`approves a request after its reach and rejects a rating with a reason, at ${viewport.width} px`, async () => {
      const detail = `Moderasyon yolculuğu ${viewport.width} px: 40 adet flanş, DN50 PN16`;
      const id = await waitingRequest(detail);
      const admin = await adminAuth();
      const reach = await api<{ companies: number; text: string }>(`/adn_api/v2/moderation/requests/${id}/reach`, {
        auth: admin,
      });
      expect(reach.companies).toBeGreaterThan(0);

      const page = await adminLogin(browser, viewport);
      await page.getByRole('link', { name: 'Moderasyon: bekleyen tüm işler' }).click();
      await visible(page.getByRole('heading', { name: 'Moderasyon', exact: true }));
      // oldest first: the demo's waiting items waited days, in red and in words
      await visible(page.locator('[data-wait="late"]').first());
      expect(await page.locator('[data-wait="late"]').first().textContent()).toMatch(/gün bekliyor · Çok gecikti$/);
      expect(await axeFindings(page, 'main')).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      // the new request, newest first among the requests: just sent
      await page
        .locator('label', { hasText: /^Talep$/ })
        .first()
        .click();
      await page.locator('label', { hasText: /^En yeni$/ }).click();
      const card = page.getByRole('article').filter({ hasText: detail });
      await visible(card);
      expect(await card.locator('[data-wait]').textContent()).toMatch(/^\d+ dakika bekliyor$/);
      await card.getByRole('button', { name: 'Onayla', exact: true }).click();
      const approval = page.getByRole('dialog', { name: 'Onayla' });
      await visible(approval.getByText(reach.text, { exact: true }));
      await approval.getByRole('button', { name: 'Onayla', exact: true }).click();
      await visible(page.getByText('Onaylandı.', { exact: true }));
      await card.waitFor({ state: 'detached' });
      const matches = await api<{ companies: number }>(`/adn_api/v2/moderation/requests/${id}/reach`, { auth: admin });
      expect(matches.companies).toBe(reach.companies);

      // a waiting rating, rejected with the list's first reason
      await page
        .locator('label', { hasText: /^Yorum$/ })
        .first()
        .click();
      const rating = page.getByRole('article').first();
      await visible(rating);
      const title = (await rating.getAttribute('aria-label')) ?? '';
      const alike = page.getByRole('article', { name: title, exact: true });
      const before = await alike.count();
      await rating.getByRole('button', { name: 'Reddet', exact: true }).click();
      const rejection = page.getByRole('dialog', { name: 'Reddet' });
      await rejection.getByRole('button', { name: 'Reddet', exact: true }).click();
      await visible(rejection.getByText('Bir red gerekçesi seçin.'));
      await rejection.getByLabel('Red gerekçesi').click();
      await page.getByRole('option', { name: 'Yorum hakaret ya da uygunsuz ifade içeriyor.' }).click();
      await rejection.getByRole('button', { name: 'Reddet', exact: true }).click();
      await visible(page.getByText('Reddedildi.', { exact: true }));
      await expect.poll(() => alike.count()).toBe(before - 1);
      await page.close();
    });
});
