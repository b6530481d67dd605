// What first-time users found confusing (issue 35), each where it shows: the back-office home page lists the newest
// waiting requests with 'Tümünü Gör' → TalepListesi filters by state and 'Detay' opens that request alone → a rejected
// request is neither 'Yayında' nor 'Açık' for its buyer, who cannot stop it → a manufacturer is never offered 'Talep
// Oluştur' and is told why where it would lead → back-office tables fit 1280 px with their row buttons in sight (and
// keep them in sight at 375 px) → a member page shows its frame before its own data, and its content while unrelated
// calls are still on their way.
import { maskCompany } from '@tedarik/contract/text';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activationCodeFor, launch, newPage } from './browser';
import {
  adminAuth,
  adminSession,
  api,
  authOf,
  BUYER,
  dayFromNow,
  MAKER,
  memberSession,
  moderate,
  noSideScroll,
  PHONE,
  pageAs,
  type Session,
  visible,
} from './kit';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** The demo buyer's new request for the first product of the catalog: waiting for moderation. */
async function newRequest(buyer: Session): Promise<number> {
  const tree = await api<{ urunList: { id: number; katid: number }[] }[]>('/api/kategoriListAll');
  const product = tree.flatMap((entry) => entry.urunList)[0];
  const day = dayFromNow(30);
  const { id } = await api<{ id: number }>('/api/talepOlustur', {
    body: {
      ktt: product.katid,
      urun: product.id,
      adet: 40,
      tip: 'Adet',
      malzeme: '',
      tarih: day,
      detay: 'İlk kez deneyen.',
    },
    auth: authOf(buyer),
  });
  return id;
}

describe('the back-office meets a new request', () => {
  it('the home page shows it first; Tümünü Gör and the state filter list it; Detay opens it alone', {
    timeout: 120_000,
  }, async () => {
    const requestId = await newRequest(await memberSession(BUYER));
    const admin = await pageAs(browser, await adminSession());

    // the home page's waiting requests: newest first, the new one on top, its 'Detay' that request's own page
    await admin.goto('/adminimt');
    const waiting = admin.getByRole('table', { name: 'Onay bekleyen talepler' });
    const detail = waiting
      .locator('tbody tr')
      .first()
      .getByRole('link', { name: /^Detay: / });
    await visible(detail);
    expect(await detail.getAttribute('href')).toMatch(new RegExp(`\\?talep=${requestId}$`));

    // 'Tümünü Gör': the request list of waiting requests only
    await admin.getByRole('link', { name: 'Tümünü Gör', exact: true }).click();
    await admin.waitForURL(/\/adminimt\/TalepListesi\?durum=bekleyen$/);
    const list = admin.getByRole('table', { name: 'Talepler' });
    await visible(
      list
        .locator('tbody tr')
        .first()
        .getByRole('link', { name: /^Detay: / }),
    );
    const states = await list.locator('tbody tr td:nth-child(6)').allInnerTexts();
    expect(states.length).toBeGreaterThan(0);
    expect(states.every((s) => s.includes('Onay Bekliyor'))).toBe(true);

    // 'Detay': that request on its own, with its moderation
    await list.locator(`a[href$="?talep=${requestId}"]`).click();
    await admin.waitForURL(new RegExp(`/adminimt/uye-talepler-\\d+\\?talep=${requestId}$`));
    await visible(admin.getByRole('heading', { name: 'Talep Detayı', level: 2 }));
    const cards = admin.getByRole('article');
    await visible(cards.first());
    expect(await cards.count()).toBe(1);
    expect(await cards.first().getAttribute('aria-label')).toMatch(new RegExp(`^Talep #${requestId}: `));

    // rejected there, with its reason; the list narrowed to rejected ones has it, the waiting ones no longer
    await cards.first().getByRole('button', { name: 'Reddet', exact: true }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Reddetme sebebi' }).fill('Eksik bilgi: ölçü yazılmamış.');
    await dialog.getByRole('button', { name: 'Reddet', exact: true }).click();
    await visible(cards.first().getByText('Eksik bilgi: ölçü yazılmamış.'));
    await admin.goto('/adminimt/TalepListesi');
    await admin.getByRole('radiogroup', { name: 'Durum' }).getByText('Reddedilen', { exact: true }).click();
    await admin.waitForURL(/\?durum=reddedilen$/);
    await visible(list.locator(`a[href$="?talep=${requestId}"]`));
    await admin.goto('/adminimt/TalepListesi?durum=bekleyen');
    await visible(list.locator('tbody tr').first());
    expect(await list.locator(`a[href$="?talep=${requestId}"]`).count()).toBe(0);
  });
});

describe('a buyer whose request was rejected', () => {
  it('sees it rejected with its reason, never Yayında, cannot stop it, and it is not counted as open', async () => {
    const buyer = await memberSession(BUYER);
    const requestId = await newRequest(buyer);
    await moderate(await adminAuth(), requestId, 0, 'Eksik bilgi: ölçü yazılmamış.');

    const page = await pageAs(browser, buyer);
    await page.goto('/account-d-detay-taleplerim');
    const card = page.locator('article').filter({ has: page.locator(`a[href="/account-d-detay-talep-${requestId}"]`) });
    await visible(card.getByText('Red Edildi', { exact: true }));
    await visible(card.getByText('Red sebebi: Eksik bilgi: ölçü yazılmamış.'));
    expect(await card.getByText('Yayında', { exact: true }).count()).toBe(0);

    await page.goto(`/account-d-detay-talep-${requestId}`);
    await visible(page.getByRole('button', { name: 'Talebi Sonlandır' }));
    expect(await page.getByRole('button', { name: /^(Durdur|Yayınla)$/ }).count()).toBe(0);
    expect(await page.getByText('Yayında', { exact: true }).count()).toBe(0);

    // in the active list (it is not past its time), yet not among the open requests
    const active = await api<{ tlb: { onay: boolean | null; acik: boolean; bitir: boolean } }[]>('/api/talepListesi', {
      auth: authOf(buyer),
    });
    const open = active.filter(({ tlb }) => tlb.onay !== false && tlb.acik && !tlb.bitir).length;
    expect(open).toBeLessThan(active.length);
    await page.goto('/account-d');
    const openCard = page.getByRole('link', { name: /^Açık Talepler/ });
    await visible(openCard);
    await expect.poll(async () => (await openCard.innerText()).match(/\d+/)?.[0]).toBe(String(open));
  });
});

describe('a manufacturer', () => {
  it('is not offered Talep Oluştur, and is told why where it would have led', async () => {
    const maker = await memberSession(MAKER);
    const page = await pageAs(browser, maker);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Site menüsü' });
    await visible(nav.getByRole('link', { name: 'Talepler', exact: true }));
    expect(await nav.getByRole('link', { name: 'Talep Oluştur', exact: true }).count()).toBe(0);
    // the intro's button (an article of the site's content may still invite to 'Talep Oluşturun')
    await visible(page.getByRole('main').getByRole('link', { name: 'Üye Ol', exact: true }));
    expect(await page.getByRole('main').getByRole('link', { name: 'Talep Oluştur', exact: true }).count()).toBe(0);

    // the visitor's path (a bookmark, a draft after login) explains instead of showing an empty list
    await page.goto('/teklif-Olustur');
    await page.waitForURL(/\/account-d-detay-taleplerim-olustur$/);
    await visible(page.getByText('Talep oluşturma yalnızca alıcı üyeler içindir.'));
    await page.getByRole('link', { name: 'Teklif Verilebilecek Talepler' }).last().click();
    await page.waitForURL(/\/account-d-detay-teklif-ver$/);

    // a visitor still has it
    const visitor = await newPage(browser);
    await visitor.goto('/');
    await visible(
      visitor.getByRole('navigation', { name: 'Site menüsü' }).getByRole('link', { name: 'Talep Oluştur' }),
    );
  });
});

/** Each table of the page: its width against its box's, and its rows' buttons against the box's visible part. */
function tableFit(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('main table')).map((table) => {
      let box = table.parentElement as HTMLElement;
      while (box.parentElement && !['auto', 'scroll'].includes(getComputedStyle(box).overflowX))
        box = box.parentElement;
      const rect = box.getBoundingClientRect();
      const right = Math.min(rect.left + box.clientWidth, window.innerWidth);
      const controls = Array.from(table.querySelectorAll('tbody td:last-child :is(a, button)')).map((el) => {
        const r = el.getBoundingClientRect();
        return { name: el.textContent || el.getAttribute('aria-label'), left: r.left, right: r.right };
      });
      return {
        table: table.getAttribute('aria-label'),
        scrolls: box.scrollWidth > box.clientWidth + 1,
        controls: controls.length,
        cut: controls.filter((c) => c.right > right + 1 || c.left < rect.left - 1).map((c) => c.name),
      };
    }),
  );
}

describe('back-office tables', () => {
  it('fit 1280 px whole, their row buttons in sight; at 375 px the buttons stay in sight as the table scrolls', {
    timeout: 180_000,
  }, async () => {
    const boss = await adminSession();
    const companies = await api<{ liste: { uyeid: number }[] }>('/adn_api/firmaList-1', { auth: authOf(boss) });
    const company = companies.liste[0].uyeid;
    const screens = [
      '',
      'uye-List',
      'uye-Firma',
      'TalepListesi',
      'AktifPaketListesi',
      'koleksiyonlar',
      'destekList',
      'kategoriurunler',
      'makaleler',
      'slides',
      'reklamlar',
      'Blogs',
      'sayfalar',
      'sss',
      'iletisim',
      'Bultens',
      `uye-detay-${company}`,
      `uye-urunler-${company}`,
      `uye-yorumlar-${company}`,
    ];
    const desktop = await pageAs(browser, boss);
    const phone = await pageAs(browser, boss, PHONE);
    for (const screen of screens) {
      await desktop.goto(`/adminimt/${screen}`);
      await visible(desktop.locator('main table tbody td').first());
      await desktop.waitForLoadState('networkidle');
      const fits = await tableFit(desktop);
      for (const table of fits) {
        expect(table.scrolls, `${screen}: ${table.table} scrolls at 1280 px`).toBe(false);
        expect(table.cut, `${screen}: ${table.table} at 1280 px`).toEqual([]);
      }
    }
    // the member list and the home page's ratings, as the issue found them cut, at 375 px
    for (const screen of ['uye-List', '']) {
      await phone.goto(`/adminimt/${screen}`);
      await visible(phone.locator('main table tbody td').first());
      await phone.waitForLoadState('networkidle');
      for (const table of await tableFit(phone)) {
        if (!table.controls) continue;
        expect(table.scrolls, `${screen}: ${table.table} scrolls at 375 px`).toBe(true);
        expect(table.cut, `${screen}: ${table.table} at 375 px`).toEqual([]);
      }
    }
  });
});

describe('a member page opened directly', () => {
  /** Holds the calls whose path matches until `release` is called. */
  async function hold(page: Page, pattern: RegExp) {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(pattern, async (route) => {
      await gate;
      await route.continue();
    });
    return () => release();
  }
  const frame = (page: Page) =>
    Promise.all([
      visible(page.getByRole('navigation', { name: 'Hesap menüsü' })),
      visible(page.getByRole('heading', { name: /^Hoş geldiniz, / })),
    ]);

  it('shows the member frame while its own data is on its way', async () => {
    const buyer = await memberSession(BUYER);
    const [first] = await api<{ tlb: { id: number } }[]>('/api/talepListesi', { auth: authOf(buyer) });
    for (const [path, data] of [
      [`/account-d-detay-talep-${first.tlb.id}`, /\/api\/talepDetay-\d+$/],
      ['/account-d-detay-taleplerim-olustur', /\/api\/kategoriListLink$/],
      ['/account-d-detay-taleplerim', /\/api\/talepListesi$/],
    ] as const) {
      const page = await pageAs(browser, buyer);
      const release = await hold(page, data);
      await page.goto(path, { waitUntil: 'commit' });
      await frame(page);
      release();
      await visible(page.getByRole('main').getByRole('heading', { level: 2 }).first());
      await page.context().close();
    }
  });

  it("fetches the member frame and the screen's page with the app's parts, before the app's first call", async () => {
    const buyer = await memberSession(BUYER);
    const page = await pageAs(browser, buyer, PHONE);
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await page.goto('/account-d');
    await frame(page);
    // the entry asks for them as it starts (app-parts.ts), not once the router has come and found the screen
    const frameAt = asked.findIndex((p) => /\/assets\/member-layout-[^/]+\.js$/.test(p));
    const pageAt = asked.findIndex((p) => /\/assets\/dashboard-[^/]+\.js$/.test(p));
    const firstCall = asked.findIndex((p) => p.startsWith('/api/'));
    expect(frameAt).toBeGreaterThan(-1);
    expect(frameAt).toBeLessThan(firstCall);
    expect(pageAt).toBeGreaterThan(-1);
  });

  it('at 375 px shows the frame with its page in one pass, and nothing moves as the rest comes (issue 47 item 23)', async () => {
    const buyer = await memberSession(BUYER);
    const page = await pageAs(browser, buyer, PHONE);
    await page.context().addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/account-d');
    await frame(page);
    await visible(page.getByRole('heading', { name: 'Hesabım', level: 2 }));
    await page.waitForLoadState('networkidle');
    // the header's search row keeps its place while its part loads; the page does not replace a loader under the menu
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.02);
  });

  it('shows its content while calls that are not its own are on their way', async () => {
    const maker = await memberSession(MAKER);
    const page = await pageAs(browser, maker);
    const release = await hold(page, /\/api\/(uyeDogrula|bildirimTalepler|bildirimUyarilar|TitleandMeta|footer)$/);
    await page.goto('/account-d-detay-urunlerim', { waitUntil: 'commit' });
    await frame(page);
    await visible(page.getByRole('heading', { name: 'Ürünlerim', level: 2 }));
    await visible(page.getByRole('link', { name: 'Ürün Ekle' }));
    release();
  });
});

// ── issue 47 item 22 ───────────────────────────────────────────────────────────────────────────────────────────
describe('what first-time users tripped on in the lists (issue 47 item 22)', () => {
  it('at 375 px: one state per request and its two offer numbers named; the back-office reads Kapalı Zarf, its deadline and the cap; a supplier reads the buyer masked alike on every page', {
    timeout: 120_000,
  }, async () => {
    const buyer = await memberSession(BUYER);
    const tree = await api<{ urunList: { id: number; katid: number }[] }[]>('/api/kategoriListAll');
    const product = tree.flatMap((entry) => entry.urunList)[0];
    const deliveryOn = dayFromNow(30);
    const { id } = await api<{ id: number }>('/api/v2/requests', {
      body: {
        categoryId: product.katid,
        catalogProductId: product.id,
        quantity: 40,
        unit: 'Adet',
        deliveryOn,
        detail: 'Kapalı zarf, en fazla beş teklif.',
        sealed: true,
        offerDeadline: new Date(Date.now() + 5 * 86_400_000).toISOString(),
        offerCap: 5,
      },
      auth: authOf(buyer),
    });

    // 'Taleplerim': a new request waits, and is not said to be published beside it; its numbers say what they are
    const page = await pageAs(browser, buyer, PHONE);
    await page.goto('/account-d-detay-taleplerim');
    const card = page.locator('main article').filter({ has: page.locator(`a[href="/account-d-detay-talep-${id}"]`) });
    await visible(card.getByText('Onay Bekliyor', { exact: true }));
    expect(await card.getByText('Yayında', { exact: true }).count()).toBe(0);
    expect(await card.innerText()).toMatch(/Gelen Teklif\s+0 \/ 5 teklif\s+Kararınızı Bekleyen\s+0/);
    await noSideScroll(page);

    // the back-office's detail of the request names its desk terms
    const boss = await adminSession();
    const admin = await pageAs(browser, boss, PHONE);
    const list = await api<{ liste: { uypkt: { id: number }; uy: { uyeid: number } }[] }>(
      '/adn_api/TumTalepListesi-1',
      {
        auth: authOf(boss),
      },
    );
    const owner = list.liste.find((r) => r.uypkt.id === id)?.uy.uyeid;
    await admin.goto(`/adminimt/uye-talepler-${owner}?talep=${id}`);
    const detail = admin.getByRole('article', { name: new RegExp(`^Talep #${id}: `) });
    await visible(detail.getByText(/^Kapalı Zarf:/).first());
    expect(await detail.innerText()).toMatch(/Kapalı Zarf: Evet, Son Teklif Tarihi \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    expect(await detail.innerText()).toContain('Teklif Sınırı: En fazla 5 teklif');

    // approved, it is published, and only that
    await moderate(authOf(boss), id, 1);
    await page.reload();
    await visible(card.getByText('Yayında', { exact: true }));
    expect(await card.getByText('Onay Bekliyor', { exact: true }).count()).toBe(0);

    // a supplier reads the buyer masked the same way in the list and on the request's page
    const maker = await memberSession(MAKER);
    const supplier = await pageAs(browser, maker, PHONE);
    const masked = maskCompany(String(buyer.firma));
    await supplier.goto('/talepler');
    const row = supplier.locator('main article').filter({ has: supplier.locator(`a[href="/talep-detay-${id}"]`) });
    await visible(row.getByText(masked, { exact: true }));
    await supplier.goto(`/talep-detay-${id}`);
    await visible(supplier.getByRole('main').getByText(masked, { exact: true }));
    expect(await supplier.getByRole('main').getByText(String(buyer.firma), { exact: true }).count()).toBe(0);
    await noSideScroll(supplier);
  });

  it('at 375 px: a new member is asked for the activation code right after registering', async () => {
    const page = await newPage(browser, PHONE);
    const email = `ilk-${Date.now()}@ornek.com.tr`;
    await page.goto('/Account-Free-Join');
    await page.getByLabel('Firma Adı').fill('İlk Adım Ambalaj');
    await page.getByLabel('Ad Soyad').fill('Derya Ak');
    await page.getByRole('combobox', { name: 'Şehir' }).click();
    await page.getByRole('option', { name: 'Konya', exact: true }).click();
    await page.getByLabel('E-posta', { exact: true }).fill(email);
    await page.getByLabel('Telefon').fill('5321112244');
    await page.getByLabel('Şifre', { exact: true }).fill('Gizli-Kutu-22');
    await page.getByLabel('Şifre Tekrar').fill('Gizli-Kutu-22');
    await page.getByRole('main').getByRole('button', { name: 'Kayıt Ol' }).click();
    await page.waitForURL((url) => url.pathname === '/account-aktivasyon' && url.searchParams.get('yeni') === '1');
    await visible(page.getByText('Üyeliğiniz oluşturuldu'));
    await visible(page.getByLabel('Aktivasyon Kodu'));
    await noSideScroll(page);
    // later is a choice, not the default: it goes where the registration was going
    expect(await page.getByRole('link', { name: 'Daha sonra aktifleştireceğim' }).getAttribute('href')).toBe(
      '/account-d',
    );
    await page.getByLabel('Aktivasyon Kodu').fill(await activationCodeFor(email));
    await page.getByRole('button', { name: 'Onayla' }).click();
    await visible(page.getByText('Hesabınız aktifleştirildi.').first());
    await page.getByRole('link', { name: 'Devam Et' }).click();
    await page.waitForURL(/\/account-d$/);
    await visible(page.getByRole('heading', { name: 'Hoş geldiniz, Derya Ak' }));
    expect(await page.getByRole('region', { name: 'Hesabınızı aktifleştirin' }).count()).toBe(0);
  });
});
