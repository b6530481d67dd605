// The hyphenated families of the public site and the member area (spec §2), matched by the site's splat route.
// Order matters where prefixes overlap: 'firmaurun-' before 'firma-', page numbers before free links. The bare list
// paths (/urunler, /talepler, /blog, /duyuru) are here too, so that one page module serves a list with and without
// its suffix. A page module's loader may name the page after its data (see segment-match.ts).
import { SITE_PAGES } from '@tedarik/contract/pages';
import type { SegmentRoute } from './segment-match';

// Page modules are imported lazily, which also keeps this table free of React.
const posts = () => import('./routes/site/posts');
/** A member page in the member area's frame, shown at once while the page loads inside it (issue 35). */
const memberFrame = (route: SegmentRoute) => import('./routes/account/member-layout').then((m) => m.framed(route));
const post = () => import('./routes/site/post');
const page = () => import('./routes/site/page');

export const SITE_SEGMENTS: readonly SegmentRoute[] = [
  {
    id: 'products',
    pattern: /^urunler(?:-(?<link>.+))?$/i,
    title: SITE_PAGES.products.title,
    lazy: () => import('./routes/site/products'),
  },
  {
    id: 'requests',
    pattern: /^talepler(?:-(?<link>.+))?$/i,
    title: SITE_PAGES.requests.title,
    lazy: () => import('./routes/site/requests'),
  },
  {
    id: 'request',
    pattern: /^talep-detay-(?<id>\d+)$/i,
    title: 'Talep Detayı',
    lazy: () => import('./routes/site/request-detail'),
  },
  {
    id: 'company-product',
    pattern: /^firmaurun-(?<link>.+)-(?<id>\d+)$/i,
    title: 'Firma Ürünü',
    lazy: () => import('./routes/site/company-product'),
  },
  {
    id: 'company',
    pattern: /^firma-(?<link>.+)-(?<id>\d+)$/i,
    title: 'Firma',
    lazy: () => import('./routes/site/company'),
  },
  {
    id: 'announcements',
    pattern: /^(?<kind>duyuru)(?:-(?<page>\d+))?$/i,
    title: SITE_PAGES.announcements.title,
    lazy: posts,
  },
  { id: 'announcement', pattern: /^duyuru-(?<link>.+)$/i, title: SITE_PAGES.announcements.title, lazy: post },
  { id: 'blog', pattern: /^(?<kind>blog)(?:-(?<page>\d+))?$/i, title: SITE_PAGES.blog.title, lazy: posts },
  { id: 'blog-post', pattern: /^blog-(?<link>.+)$/i, title: SITE_PAGES.blog.title, lazy: post },
  // The spec's "static page route takes a title parameter" without naming the path: footer links use /sayfa-{link}.
  { id: 'page', pattern: /^sayfa-(?<link>.+)$/i, title: 'Sayfa', lazy: page },
  { id: 'agreement', pattern: /^(?<link>uyelik-sozlesmesi)$/i, title: 'Üyelik Sözleşmesi', lazy: page },
  {
    id: 'support-ticket',
    pattern: /^destek-talep-detay-(?<id>\d+)$/i,
    title: 'Destek Talebi',
    access: 'member',
    frame: memberFrame,
    lazy: () => import('./routes/account/support-ticket'),
  },
  {
    id: 'member-request-edit',
    pattern: /^account-d-detay-talep-duzenle-(?<id>\d+)$/i,
    title: 'Talebi Düzenle',
    access: 'member',
    frame: memberFrame,
    lazy: () => import('./routes/account/edit-request'),
  },
  {
    id: 'member-request',
    pattern: /^account-d-detay-talep-(?<id>\d+)$/i,
    title: 'Talep Detayı',
    access: 'member',
    frame: memberFrame,
    lazy: () => import('./routes/account/my-request'),
  },
  {
    id: 'member-offer',
    pattern: /^account-d-detay-teklif-(?<id>\d+)$/i,
    title: 'Teklifim',
    access: 'member',
    frame: memberFrame,
    lazy: () => import('./routes/account/my-offer'),
  },
  {
    id: 'member-product-image',
    pattern: /^account-d-detay-urun-icerik-gorsel-ekle-(?<id>\d+)$/i,
    title: 'Görsel Ekle',
    access: 'member',
    frame: memberFrame,
    lazy: () => import('./routes/account/add-product-image'),
  },
  {
    id: 'member-product',
    pattern: /^account-d-detay-urun-icerik-(?<id>\d+)$/i,
    title: 'Ürün Detayı',
    access: 'member',
    frame: memberFrame,
    lazy: () => import('./routes/account/my-product'),
  },
];
