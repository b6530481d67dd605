// The member pages of the static /account-d* paths, by path in lower case (router.tsx `memberPage`): imported from
// this lazy chunk, not from the route table, so that the public site's entry does not carry their chunk lists
// (decision 0010, the back-office screens). The page opened is fetched as soon as this chunk is in (issue 35), and its
// data as soon as its own chunk is: the member frame shows meanwhile.
import type { ComponentType } from 'react';
import { lazyPage } from '../../lazy-page';

/** A member page's module: the page, and what it starts loading the moment its chunk is in. */
type PageModule = { Component: ComponentType; prefetch?: (url: URL) => void };

const page = (load: () => Promise<PageModule>) =>
  lazyPage(() =>
    load().then((m) => {
      m.prefetch?.(new URL(window.location.href));
      return m;
    }),
  );

const packages = page(() => import('./packages'));

const PAGES: Record<string, ReturnType<typeof page>> = {
  'account-d': page(() => import('./dashboard')),
  'account-d-detay-taleplerim': page(() => import('./my-requests')),
  'account-d-detay-taleplerim-olustur': page(() => import('./create-request')),
  'account-d-detay-tekliflerim': page(() => import('./my-offers')),
  'account-d-detay-teklif-ver': page(() => import('./offerable-requests')),
  'account-d-detay-urunlerim': page(() => import('./my-products')),
  'account-d-detay-urun-olustur': page(() => import('./create-product')),
  'account-d-detay-tercih': page(() => import('./profile')),
  'account-d-detay-logo': page(() => import('./logo')),
  'account-d-detay-paket': packages,
  'account-d-paket-basvuru': packages,
  'account-d-kullgunc': page(() => import('./change-email')),
  'account-d-sifregunc': page(() => import('./change-password')),
  destek: page(() => import('./support')),
  'destek-yeni-talep': page(() => import('./new-ticket')),
  'hesabim/talepler/:id/karsilastir': page(() => import('./comparison')),
};

/** The page of a member route (its id: 'member:{path}'), if it is one of the table's. */
export const memberPageOf = (routeId: string | undefined) =>
  routeId?.startsWith('member:') ? PAGES[routeId.slice('member:'.length).toLowerCase()] : undefined;

// The page opened directly: fetched now, beside the router's last steps and the frame's first render.
void PAGES[window.location.pathname.replace(/^\/+|\/+$/g, '').toLowerCase()]?.preload().catch(() => undefined);
