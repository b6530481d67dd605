import { describe, expect, it } from 'vitest';
import { catalogAdminHref } from '../../../features/catalog/admin/links';
import { contentHref, postListHref } from '../../../features/content/admin/links';
import { complaintsHref, threadHref } from '../../../features/conversations/admin/links';
import { inboxHref, messagesHref, subscribersHref } from '../../../features/inbox/admin/links';
import { memberListHref } from '../../../features/members/admin/links';
import { orderHref, ordersHref } from '../../../features/orders/admin/links';
import { definitionHref } from '../../../features/packages/admin/links';
import { ticketListHref } from '../../../features/support/admin/links';
import { adminHref } from '../../../lib/admin-links';
import { ADMIN_HOME } from '../../../lib/paths';
import { adminMenu, adminMenuOf, adminScreenOf, adminScreens } from './screens';

const screen = (segment: string) => {
  const { route, params } = adminScreenOf(segment);
  return { path: route.id, params };
};

/** The table's path of a link ('/adminimt/uye-detay-5?x=1' → 'uye-detay-:id'). */
const screenOf = (href: string) => {
  const { pathname } = new URL(href, 'http://x');
  expect(pathname.toLowerCase().startsWith(`${ADMIN_HOME.toLowerCase()}/`)).toBe(true);
  return adminScreenOf(pathname.slice(ADMIN_HOME.length + 1)).route.id;
};

describe('the back-office table of screens', () => {
  it('has the side menu of admin spec §2, in its order', () => {
    expect(adminMenu.map((item) => item.label)).toEqual([
      'Anasayfa',
      'Kategoriler',
      'Aktif Paketler',
      'Talepler',
      'Firmalar',
      'Üyeler',
      'Kategori Ürünleri',
      'Genel Ayarlar',
      'Reklamlar',
      'Sayfa Kategorileri',
      'Sayfalar',
      'Paketler',
      'Makaleler',
      'Slaytlar',
      'Blog ve Duyurular',
      'Sıkça Sorulan Sorular',
      'E-posta Ayarları',
      'SMS Ayarları',
      'Sosyal Medya',
      'E-Bülten Kayıtları',
      'KVKK ve İYS', // beyond the spec (issue 53)
      'İletişim Mesajları',
      'Destek Talepleri',
      'Şikayetler', // beyond the spec (issue 38)
      'Döviz Kurları', // beyond the spec (issue 37)
      'Arka Plan İşleri', // beyond the spec (issue 48)
      'Moderasyon', // beyond the spec (issue 49)
      'Yöneticiler',
      'Denetim Kaydı',
      'Veri Talepleri',
      'Firma Doğrulama', // beyond the spec (issue 49)
      'Ödemeler', // beyond the spec (issue 50)
      'Banka Hesapları ve Fatura Bilgileri',
      'Teklif Hakları', // beyond the spec (issue 50)
      'Ek Teklif Paketleri',
    ]);
    expect(adminMenu.find((item) => item.label === 'Sıkça Sorulan Sorular')?.path).toBe('sss');
  });

  it('shows each role the screens its calls allow (decision 0054)', () => {
    const labels = (role: 'manager' | 'moderator' | 'accounting') => adminMenuOf(role).map((item) => item.label);
    expect(labels('manager')).toEqual(adminMenu.map((item) => item.label));
    expect(labels('moderator')).toEqual([
      'Anasayfa',
      'Aktif Paketler',
      'Talepler',
      'Firmalar',
      'Üyeler',
      'Şikayetler',
      'Moderasyon',
      'Firma Doğrulama',
    ]);
    expect(labels('accounting')).toEqual([
      'Anasayfa',
      'Aktif Paketler',
      'Firmalar',
      'Üyeler',
      'Paketler',
      'Döviz Kurları',
      'Ödemeler',
      'Banka Hesapları ve Fatura Bilgileri',
      'Teklif Hakları',
      'Ek Teklif Paketleri',
    ]);
  });

  it('names each path once', () => {
    const paths = adminScreens.map((s) => s.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('matches static paths case-insensitively and keeps look-alike families apart', () => {
    expect(screen('sss')).toEqual({ path: 'sss', params: {} });
    expect(screen('reklamekle').path).toBe('reklamEkle');
    expect(screen('blogs').path).toBe('Blogs');
    expect(screen('Blogs/').path).toBe('Blogs');
    expect(screen('uye-detay-5')).toEqual({ path: 'uye-detay-:id', params: { id: '5' } });
    expect(screen('uye-urun-detay-5').path).toBe('uye-urun-detay-:id');
    expect(screen('koleksiyondetayimg-3').path).toBe('koleksiyondetayimg-:id');
    expect(screen('koleksiyondetay-3').path).toBe('koleksiyondetay-:id');
    expect(screen('firmakategoriurunler-8').path).toBe('firmakategoriurunler-:id');
    expect(screen('kategoriurunler-8').path).toBe('kategoriurunler-:id');
    expect(screen('kategoriurunler').path).toBe('kategoriurunler');
    expect(screen('blogs-2')).toEqual({ path: 'blogs-:page', params: { page: '2' } });
    expect(screen('destekListDetay-4').path).toBe('destekListDetay-:id');
    expect(screen('sikayetler').path).toBe('sikayetler');
    expect(screen('konusma-12')).toEqual({ path: 'konusma-:id', params: { id: '12' } });
    expect(screen('odemeler/12')).toEqual({ path: 'odemeler/:id', params: { id: '12' } });
    expect(screen('odemeler').path).toBe('odemeler');
  });

  it('shows the dashboard at /adminimt and for any path no screen has (admin spec §2)', () => {
    for (const segment of ['', 'bilinmeyen', 'uye-detay-abc', 'sss-2']) {
      expect(screen(segment)).toEqual({ path: 'dashboard', params: {} });
    }
    expect(screen('index').path).toBe('index');
  });

  it('has a screen behind every link the features make', () => {
    const links = [
      catalogAdminHref.categories,
      catalogAdminHref.tags(7),
      catalogAdminHref.products(7, 2, 'a'),
      catalogAdminHref.products(null),
      catalogAdminHref.companyProducts(7),
      ...Object.values(contentHref).map((href) => (typeof href === 'string' ? href : href(7))),
      postListHref({ page: 2 }),
      postListHref(),
      ...Object.values(inboxHref),
      messagesHref(2),
      subscribersHref({ page: 2 }),
      memberListHref('members'),
      memberListHref('companies', { page: 2 }),
      ...Object.values(definitionHref).map((href) => (typeof href === 'string' ? href : href(7))),
      ticketListHref(2),
      adminHref.member(7),
      adminHref.memberRequests(7),
      adminHref.request(7, 8),
      adminHref.memberRatings(7),
      adminHref.memberProducts(7),
      adminHref.memberProduct(7),
      adminHref.supportTicket(7),
      adminHref.allRequests(2, 'bekleyen'),
      adminHref.dataRequestFrom({ name: 'Ad', email: 'a@b.com', message: 'Verilerimi silin', day: '2026-03-01' }),
      complaintsHref(),
      complaintsHref(true),
      threadHref(7),
      ordersHref,
      orderHref(7),
    ];
    for (const href of links) expect([href, screenOf(href)]).not.toEqual([href, 'dashboard']);
  });
});
