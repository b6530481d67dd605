// The back-office's complaints (issue 38 items 3 and 6): a supplier asks on a request writing a phone number, the
// buyer complains about it and about an innocent one (all through the API, as their screens would) → the
// administrator finds both in /adminimt/sikayetler, dismisses the innocent one (the thread stays open) → opens the
// thread: the original with the number marked as hidden from the buyer, and their
// own reading in the audit → the stop dialog asks for its reason → closes the thread (with its complaint): nobody
// writes in it any more and the queue no longer holds it. Both screens at 1280 px and 375 px, without serious axe
// findings.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings, launch } from './browser';
import {
  type Auth,
  adminLogin,
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
  send,
  visible,
} from './kit';

const NUMBER = '0532 123 45 67';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** A request of the demo buyer that the demo manufacturer may ask on (approved, in a product it makes). */
async function askableRequest(buyerAuth: Auth, makerAuth: Auth, bossAuth: Auth) {
  const [made] = await api<{ urunD: { id: number; urunAd: string } }[]>('/api/uyeurunlerim', { auth: makerAuth });
  const tree = await api<{ urunList: { id: number; katid: number }[] }[]>('/api/kategoriListAll');
  const product = tree.flatMap((c) => c.urunList).find((p) => p.id === made.urunD.id);
  expect(product).toBeDefined();
  const { id } = await api<{ id: number }>('/api/talepOlustur', {
    body: {
      ktt: product?.katid,
      urun: product?.id,
      adet: 40,
      tip: 'Adet',
      malzeme: '',
      tarih: dayFromNow(30),
      detay: 'Şikayet yolculuğu: ölçüler ekte.',
    },
    auth: buyerAuth,
  });
  await moderate(bossAuth, id);
  return { id, title: made.urunD.urunAd };
}

describe('the complaints of the back-office', () => {
  it('a complained number: queued → the thread marked and audited → the stop asks why → closed', {
    timeout: 180_000,
  }, async () => {
    const [buyer, maker, boss] = await Promise.all([memberSession(BUYER), memberSession(MAKER), adminSession()]);
    const buyerAuth = authOf(buyer);
    const makerAuth = authOf(maker);
    const request = await askableRequest(buyerAuth, makerAuth, authOf(boss));

    // the supplier asks ('Soru Sor') writing its number; the buyer is shown it masked, and complains
    const text = `Talep #${request.id} için detayları konuşalım, WhatsApp: ${NUMBER}`;
    const asked = await api<{ conversation: { id: number }; message: { id: number } }>(
      `/api/v2/requests/${request.id}/conversations`,
      { body: { text }, auth: makerAuth },
    );
    const thread = asked.conversation.id;
    const seen = await api<{ items: { text: string }[] }>(`/api/v2/conversations/${thread}/messages`, {
      auth: buyerAuth,
    });
    expect(seen.items.map((m) => m.text)).toEqual([text.replace(NUMBER, '[gizlendi]')]);
    const reason = 'Telefon numarası paylaşıyor.';
    await api(`/api/v2/messages/${asked.message.id}/complaint`, {
      body: { reason, category: 'contact' },
      auth: buyerAuth,
    });
    const innocent = `Fiyat listemiz ${request.id} numaralı talebe göre hazır.`;
    const second = await api<{ message: { id: number } }>(`/api/v2/conversations/${thread}/messages`, {
      body: { text: innocent },
      auth: makerAuth,
    });
    await api(`/api/v2/messages/${second.message.id}/complaint`, { body: { reason: '' }, auth: buyerAuth });

    // 1. the queue, from the back-office's menu
    const admin = await adminLogin(browser);
    await admin
      .getByRole('navigation', { name: 'Yönetim menüsü' })
      .getByRole('link', { name: 'Şikayetler', exact: true })
      .click();
    await admin.waitForURL('**/adminimt/sikayetler');
    await visible(admin.getByRole('heading', { name: 'Şikayetler', level: 2 }));
    const card = admin.getByRole('article').filter({ hasText: `Talep #${request.id} için` });
    await visible(card);
    for (const shown of [text, 'Şikayet Konusu: İletişim bilgisi', `Şikayet Nedeni: ${reason}`, request.title, 'Açık'])
      await visible(card.getByText(shown, { exact: true }));
    await visible(card.getByText(new RegExp(`^Talep #${request.id} · Şikayet #\\d+$`)));
    expect(await card.getByRole('link', { name: 'Konuşmayı Aç' }).getAttribute('href')).toBe(
      `/adminimt/konusma-${thread}`,
    );
    expect(await axeFindings(admin)).toEqual([]);

    // the innocent one dismissed after its question: it leaves the open queue, the thread stays open
    const unfounded = admin.getByRole('article').filter({ hasText: innocent });
    await visible(unfounded.getByText('Şikayet Nedeni: Belirtilmedi.'));
    await visible(unfounded.getByText('Şikayet Konusu: Diğer')); // named by no client: 'diğer'
    await unfounded.getByRole('button', { name: 'Şikayeti Reddet' }).click();
    const dismiss = admin.getByRole('dialog', { name: 'Şikayeti Reddet' });
    await visible(dismiss.getByText('Şikayet reddedilsin mi? Konuşma açık kalır.'));
    await dismiss.getByRole('button', { name: 'Şikayeti Reddet' }).click();
    await visible(admin.getByText('Şikayet sonuçlandı; konuşma açık kaldı.'));
    await expect.poll(() => unfounded.count()).toBe(0);
    await visible(card.getByRole('button', { name: 'Konuşmayı Kapat' }));

    // 2. the thread: the original, the number marked as hidden from the buyer, and this reading in the audit
    await card.getByRole('link', { name: 'Konuşmayı Aç' }).click();
    await admin.waitForURL(`**/adminimt/konusma-${thread}`);
    await visible(admin.getByRole('heading', { name: `Konuşma #${thread}` }));
    const messages = admin.getByRole('list', { name: 'Mesajlar' });
    const mark = messages.locator('mark');
    await visible(mark);
    expect(await mark.count()).toBe(1);
    expect(await mark.innerText()).toContain(NUMBER);
    expect(await mark.getAttribute('title')).toBe('Karşı taraftan gizlendi: Telefon');
    expect(await messages.getByRole('listitem').first().innerText()).toContain(`Talep #${request.id} için detayları`);
    await visible(messages.getByText('Karşı taraftan gizlenen: Telefon'));
    await visible(admin.getByText('Açık', { exact: true }));
    const audit = admin.getByRole('table', { name: 'İşlem kayıtları', exact: true }).locator('tbody tr');
    await expect.poll(() => audit.count()).toBe(2);
    expect((await audit.first().locator('td').allInnerTexts()).slice(0, 2)).toEqual(['admin', 'Okudu']);
    expect((await audit.nth(1).locator('td').allInnerTexts()).slice(0, 2)).toEqual(['admin', 'Şikayeti reddetti']);
    expect(await axeFindings(admin)).toEqual([]);

    // 3. the stop of the members area, offered for each side: it asks for its reason (left without stopping here)
    await admin
      .getByRole('button', { name: /^Üyeyi Durdur: / })
      .last()
      .click();
    const stop = admin.getByRole('dialog', { name: 'Üyeyi Durdur' });
    await stop.getByRole('button', { name: 'Durdur' }).click();
    await visible(stop.getByText('Durdurma nedenini girin.'));
    expect(await axeFindings(admin, '[role=dialog]')).toEqual([]);
    await stop.getByRole('button', { name: 'Kapat' }).click();
    await stop.waitFor({ state: 'hidden' });

    // 4. closed after its question: the state, the audit, nobody writes, and its complaint leaves the open queue
    await admin.getByRole('button', { name: 'Konuşmayı Kapat' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Konuşmayı Kapat' });
    await visible(confirm.getByText(/^Konuşma kapatılsın mı\?/));
    await confirm.getByRole('button', { name: 'Konuşmayı Kapat' }).click();
    await visible(admin.getByText('Konuşma kapatıldı; şikayetleri sonuçlandı.'));
    await visible(admin.getByText(/^Kapatıldı: /));
    expect(await admin.getByRole('button', { name: 'Konuşmayı Kapat' }).count()).toBe(0);
    await expect
      .poll(() => audit.locator('td:nth-child(2)').allInnerTexts())
      .toEqual(['Okudu', 'Konuşmayı kapattı', 'Okudu', 'Şikayeti reddetti']);
    const refused = await send(`/api/v2/conversations/${thread}/messages`, {
      body: { text: 'Merhaba' },
      auth: makerAuth,
    });
    expect(refused.status).toBe(409);

    await admin.goto('/adminimt/sikayetler');
    await visible(admin.getByRole('heading', { name: 'Şikayetler', level: 2 }));
    await visible(admin.getByRole('radiogroup', { name: 'Gösterilen şikayetler' }));
    expect(await card.count()).toBe(0);
    await admin.getByText('Tümü', { exact: true }).click();
    await admin.waitForURL('**/adminimt/sikayetler?durum=tumu');
    await visible(card.getByText('Sonuçlandı', { exact: true }));
    expect(await card.getByRole('button', { name: 'Konuşmayı Kapat' }).count()).toBe(0);

    // 5. on a phone: both screens fit, without serious findings
    const phone = await adminLogin(browser, PHONE);
    await phone.goto('/adminimt/sikayetler?durum=tumu');
    const small = phone.getByRole('article').filter({ hasText: `Talep #${request.id} için` });
    await visible(small);
    await noSideScroll(phone);
    expect(await axeFindings(phone)).toEqual([]);
    await small.getByRole('link', { name: 'Konuşmayı Aç' }).click();
    await phone.waitForURL(`**/adminimt/konusma-${thread}`);
    await visible(phone.getByRole('list', { name: 'Mesajlar' }).locator('mark'));
    await noSideScroll(phone);
    expect(await axeFindings(phone)).toEqual([]);
  });
});
