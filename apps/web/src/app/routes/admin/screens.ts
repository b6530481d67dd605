// The back-office's one table of screens (admin spec §2): each screen's path under /adminimt, its title, its icon
// when it is in the side menu (in the menu's order), and its module. The route table's splat route inside the admin
// shell (router.tsx) and the shell's menu (admin-layout.tsx) both read it; nothing else names a screen's path for
// routing. This module is only ever imported lazily: with it, the screens' chunk lists and the menu's icons stay out
// of the entry chunk every visitor of the public site loads (decision 0010).
//
// A path is matched whole and case-insensitively, as React Router matches its static paths ('reklamEkle' also serves
// the spec's 'reklamekle', 'Blogs' serves 'blogs'). ':id' (':page') stands for a number: '/adminimt/uye-detay-5'.
// Feature links name these paths too (a feature may not import app/); routes/admin/screens.test.ts checks each
// of them against this table.
import {
  IconAd2,
  IconAddressBook,
  IconArticle,
  IconBox,
  IconBrandHipchat,
  IconBuildingBank,
  IconBuildingFactory2,
  IconCategory,
  IconClipboardList,
  IconClockCog,
  IconCoins,
  IconCreditCard,
  IconCurrencyLira,
  IconFiles,
  IconFolders,
  IconGavel,
  IconHelpCircle,
  IconHome,
  IconLifebuoy,
  IconListSearch,
  IconLock,
  IconMail,
  IconMailbox,
  IconMessage2,
  IconMessageReport,
  IconNews,
  IconPackage,
  IconPackages,
  IconPresentation,
  IconRosetteDiscountCheck,
  IconSettings,
  IconShieldCheck,
  IconShoppingBag,
  IconUserShield,
  IconUsers,
} from '@tabler/icons-react';
import type { AdminRole } from '@tedarik/contract/accounts/admin-team';
import type { ComponentType } from 'react';
import { type SegmentMatch, type SegmentModule, type SegmentRoute, screenLookup } from '../../segment-match';

type AdminScreen = {
  /** under /adminimt, as the spec writes it; ':id' or ':page' for a number */
  path: string;
  /** the page's title, and the menu's label */
  label: string;
  /** the side menu's icon: a screen with one is in the menu, in this table's order */
  icon?: ComponentType<{ size?: number }>;
  /** the roles besides the Yönetici whose menu shows it (the server's route declarations decide; decision 0054) */
  roles?: readonly AdminRole[];
  load: () => Promise<SegmentModule>;
};

const dashboard = () => import('./dashboard');
const EVERY = ['moderator', 'accounting'] as const;
const BOTH = EVERY;
const MODERATION = ['moderator'] as const;
const ACCOUNTING = ['accounting'] as const;

export const adminScreens: readonly AdminScreen[] = [
  // the side menu, in the spec's order
  { path: 'index', label: 'Anasayfa', icon: IconHome, load: dashboard, roles: EVERY },
  { path: 'kategoriler', label: 'Kategoriler', icon: IconCategory, load: () => import('./catalog/categories') },
  {
    path: 'AktifPaketListesi',
    label: 'Aktif Paketler',
    icon: IconPackage,
    roles: BOTH,
    load: () => import('./packages/active-packages'),
  },
  {
    path: 'TalepListesi',
    label: 'Talepler',
    icon: IconClipboardList,
    roles: MODERATION,
    load: () => import('./requests/all-requests'),
  },
  {
    path: 'uye-Firma',
    label: 'Firmalar',
    icon: IconBuildingFactory2,
    roles: BOTH,
    load: () => import('./members/companies'),
  },
  { path: 'uye-List', label: 'Üyeler', icon: IconUsers, roles: BOTH, load: () => import('./members/members') },
  {
    path: 'kategoriurunler',
    label: 'Kategori Ürünleri',
    icon: IconBox,
    load: () => import('./catalog/all-catalog-products'),
  },
  { path: 'genelAyarlar', label: 'Genel Ayarlar', icon: IconSettings, load: () => import('./settings/site') },
  { path: 'reklamlar', label: 'Reklamlar', icon: IconAd2, load: () => import('./content/ads') },
  { path: 'sayfaKat', label: 'Sayfa Kategorileri', icon: IconFolders, load: () => import('./content/page-categories') },
  { path: 'sayfalar', label: 'Sayfalar', icon: IconFiles, load: () => import('./content/pages') },
  {
    path: 'koleksiyonlar',
    label: 'Paketler',
    icon: IconPackages,
    roles: ACCOUNTING,
    load: () => import('./packages/definitions'),
  },
  { path: 'makaleler', label: 'Makaleler', icon: IconArticle, load: () => import('./content/articles') },
  { path: 'slides', label: 'Slaytlar', icon: IconPresentation, load: () => import('./content/slides') },
  { path: 'Blogs', label: 'Blog ve Duyurular', icon: IconNews, load: () => import('./content/posts') },
  { path: 'sss', label: 'Sıkça Sorulan Sorular', icon: IconHelpCircle, load: () => import('./content/faq') },
  { path: 'mail', label: 'E-posta Ayarları', icon: IconMail, load: () => import('./settings/mail') },
  { path: 'smsAyar', label: 'SMS Ayarları', icon: IconMessage2, load: () => import('./settings/sms') },
  { path: 'sosyalMedyaisl', label: 'Sosyal Medya', icon: IconBrandHipchat, load: () => import('./settings/social') },
  { path: 'Bultens', label: 'E-Bülten Kayıtları', icon: IconMailbox, load: () => import('./inbox/subscribers') },
  // beyond the spec (issue 53): the legal texts, İYS's files and the bulletin
  { path: 'kvkk-izinler', label: 'KVKK ve İYS', icon: IconShieldCheck, load: () => import('./consents/consents') },
  {
    path: 'iletisim',
    label: 'İletişim Mesajları',
    icon: IconAddressBook,
    load: () => import('./inbox/contact-messages'),
  },
  { path: 'destekList', label: 'Destek Talepleri', icon: IconLifebuoy, load: () => import('./support/tickets') },
  // beyond the spec (issue 38): members' complaints about messages, and any thread read whole
  {
    path: 'sikayetler',
    label: 'Şikayetler',
    icon: IconMessageReport,
    roles: MODERATION,
    load: () => import('./conversations/complaints'),
  },
  // beyond the spec (issue 37): TCMB's bulletins and a day's rates by hand
  {
    path: 'kurlar',
    label: 'Döviz Kurları',
    icon: IconCurrencyLira,
    roles: ACCOUNTING,
    load: () => import('./rates/rates'),
  },
  // beyond the spec (issue 48): the jobs' runs, and the tasks and messages that wait or failed
  { path: 'isler', label: 'Arka Plan İşleri', icon: IconClockCog, load: () => import('./jobs/jobs') },
  // beyond the spec (issue 49): every waiting request, rating, package application and complaint in one queue
  {
    path: 'moderasyon',
    label: 'Moderasyon',
    icon: IconGavel,
    roles: MODERATION,
    load: () => import('./moderation/moderation'),
  },
  // beyond the spec (issue 49): the administrators and their roles, and the audit log
  { path: 'yoneticiler', label: 'Yöneticiler', icon: IconUserShield, load: () => import('./admins/admins') },
  { path: 'denetim', label: 'Denetim Kaydı', icon: IconListSearch, load: () => import('./audit/audit') },
  // beyond the spec (issue 53): the data subjects' requests under KVKK and their 30-day deadlines
  { path: 'veri-talepleri', label: 'Veri Talepleri', icon: IconLock, load: () => import('./privacy/data-requests') },
  // beyond the spec (issue 49): companies' documents waiting for review
  {
    path: 'dogrulama',
    label: 'Firma Doğrulama',
    icon: IconRosetteDiscountCheck,
    roles: MODERATION,
    load: () => import('./verification/queue'),
  },
  // beyond the spec (issue 50): orders paid by bank transfer, and the accounts and invoice details they need
  {
    path: 'odemeler',
    label: 'Ödemeler',
    icon: IconCreditCard,
    roles: ACCOUNTING,
    load: () => import('./orders/orders'),
  },
  { path: 'odemeler/:id', label: 'Sipariş Detayı', roles: ACCOUNTING, load: () => import('./orders/order') },
  {
    path: 'banka-hesaplari',
    label: 'Banka Hesapları ve Fatura Bilgileri',
    icon: IconBuildingBank,
    roles: ACCOUNTING,
    load: () => import('./orders/bank-accounts'),
  },
  // beyond the spec (issue 50): quote credits spent and refunded, a company's ledger and corrections; the top-up packs
  {
    path: 'teklif-haklari',
    label: 'Teklif Hakları',
    icon: IconCoins,
    roles: ACCOUNTING,
    load: () => import('./credits/credits'),
  },
  {
    path: 'ek-teklif-paketleri',
    label: 'Ek Teklif Paketleri',
    icon: IconShoppingBag,
    roles: ACCOUNTING,
    load: () => import('./credits/packs'),
  },
  // reached from lists, the top bar's user menu, or a link
  { path: 'HareketDokumu', label: 'Hareket Dökümü', load: () => import('./activity-log') },
  { path: 'koleksiyonEkle', label: 'Paket Ekle', load: () => import('./packages/add-definition') },
  { path: 'makaleEkle', label: 'Makale Ekle', load: () => import('./content/add-article') },
  { path: 'slideEkle', label: 'Slayt Ekle', load: () => import('./content/add-slide') },
  { path: 'reklamEkle', label: 'Reklam Ekle', load: () => import('./content/add-ad') },
  { path: 'blogekle', label: 'Blog Ekle', load: () => import('./content/add-post') },
  { path: 'sayfaekle', label: 'Sayfa Ekle', load: () => import('./content/add-page') },
  { path: 'sifreGunc', label: 'Şifre Değiştir', load: () => import('./change-password') },
  { path: 'kullGunc', label: 'Kullanıcı Bilgileri', load: () => import('./user-info') },
  // the hyphenated families
  { path: 'uye-detay-:id', label: 'Üye Detayı', load: () => import('./members/member-detail') },
  { path: 'uye-urunler-:id', label: 'Üye Ürünleri', load: () => import('./products/member-products') },
  { path: 'uye-urun-detay-:id', label: 'Üye Ürün Detayı', load: () => import('./products/member-product') },
  { path: 'uye-talepler-:id', label: 'Üye Talepleri', load: () => import('./requests/member-requests') },
  { path: 'uye-yorumlar-:id', label: 'Üye Yorumları', load: () => import('./offers/member-ratings') },
  { path: 'destekListDetay-:id', label: 'Destek Talebi', load: () => import('./support/ticket') },
  { path: 'konusma-:id', label: 'Konuşma', load: () => import('./conversations/thread') },
  { path: 'koleksiyondetay-:id', label: 'Paket Detayı', load: () => import('./packages/definition') },
  { path: 'koleksiyondetayimg-:id', label: 'Paket Görseli', load: () => import('./packages/definition-image') },
  { path: 'kategorietiketler-:id', label: 'Kategori Etiketleri', load: () => import('./catalog/category-tags') },
  { path: 'kategoriurunler-:id', label: 'Kategori Ürünleri', load: () => import('./catalog/category-products') },
  {
    path: 'firmakategoriurunler-:id',
    label: 'Firma Kategori Ürünleri',
    load: () => import('./catalog/company-category-products'),
  },
  { path: 'sayfalar-:id', label: 'Sayfa Detayı', load: () => import('./content/page') },
  { path: 'makaledetay-:id', label: 'Makale Detayı', load: () => import('./content/article') },
  { path: 'makaledetayimg-:id', label: 'Makale Görseli', load: () => import('./content/article-image') },
  { path: 'slidesdetay-:id', label: 'Slayt Detayı', load: () => import('./content/slide') },
  { path: 'slidedetayimg-:id', label: 'Slayt Görseli', load: () => import('./content/slide-image') },
  { path: 'reklamdetay-:id', label: 'Reklam Detayı', load: () => import('./content/ad') },
  { path: 'reklamdetayimg-:id', label: 'Reklam Görseli', load: () => import('./content/ad-image') },
  { path: 'blogs-:page', label: 'Blog ve Duyurular', load: () => import('./content/posts-page') },
  { path: 'blogsdetay-:id', label: 'Blog Detayı', load: () => import('./content/post') },
  { path: 'blogsdetayimg-:id', label: 'Blog Görseli', load: () => import('./content/post-image') },
];

const screenOf = screenLookup(adminScreens, ({ load }) => ({ lazy: load }));

/** /adminimt itself, and any sub-path no screen has, show the dashboard (admin spec §2). */
const DASHBOARD: SegmentRoute = { id: 'dashboard', pattern: /^$/, title: 'Anasayfa', lazy: dashboard };

/** The screen of a path under /adminimt ('uye-detay-5'), with its parameters. */
export const adminScreenOf = (segment: string): SegmentMatch => screenOf(segment) ?? { route: DASHBOARD, params: {} };

/** The side menu: the screens with an icon, in the table's order. */
export const adminMenu = adminScreens.flatMap(({ path, label, icon }) => (icon ? [{ path, label, icon }] : []));

/** The side menu of a role: the screens its calls allow (the Yönetici sees them all). */
export const adminMenuOf = (role: AdminRole) =>
  adminScreens.flatMap(({ path, label, icon, roles }) =>
    icon && (role === 'manager' || roles?.includes(role)) ? [{ path, label, icon }] : [],
  );
