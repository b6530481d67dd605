// The hyphenated families of the public site (spec §2), matched by the site's splat route before the member area's
// screens (routes/account/screens.ts).
// Order matters where prefixes overlap: 'firmaurun-' before 'firma-', page numbers before free links. The bare list
// paths (/urunler, /talepler, /blog, /duyuru) are here too, so that one page module serves a list with and without
// its suffix. A page module's loader may name the page after its data (see segment-match.ts).
import { SITE_PAGES } from '@tedarik/contract/pages';
import type { SegmentRoute } from './segment-match';

// Page modules are imported lazily, which also keeps this table free of React.
const posts = () => import('./routes/site/posts');
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
];
