// The hyphenated families of the public site and the member area (spec §2), matched by the site's splat route.
// Order matters where prefixes overlap: 'firmaurun-' before 'firma-', page numbers before free links.
import type { SegmentRoute } from './segment-match';

// Screens of later issues: the title and the not-built notice. Imported lazily to keep this table free of React.
const notBuilt = () => import('./routes/segment-not-built');
const memberNotBuilt = () => import('./routes/account/member-segment-page');

export const SITE_SEGMENTS: readonly SegmentRoute[] = [
  { id: 'category-products', pattern: /^urunler-(?<link>.+)$/i, title: 'Ürünler', lazy: notBuilt },
  { id: 'category-requests', pattern: /^talepler-(?<link>.+)$/i, title: 'Talepler', lazy: notBuilt },
  { id: 'request', pattern: /^talep-detay-(?<id>\d+)$/i, title: 'Talep Detayı', lazy: notBuilt },
  { id: 'company-product', pattern: /^firmaurun-(?<link>.+)-(?<id>\d+)$/i, title: 'Firma Ürünü', lazy: notBuilt },
  { id: 'company', pattern: /^firma-(?<link>.+)-(?<id>\d+)$/i, title: 'Firma', lazy: notBuilt },
  { id: 'announcements', pattern: /^duyuru-(?<page>\d+)$/i, title: 'Duyurular', lazy: notBuilt },
  { id: 'announcement', pattern: /^duyuru-(?<link>.+)$/i, title: 'Duyurular', lazy: notBuilt },
  { id: 'blog', pattern: /^blog-(?<page>\d+)$/i, title: 'Blog', lazy: notBuilt },
  { id: 'blog-post', pattern: /^blog-(?<link>.+)$/i, title: 'Blog', lazy: notBuilt },
  // The spec's "static page route takes a title parameter" without naming the path: footer links use /sayfa-{link}.
  { id: 'page', pattern: /^sayfa-(?<link>.+)$/i, title: 'Sayfa', lazy: notBuilt },
  {
    id: 'support-ticket',
    pattern: /^destek-talep-detay-(?<id>\d+)$/i,
    title: 'Destek',
    access: 'member',
    lazy: notBuilt,
  },
  {
    id: 'member-request',
    pattern: /^account-d-detay-talep-(?<id>\d+)$/i,
    title: 'Talep Detayı',
    access: 'member',
    lazy: memberNotBuilt,
  },
  {
    id: 'member-offer',
    pattern: /^account-d-detay-teklif-(?<id>\d+)$/i,
    title: 'Teklifim',
    access: 'member',
    lazy: memberNotBuilt,
  },
  {
    id: 'member-product-image',
    pattern: /^account-d-detay-urun-icerik-gorsel-ekle-(?<id>\d+)$/i,
    title: 'Görsel Ekle',
    access: 'member',
    lazy: memberNotBuilt,
  },
  {
    id: 'member-product',
    pattern: /^account-d-detay-urun-icerik-(?<id>\d+)$/i,
    title: 'Ürün Detayı',
    access: 'member',
    lazy: memberNotBuilt,
  },
];
