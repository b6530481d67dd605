import { describe, expect, it } from 'vitest';
import { compileLayout } from '../../../../../scripts/mail-layout.mjs';
import { layoutOfText, mailParts, textOf } from './content';
import { renderMail } from './layout';
import { LAYOUT_HTML } from './layout.generated';

const site = { name: 'Tedarik', url: 'https://tedarik.example' };

describe('the mail layout', () => {
  it('is the one compiled from layout.mjml (run `node scripts/mail-layout.mjs` after changing it)', async () => {
    expect(LAYOUT_HTML).toBe(await compileLayout());
  });

  it('shows hostile text as text in every place: site name, subject, title, paragraph, item, button', () => {
    const hostile = '<script>alert("x")</script> & Çelik İş <b>';
    const html = renderMail(
      { ...site, name: hostile },
      hostile,
      {
        title: hostile,
        paragraphs: [hostile],
        items: [{ title: hostile, lines: [hostile], link: 'https://tedarik.example/talep/1?a=1&b=2' }],
        action: { label: hostile, link: 'javascript:alert(1)' },
      },
      'notice',
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('javascript:');
    // subject ×2 (title, label), preview, site name ×3 (wordmark, reason, footer), title, paragraph, item, line
    const shown = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Çelik İş &lt;b&gt;';
    expect(html.split(shown).length - 1).toBe(10);
    // a link's ampersands escaped inside its attribute; a button without a safe link is left out
    expect(html).toContain('href="https://tedarik.example/talep/1?a=1&amp;b=2"');
    expect(html).not.toContain('target="_blank"');
  });

  it('lists items with their lines and links, a button, and the footer of its audience with the profile link', () => {
    const layout = {
      title: 'Yeni talepler',
      paragraphs: ['Merhaba Ayşe Öztürk,\nsize uygun iki talep var.'],
      items: [
        { title: 'Paslanmaz Çelik Boru', lines: ['1.200 Adet · Kocaeli', 'A** D**** Ç****'], link: '/talep/7' },
        { title: 'Galvaniz Sac' },
      ],
      action: { label: 'Talepleri Gör', link: 'https://tedarik.example/talepler' },
    };
    const notice = renderMail(site, 'Yeni talepler', layout, 'notice');
    expect(notice).toContain('href="https://tedarik.example/talep/7"');
    expect(notice).toContain('>Paslanmaz Çelik Boru</a>');
    expect(notice).toContain('<strong>Galvaniz Sac</strong>');
    expect(notice).toContain('1.200 Adet · Kocaeli');
    expect(notice).toContain('Merhaba Ayşe Öztürk,<br />size uygun iki talep var.');
    expect(notice).toContain('href="https://tedarik.example/talepler"');
    expect(notice).toContain('e-posta bildirimlerine izin verdiğiniz için aldınız');
    expect(notice).toContain(
      'Bildirim tercihlerinizi <a class="link" href="https://tedarik.example/account-d-detay-tercih"',
    );
    expect(notice).toContain('width:600px');
    expect(notice).toContain('prefers-color-scheme: dark');
    const service = renderMail(site, 's', { title: 't', paragraphs: [] }, 'service');
    expect(service).toContain('Tedarik hesabınızla ilgili bir işlem için gönderildi');
    expect(service).not.toContain('class="item"');
    expect(service).not.toContain('target="_blank"');
  });

  it('shows the site’s logo when it has one, else its name as a wordmark', () => {
    const layout = { title: 't', paragraphs: [] };
    const logo = renderMail({ ...site, logoUrl: `${site.url}/icons/icon-192.png` }, 's', layout, 'service');
    expect(logo).toContain('<img src="https://tedarik.example/icons/icon-192.png" alt="Tedarik"');
    expect(renderMail(site, 's', layout, 'service')).not.toContain('icon-192.png');
  });

  it('derives the text part from the structure, or keeps the one given', () => {
    const mail = {
      subject: 'Paketiniz onaylandı',
      title: 'Paketiniz onaylandı',
      paragraphs: ['Altın paketiniz onaylandı.'],
      items: [{ title: 'Çelik Boru', lines: ['10 Adet'], link: 'https://t.example/talep/1' }],
      action: { label: 'Paketler', link: 'https://t.example/paketler' },
    };
    expect(textOf(mail)).toBe(
      'Altın paketiniz onaylandı.\n\n- Çelik Boru\n  10 Adet\n  https://t.example/talep/1\n\nPaketler: https://t.example/paketler',
    );
    expect(mailParts({ ...mail, body: 'eski metin' }).body).toBe('eski metin');
    expect(mailParts({ subject: 's', body: 'b' })).toEqual({ subject: 's', body: 'b', layout: null });
    expect(layoutOfText('Konu', 'Bir\nsatır\n\n İki ')).toEqual({ title: 'Konu', paragraphs: ['Bir\nsatır', 'İki'] });
  });
});
