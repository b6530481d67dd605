// The matching requests' digest mail for a fixture: each request with its quantity, province, masked buyer and link in
// both parts, never a buyer's real name; the invitation of a company without a package; hostile text shown as text.
import { maskCompany } from '@tedarik/contract/text';
import { describe, expect, it } from 'vitest';
import { escapeHtml, renderMail } from './layout';
import { MAX_ITEMS, requestDigestMail } from './request-digest';

const site = { name: 'Tedarik', url: 'https://tedarik.example' };
const buyers = ['Ak Demir Metal Sanayi', 'Öztürk & Oğulları <Yapı>', 'Işık Kimya'];
const fixture = buyers.map((buyer, i) => ({
  product: ['Paslanmaz Çelik Boru', 'Galvaniz Sac <script>x</script>', 'Döküm Flanş'][i],
  quantity: [1200, 50, 3.5][i],
  unit: ['Adet', 'Kg', 'Ton'][i],
  province: ['Kocaeli', 'İzmir', 'Iğdır'][i],
  maskedBuyer: maskCompany(buyer),
  link: `https://tedarik.example/talep-detay/${i + 1}`,
}));

describe('the request digest mail', () => {
  it('lists each request with its masked buyer and link, in both parts, and no real buyer name', () => {
    const mail = requestDigestMail({ companyName: 'Ege Pres', period: 'daily', requests: fixture });
    const html = renderMail(site, mail.subject, mail, 'notice');
    expect(mail.subject).toBe('Günlük talep özeti: 3 yeni talep');
    expect(mail.body).toContain('Son özetinizden bu yana Talep Tercihlerinize uyan 3 yeni talep var:');
    expect(mail.body).toContain('- Paslanmaz Çelik Boru\n  1.200 Adet · Kocaeli\n  Alıcı: A* D**** M**** S*****');
    expect(html).toContain('1.200 Adet · Kocaeli');
    expect(html).toContain('3,5 Ton · Iğdır');
    for (const [i, r] of fixture.entries()) {
      expect(mail.body).toContain(r.link);
      expect(html).toContain(`href="${r.link}"`);
      expect(html).toContain(`Alıcı: ${escapeHtml(r.maskedBuyer)}`);
      for (const word of buyers[i].split(' ').filter((w) => w.length > 1 && w !== '&')) {
        expect(mail.body).not.toContain(word);
        expect(html).not.toContain(word.replace(/[<>]/g, ''));
      }
    }
    expect(html).toContain('Galvaniz Sac &lt;script&gt;x&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('Paket Satın Al');
  });

  it('invites a company without a package to buy one, weekly, and counts what it does not list', () => {
    const many = Array.from({ length: MAX_ITEMS + 5 }, (_, i) => ({ ...fixture[0], link: `${fixture[0].link}${i}` }));
    const mail = requestDigestMail({
      companyName: 'Ege Pres',
      period: 'weekly',
      requests: many,
      invitation: {
        text: 'Paket satın alarak bu taleplere teklif verebilirsiniz.',
        link: 'https://tedarik.example/paketler',
      },
    });
    expect(mail.subject).toBe('Haftalık talep özeti: 35 yeni talep');
    expect(mail.items).toHaveLength(MAX_ITEMS);
    expect(mail.body).toContain(
      `Son özetinizden bu yana Talep Tercihlerinize uyan 35 yeni talep var; ilk ${MAX_ITEMS} tanesi aşağıda:`,
    );
    expect(mail.body).toMatch(
      /Paket satın alarak bu taleplere teklif verebilirsiniz\.\n\nPaket Satın Al: https:\/\/tedarik\.example\/paketler$/,
    );
    const html = renderMail(site, mail.subject, mail, 'notice');
    expect(html).toContain('href="https://tedarik.example/paketler"');
    expect(html).toContain('Paket Satın Al');
  });
});
