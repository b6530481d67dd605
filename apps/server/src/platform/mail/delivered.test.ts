// Mails through the real transport (the outbox folder's .eml files, parsed as a mail reader would): every mail has a
// text/plain and a text/html part, both in UTF-8 with the Turkish letters; hostile text is text in the HTML; a
// member's notice says why it came and links to the profile, a service mail says it is about the account; a mail of
// plain text alone still gets its HTML part; the outbox keeps no layout once delivered (it may hold a link).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { deliveredMails } from '../../../test/mail';
import { outbox } from '../../db/schema/outbox';
import { sendTo, tellNow } from '../notices';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
}, 60_000);
afterAll(() => t?.close());

const TURKISH = 'Çığ öğüş İŞÜĞÖÇ ı';
const HOSTILE = '<script>alert(1)</script> & <img src=x onerror=alert(2)>';

describe('mails as delivered', () => {
  it('a notice has a text and an HTML part with the Turkish letters, hostile text escaped, the consent footer', async () => {
    const m = await f.member(t.db, { company: `Firma ${HOSTILE}` });
    await tellNow(t.app.context, {
      to: m.id,
      mail: {
        subject: `Konu ${TURKISH}`,
        title: `Başlık ${HOSTILE} ${TURKISH}`,
        paragraphs: [`Paragraf ${TURKISH}`],
        items: [{ title: `Talep ${HOSTILE}`, lines: [`1.200 Adet · Iğdır`], link: 'http://localhost:3000/talep/1' }],
        action: { label: 'Talebi Gör', link: 'http://localhost:3000/talep/1' },
      },
    });
    const [mail] = await deliveredMails(t, m.email);
    expect(Object.keys(mail).sort()).toEqual(['text/html', 'text/plain']);
    const text = mail['text/plain'];
    const html = mail['text/html'];
    expect(text).toContain(`Paragraf ${TURKISH}`);
    expect(text).toContain(`- Talep ${HOSTILE}\n  1.200 Adet · Iğdır\n  http://localhost:3000/talep/1`);
    expect(text).toContain('Talebi Gör: http://localhost:3000/talep/1');
    expect(html).toContain(`Paragraf ${TURKISH}`);
    expect(html).toContain('<title>Konu Çığ öğüş İŞÜĞÖÇ ı</title>');
    expect(html).toContain('Talep &lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(2)&gt;');
    expect(html).not.toMatch(/<script|<img src=x/);
    expect(html).toContain('href="http://localhost:3000/talep/1"');
    expect(html).toContain('e-posta bildirimlerine izin verdiğiniz için aldınız');
    expect(html).toContain('href="http://localhost:3000/account-d-detay-tercih"');
    // delivered: neither the text nor the layout is kept
    const rows = await t.db.select().from(outbox).where(eq(outbox.recipient, m.email));
    expect(rows.map((r) => [r.status, r.body, r.layout])).toEqual([['sent', '', null]]);
  });

  it('a service mail says it is about the account; a mail of plain text gets its text laid out as HTML', async () => {
    await sendTo(t.db, {
      channel: 'mail',
      to: 'hizmet@ornek.com',
      subject: 'Şifre sıfırlama',
      body: `İlk paragraf ${TURKISH}\nikinci satır\n\nhttp://localhost:3000/sifre?token=abc&x=1`,
    });
    t.outbox.kick();
    const [mail] = await deliveredMails(t, 'hizmet@ornek.com');
    expect(mail['text/plain']).toContain(`İlk paragraf ${TURKISH}\nikinci satır`);
    const html = mail['text/html'];
    expect(html).toContain(`İlk paragraf ${TURKISH}<br />ikinci satır`);
    expect(html).toContain('http://localhost:3000/sifre?token=abc&amp;x=1');
    expect(html).toContain('Tedarik hesabınızla ilgili bir işlem için gönderildi');
    expect(html).not.toContain('izin verdiğiniz için');
  });
});
