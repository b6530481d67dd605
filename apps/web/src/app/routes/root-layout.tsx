import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { titleAndMetaQuery } from '../../features/site/api/get-title-and-meta';
import { useRouteDescription, useRouteTitle } from '../../lib/route-title';
import { NavigationProvider } from '../../ui/navigation';
import { NavigationProgress } from '../../ui/navigation-progress';
import { routerNavigation } from '../router-navigation';

const Overlays = lazy(() => import('../overlays'));

// Mantine's confirm dialogs are window events that only the overlays' host (a lazy chunk) listens to: a click that
// asks for one before the host is in (a page whose data came first) would be lost. Kept here until it mounts, then
// asked again (overlays.tsx).
const early: CustomEvent[] = [];
const keep = (event: Event) => early.push(event as CustomEvent);
const CONFIRM = 'mantine-modals:openConfirmModal';
if (typeof window !== 'undefined') window.addEventListener(CONFIRM, keep);
const replayEarly = () => {
  window.removeEventListener(CONFIRM, keep);
  for (const event of early.splice(0)) window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail }));
};

function setMeta(name: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  tag.content = content;
}

/**
 * Title and meta of every page: the page's own title first ('Ürünler | Site'), its own description or else the
 * site's (GET /api/TitleandMeta).
 */
export function RootLayout() {
  const { data: site } = useQuery(titleAndMetaQuery());
  const pageTitle = useRouteTitle();
  const pageDescription = useRouteDescription();

  // The page is live (built in the browser): the journeys wait for this before they act (islands.ts sets it too).
  useEffect(() => {
    document.documentElement.dataset.live = '';
  }, []);

  useEffect(() => {
    const siteTitle = site?.baslik || 'Tedarik';
    document.title = pageTitle ? `${pageTitle} | ${siteTitle}` : siteTitle;
  }, [site?.baslik, pageTitle]);

  useEffect(() => {
    if (pageDescription || site) setMeta('description', pageDescription || site?.metadess || '');
    if (site) setMeta('keywords', site.metakey);
  }, [site, pageDescription]);

  return (
    <NavigationProvider value={routerNavigation}>
      <NavigationProgress />
      <ScrollRestoration />
      <Outlet />
      <Suspense fallback={null}>
        <Overlays onMount={replayEarly} />
      </Suspense>
    </NavigationProvider>
  );
}
