// The route table of the three audiences: the public site, the member area (/account-d*, lazy) and the back-office
// (/adminimt/*, lazy). Paths are the spec's (§2 of both specs); React Router matches them case-insensitively.
// Hyphenated families with a parameter ('/talep-detay-{id}', '/adminimt/uye-detay-{id}', …) cannot be React Router
// paths; each area ends in a splat route that matches them by regex: see segment-match.ts.
import { SITE_PAGES, type SitePage } from '@tedarik/contract/pages';
import { type HydrationState, matchRoutes, type RouteObject, redirect } from 'react-router';
import type { RouteHandle } from '../lib/route-title';
import { NotFound } from '../ui/not-found';
import { PageLoader } from '../ui/page-loader';
import { RouteError } from '../ui/route-error';
import { redirectAdmin, redirectMember, requireAdmin, requireMember, siteLoader } from './loaders';
import { RootLayout } from './routes/root-layout';
import { SiteLayout } from './routes/site/site-layout';
import { resolvedSegmentRoute, reviveSegment, segmentRoute } from './segment-route';
import { SITE_SEGMENTS } from './site-segments';

export const SITE_SEGMENT_ID = 'site-segment';
/** What a page the browser builds shows until its routes are ready (start.tsx), as the root's HydrateFallback. */
export const RouteLoading = PageLoader;
export const NOT_FOUND_ID = 'not-found';
const SITE_FALLBACK = {
  id: NOT_FOUND_ID,
  title: 'Sayfa Bulunamadı',
  lazy: async () => ({ Component: NotFound }),
};

const titled = (title: string, description?: string): { handle: RouteHandle } => ({
  handle: { title, description },
});
/** A section of the public site, titled from the table the server's page meta reads too. */
const section = (page: SitePage) => titled(page.title, page.description);

// Lists with a suffix (/urunler-{link}, /blog-2, …) share their page module with the bare path: both are in
// SITE_SEGMENTS. Every page module is a lazy chunk, the home page included: the entry chunk stays the shell.
const home = () => import('./routes/site/home');

const siteRoutes: RouteObject[] = [
  { index: true, ...section(SITE_PAGES.home), lazy: home },
  { path: 'index', ...section(SITE_PAGES.home), lazy: home },
  {
    path: 'contact',
    ...section(SITE_PAGES.contact),
    lazy: () => import('./routes/site/contact'),
  },
  {
    path: 'sss',
    ...section(SITE_PAGES.faq),
    lazy: () => import('./routes/site/faq'),
  },
  {
    id: 'create-request',
    path: 'teklif-Olustur',
    ...section(SITE_PAGES.createRequest),
    lazy: () => import('./routes/site/create-request'),
  },
  {
    path: 'Qr',
    ...section(SITE_PAGES.qr),
    lazy: () => import('./routes/site/qr'),
  },
];

const accountEntryRoutes: RouteObject[] = [
  {
    path: 'Account-Login',
    loader: redirectMember,
    ...section(SITE_PAGES.login),
    lazy: () => import('./routes/account/login'),
  },
  // its module's loader sends a member on and prefetches the cities and sectors (their calls stay out of the entry)
  { path: 'Account-Free-Join', ...section(SITE_PAGES.register), lazy: () => import('./routes/account/register') },
  {
    path: 'account-ForgotPassword',
    loader: redirectMember,
    ...section(SITE_PAGES.forgotPassword),
    lazy: () => import('./routes/account/forgot-password'),
  },
  { path: 'account-aktivasyon', ...titled('Hesap Aktivasyonu'), lazy: () => import('./routes/account/activation') },
  { path: 'account-sifre-sifirla', ...titled('Şifre Sıfırla'), lazy: () => import('./routes/account/reset-password') },
  { path: 'account-eposta-onay', ...titled('E-posta Onayı'), lazy: () => import('./routes/account/confirm-email') },
  { path: 'account-logout', ...titled('Çıkış'), lazy: () => import('./routes/account/logout') },
];

/**
 * A member page: routed and named here, and shown by the member layout from its table (routes/account/member-pages.ts,
 * in the member area's lazy chunk), which fetches the page's chunk as soon as the layout's own is in. Listed here, the
 * pages' chunk lists would weigh on every visitor's first load, as the back-office screens' did (decision 0010).
 */
const memberPage = (path: string, title: string): RouteObject => ({ id: `member:${path}`, path, ...titled(title) });

/** /account-d*: the member shell (lazy) around every member page; visitors go to /Account-Login. */
const memberRoutes: RouteObject = {
  id: 'member',
  loader: requireMember,
  lazy: () => import('./routes/account/member-layout'),
  children: [
    memberPage('account-d', 'Hesabım'),
    memberPage('account-d-detay-taleplerim', 'Taleplerim'),
    memberPage('account-d-detay-taleplerim-olustur', 'Talep Oluştur'),
    memberPage('account-d-detay-tekliflerim', 'Tekliflerim'),
    memberPage('account-d-detay-teklif-ver', 'Teklif Verilebilecek Talepler'),
    memberPage('account-d-detay-urunlerim', 'Ürünlerim'),
    memberPage('account-d-detay-urun-olustur', 'Ürün Ekle'),
    memberPage('account-d-detay-tercih', 'Profilim'),
    // routed by the spec without a screen of their own: the profile form, and the activation-code page
    { path: 'account-d-detay-update-information', loader: () => redirect('/account-d-detay-tercih') },
    { path: 'account-d-detay-Reactivation', loader: () => redirect('/account-aktivasyon') },
    memberPage('account-d-detay-logo', 'Logo'),
    // both package paths of the spec show the one package page
    memberPage('account-d-detay-paket', 'Paket Başvurusu'),
    memberPage('account-d-paket-basvuru', 'Paket Başvurusu'),
    memberPage('account-d-kullGunc', 'Kullanıcı Bilgileri'),
    memberPage('account-d-sifreGunc', 'Şifre Değiştir'),
    // The support desk is among the spec's public paths but shown only to logged-in members: in their shell.
    memberPage('destek', 'Destek'),
    memberPage('destek-yeni-talep', 'Yeni Destek Talebi'),
    // beyond the spec (issue 37; DESIGN §8: Turkish lower-case paths)
    memberPage('hesabim/talepler/:id/karsilastir', 'Teklif Karşılaştırma'),
  ],
};

/**
 * Every back-office screen, by the one table of routes/admin/screens.ts (lazy, and with it the screens' chunk lists
 * and the menu's icons); an unknown sub-path shows the dashboard (admin spec §2).
 */
const adminScreen = resolvedSegmentRoute((segment) =>
  import('./routes/admin/screens').then((m) => m.adminScreenOf(segment)),
);

const adminRoutes: RouteObject = {
  id: 'admin',
  path: 'adminimt',
  // Version check (admin spec §4) for every back-office page, the login included.
  lazy: () => import('./routes/admin/admin-root'),
  children: [
    { path: 'login', loader: redirectAdmin, ...titled('Yönetim Girişi'), lazy: () => import('./routes/admin/login') },
    { path: 'forpassword', ...titled('Şifremi Unuttum'), lazy: () => import('./routes/admin/forgot-password') },
    { path: 'sifre-sifirla', ...titled('Şifre Sıfırla'), lazy: () => import('./routes/admin/reset-password') },
    { path: 'logout', ...titled('Çıkış'), lazy: () => import('./routes/admin/logout') },
    {
      id: 'admin-shell',
      loader: requireAdmin,
      lazy: () => import('./routes/admin/admin-layout'),
      children: [
        // /adminimt itself: React Router matches it to the parent alone, not to the splat below
        { index: true, loader: adminScreen.loader, Component: adminScreen.Component, handle: adminScreen.handle },
        adminScreen,
      ],
    },
  ],
};

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoader,
    children: [
      {
        id: 'site',
        Component: SiteLayout,
        loader: siteLoader,
        children: [
          {
            // Errors of a page show inside the site's header and footer.
            ErrorBoundary: RouteError,
            children: [
              ...siteRoutes,
              { id: 'account-entry', children: accountEntryRoutes },
              memberRoutes,
              // Hyphenated public and member families; anything else is a 404.
              segmentRoute(SITE_SEGMENTS, SITE_FALLBACK, SITE_SEGMENT_ID),
            ],
          },
        ],
      },
      adminRoutes,
    ],
  },
];

/**
 * Pages the browser builds, never the server: what they show depends on the session stored in the browser (the
 * member area, the login and sign-up pages that send a member on, the request draft, the back-office). Every other
 * page of the site arrives rendered for a visitor (entry-server.tsx).
 */
export const BROWSER_ONLY_ROUTES: ReadonlySet<string> = new Set(['create-request', 'account-entry', 'member', 'admin']);

/**
 * Before a page the server rendered is hydrated: the lazy modules of its routes are loaded (the first render must be
 * the page, not a loading frame), and a segment page gets its component back.
 */
export async function prepareHydration(data: HydrationState, pathname: string): Promise<void> {
  await Promise.all(
    (matchRoutes(routes, pathname) ?? []).map(async ({ route }) => {
      if (typeof route.lazy === 'function') Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
  await reviveSegment(data.loaderData?.[SITE_SEGMENT_ID], SITE_SEGMENTS, SITE_FALLBACK);
}
