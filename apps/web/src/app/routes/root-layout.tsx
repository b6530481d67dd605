import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { titleAndMetaQuery } from '../../features/site/api/get-title-and-meta';
import { useRouteTitle } from '../../lib/route-title';
import { NavigationProgress } from '../../ui/navigation-progress';

const Overlays = lazy(() => import('../overlays'));

function setMeta(name: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  tag.content = content;
}

/** Title and meta of every page from GET /api/TitleandMeta; a page's own title comes first ('Ürünler | Site'). */
export function RootLayout() {
  const { data: site } = useQuery(titleAndMetaQuery());
  const pageTitle = useRouteTitle();

  useEffect(() => {
    const siteTitle = site?.baslik || 'Tedarik';
    document.title = pageTitle ? `${pageTitle} | ${siteTitle}` : siteTitle;
  }, [site?.baslik, pageTitle]);

  useEffect(() => {
    if (!site) return;
    setMeta('description', site.metadess);
    setMeta('keywords', site.metakey);
  }, [site]);

  return (
    <>
      <NavigationProgress />
      <ScrollRestoration />
      <Outlet />
      <Suspense fallback={null}>
        <Overlays />
      </Suspense>
    </>
  );
}
