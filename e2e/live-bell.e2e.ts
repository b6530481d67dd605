// One way to tell a member (issue 48 item 1): what the site tells a member reaches its open page live, on a phone.
// The demo manufacturer's desk is open at 375 px when the buyer rates its offer: the bell's count grows and the
// rating's notice is in it without a reload. The demo buyer's desk is open when the administrator decides on its
// package application: the same. (Before, ratings and package decisions reached the bell only at the next load.)
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from './browser';
import {
  adminAuth,
  api,
  BUYER,
  dayFromNow,
  liveStream,
  MAKER,
  markLoad,
  memberAuth,
  memberId,
  memberLogin,
  PHONE,
  sameLoad,
  visible,
} from './kit';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** The header's bell's unread count, as its label says it ('Bildirimler (3 okunmamış)'; none: 0). */
async function unread(page: Page) {
  const bell = page.getByRole('banner').getByRole('button', { name: /^Bildirimler/ });
  await visible(bell);
  const label = (await bell.getAttribute('aria-label')) ?? '';
  return Number(label.match(/\((\d+) okunmamış\)/)?.[1] ?? 0);
}

/** Opens the bell on its tab and waits for a notice with `text`. */
async function inBell(page: Page, tab: 'Talepler' | 'Uyarılar', text: string | RegExp) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Bildirimler/ })
    .click();
  const dropdown = page.getByRole('dialog', { name: 'Bildirimler' });
  await dropdown.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
  await visible(dropdown.getByText(text).first());
}

describe('notices arrive live in the bell on a phone', () => {
  it("a rating the buyer gives reaches the manufacturer's open page", async () => {
    const [maker, buyer, admin] = await Promise.all([memberAuth(MAKER), memberAuth(BUYER), adminAuth()]);
    // a request on a product the manufacturer makes, approved, offered on and accepted
    const [own] = await api<{ urunD: { id: number; urunAd: string } }[]>('/api/uyeurunlerim', { auth: maker });
    const tree = await api<{ urunList: { id: number; katid: number }[] }[]>('/api/kategoriListAll');
    const category = tree.flatMap((c) => c.urunList).find((p) => p.id === own.urunD.id)?.katid;
    const { id: requestId } = await api<{ id: number }>('/api/talepOlustur', {
      auth: buyer,
      body: {
        ktt: category,
        urun: own.urunD.id,
        adet: 40,
        tip: 'Adet',
        tarih: dayFromNow(30),
        detay: 'Canlı zil yolculuğu talebi.',
      },
    });
    const buyerId = await memberId(admin, BUYER);
    await api(`/adn_api/uyeTalepGuncelle-${buyerId}`, {
      auth: admin,
      body: { id: requestId, durum: 1, aciklama: '' },
    });
    await api(`/api/genelteklifolustur-${requestId}`, {
      auth: maker,
      form: true,
      body: { tarih: dayFromNow(20), detay: 'Fabrika teslim.', fiyat: '950', parabirimi: 'TL' },
    });
    const detail = await api<{ cevaplar: { id: number }[] }>(`/api/talepDetay-${requestId}`, { auth: buyer });
    const offerId = detail.cevaplar[0].id;
    await api(`/api/talepDetayislemKabul-${offerId}`, { auth: buyer });

    const page = await memberLogin(browser, MAKER, PHONE);
    await liveStream(page);
    const before = await unread(page);
    await markLoad(page);

    await api('/api/talepyorumYap', {
      auth: buyer,
      form: true,
      body: { puan: 5, yorum: 'Canlı zil: zamanında teslim.', id: offerId, teklifid: requestId },
    });
    await expect.poll(() => unread(page), { timeout: 10_000 }).toBe(before + 1);
    await inBell(page, 'Uyarılar', /puan/i);
    expect(await sameLoad(page)).toBe(true);
  });

  it("a decision on the buyer's package application reaches the buyer's open page", async () => {
    const [buyer, admin] = await Promise.all([memberAuth(BUYER), adminAuth()]);
    const { liste } = await api<{ liste: { id: number }[] }>('/api/paketList', { auth: buyer });
    await api('/api/paketBasvurusu', { auth: buyer, body: { secilenPaket: liste[0].id } });
    const { uyePaketi } = await api<{ uyePaketi: { uypkt: { id: number } } }>('/api/paketList', { auth: buyer });

    const page = await memberLogin(browser, BUYER, PHONE);
    await liveStream(page);
    const before = await unread(page);
    await markLoad(page);

    // rejected, so the demo buyer stays a buyer for the journeys after this one
    await api(`/adn_api/uyePaketDetayGunc-${await memberId(admin, BUYER)}`, {
      auth: admin,
      body: { secilenAktifid: uyePaketi.uypkt.id, secilenAktifPaket: 0, secilenAktifaciklama: 'Canlı zil denemesi' },
    });
    await expect.poll(() => unread(page), { timeout: 10_000 }).toBe(before + 1);
    await inBell(page, 'Uyarılar', 'Paket başvurunuz reddedildi');
    expect(await sameLoad(page)).toBe(true);
  });
});
