// The route table of the three audiences: the public site, the member area (/account-d*, lazy) and the back-office
// (/adminimt/*, lazy). Paths are the spec's (§2 of both specs); React Router matches them case-insensitively.
// Hyphenated families with a parameter ('/talep-detay-{id}', '/adminimt/uye-detay-{id}', …) cannot be React Router
// paths; each area ends in a splat route that matches them by regex: see segment-match.ts. The member area and the
// back-office each have one table of screens, static paths included, read by their splat route.
import { SITE_PAGES, type SitePage } from '@tedarik/contract/pages';
import { type RouteObject, redirect } from 'react-router';
import type { RouteHandle } from '../lib/route-title';
import { NotFound } from '../ui/not-found';
import { PageLoader } from '../ui/page-loader';
import { RouteError } from '../ui/route-error';
import { redirectAdmin, redirectMember, requireAdmin, requireMember, siteLoader } from './loaders';
import { RootLayout } from './routes/root-layout';
import { SiteLayout } from './routes/site/site-layout';
import { matchSegment } from './segment-match';
import { segmentRoute } from './segment-route';
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
    path: 'teklif-Olustur',
    ...section(SITE_PAGES.createRequest),
    lazy: () => import('./routes/site/create-request'),
  },
  // the manufacturers' landing pages (issue 52 item 1), named after their category and province
  { path: 'imalatcilar/:category/:province?', lazy: () => import('./routes/site/manufacturers') },
  {
    path: 'Qr',
    ...section(SITE_PAGES.qr),
    lazy: () => import('./routes/site/qr'),
  },
];

/**
 * The doors into the member area: the server's pages for a visitor, their forms islands (decision 0050). A member's
 * browser builds them in the app, whose loaders send the member on (to the dashboard, or the page ?donus= names).
 */
const doorRoutes: RouteObject[] = [
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
];

/** Pages of the stored session or of a mailed link: the browser builds them. */
const accountEntryRoutes: RouteObject[] = [
  { path: 'account-aktivasyon', ...titled('Hesap Aktivasyonu'), lazy: () => import('./routes/account/activation') },
  { path: 'account-sifre-sifirla', ...titled('Şifre Sıfırla'), lazy: () => import('./routes/account/reset-password') },
  { path: 'account-eposta-onay', ...titled('E-posta Onayı'), lazy: () => import('./routes/account/confirm-email') },
  {
    path: 'account-giris-baglantisi',
    ...titled('Giriş Bağlantısı'),
    lazy: () => import('./routes/account/login-link'),
  },
  { path: 'account-logout', ...titled('Çıkış'), lazy: () => import('./routes/account/logout') },
];

/**
 * The paths the spec routes for members without a screen of their own (the profile form, the activation-code page).
 * Every member screen is in the member area's table (routes/account/screens.ts), which the site's splat route reads.
 */
const memberRedirects: RouteObject = {
  id: 'member',
  loader: requireMember,
  children: [
    { path: 'account-d-detay-update-information', loader: () => redirect('/account-d-detay-tercih') },
    { path: 'account-d-detay-Reactivation', loader: () => redirect('/account-aktivasyon') },
  ],
};

/**
 * The page of a path the site's splat route takes: one of the site's hyphenated families, else a screen of the member
 * area, else the not-found page. The member screens come with the member frame's lazy chunk
 * (routes/account/member-layout.tsx), and with them their chunk lists and the menu's icons: listed here, they would
 * weigh on every visitor's first load, as the back-office screens' did (decision 0010).
 */
export const siteSegmentOf = async (segment: string) =>
  matchSegment(SITE_SEGMENTS, segment) ??
  (await import('./routes/account/member-layout')).memberScreenOf(segment) ?? { route: SITE_FALLBACK, params: {} };

/**
 * Every back-office screen, by the one table of routes/admin/screens.ts (lazy, and with it the screens' chunk lists
 * and the menu's icons); an unknown sub-path shows the dashboard (admin spec §2).
 */
const adminScreen = segmentRoute((segment) => import('./routes/admin/screens').then((m) => m.adminScreenOf(segment)));

const adminRoutes: RouteObject = {
  id: 'admin',
  path: 'adminimt',
  // Version check (admin spec §4) for every back-office page, the login included.
  lazy: () => import('./routes/admin/admin-root'),
  children: [
    { path: 'login', loader: redirectAdmin, ...titled('Yönetim Girişi'), lazy: () => import('./routes/admin/login') },
    { path: 'forpassword', ...titled('Şifremi Unuttum'), lazy: () => import('./routes/admin/forgot-password') },
    { path: 'sifre-sifirla', ...titled('Şifre Sıfırla'), lazy: () => import('./routes/admin/reset-password') },
    { path: 'giris-baglantisi', ...titled('Giriş Bağlantısı'), lazy: () => import('./routes/admin/login-link') },
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
              ...doorRoutes,
              { id: 'account-entry', children: accountEntryRoutes },
              memberRedirects,
              segmentRoute(siteSegmentOf, SITE_SEGMENT_ID),
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
 * member area, the activation, reset and logout pages, the back-office). Every other page of the site arrives rendered
 * for a visitor (entry-server.tsx), the doors into the member area included; the visitor's request form reads its
 * stored draft as an island.
 */
export const BROWSER_ONLY_ROUTES: ReadonlySet<string> = new Set(['account-entry', 'member', 'admin']);
