// The server's renderer of public pages (built by `vite build --ssr` into dist-ssr/, loaded by the server): a visitor
// and a search engine get the page with its content in the HTML; a visitor's browser hydrates its islands with the
// same answers (islands.ts). Pages that depend on the browser's stored session are built in the browser
// (BROWSER_ONLY_ROUTES).
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { titleAndMetaQuery } from '../features/site/api/get-title-and-meta';
import { setFetch } from '../lib/http';
import { deepest } from '../lib/route-title';
import { type IslandProps, renderIslandsWith } from '../ui/island';
import { IslandRoot } from './island-root';
import { ISLANDS } from './island-table';
import { Providers } from './providers';
import { newQueryClient, queryClient, renderClient } from './query-client.server';
import { BROWSER_ONLY_ROUTES, NOT_FOUND_ID, routes, SITE_SEGMENT_ID } from './router';
import { renderedStateBlock } from './ssr-state';

/**
 * A rendered page: the markup of #root, the data block its islands are hydrated with (to put after it), and the title
 * and description the app gives it (a visitor's page has no app to set them).
 */
export type RenderedPage = { status: number; root: string; state: string; title: string; description?: string };

/** How long a page waits for the calls its loaders started without waiting; a slower part loads in the browser. */
const SETTLE_MS = 2_000;

/** Resolves when no call of the page is running any more (or after SETTLE_MS). */
function settled(client: QueryClient): Promise<void> {
  if (!client.isFetching()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, SETTLE_MS);
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (!client.isFetching()) done();
    });
  });
}

/**
 * The renderer, given how to make a call of the page (the server answers it in process). `render` answers null for a
 * page it does not render: one built in the browser, one a loader redirects (a member page, for a visitor), one
 * whose loader failed (the browser shows the error page, as it would have).
 */
export function createRenderer(fetcher: typeof fetch) {
  setFetch(fetcher);
  // each island of a page is a root of its own, as the browser hydrates it (ui/island.tsx), with the page's answers;
  // their components are loaded before the first page
  const islands = new Map<string, ComponentType<IslandProps>>();
  const islandsLoaded = Promise.all(
    Object.entries(ISLANDS).map(async ([name, load]) => {
      islands.set(name, (await load()) as ComponentType<IslandProps>);
    }),
  );
  renderIslandsWith((name, prefix, location, props) => {
    const Island = islands.get(name);
    if (!Island) throw new Error(`no island ${name}`);
    return renderToString(
      <IslandRoot client={queryClient} location={location}>
        <Island {...props} />
      </IslandRoot>,
      { identifierPrefix: prefix },
    );
  });
  const handler = createStaticHandler(routes);
  return async function render(url: string): Promise<RenderedPage | null> {
    const matches = matchRoutes(routes, new URL(url).pathname);
    if (!matches || matches.some(({ route }) => route.id && BROWSER_ONLY_ROUTES.has(route.id))) return null;
    await islandsLoaded;
    const client = newQueryClient({ retry: false });
    return renderClient.run(client, async () => {
      const context = await handler.query(new Request(url));
      if (context instanceof Response || context.errors) return null;
      await settled(client);
      const router = createStaticRouter(handler.dataRoutes, context);
      const { prelude } = await prerender(
        <Providers client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>,
        {
          // every part inline, in place: no out-of-order parts completed by inline scripts, which the site's
          // Content Security Policy refuses
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onError: (error) => console.error('render', error),
        },
      );
      const root = await new Response(prelude).text();
      const state = renderedStateBlock({ queries: dehydrate(client) });
      // named as the app names it (root-layout.tsx): the deepest route's title, then the site's
      const matches = context.matches.map(({ route, pathname, params }) => ({
        id: route.id,
        pathname,
        params,
        data: context.loaderData[route.id],
        loaderData: context.loaderData[route.id],
        handle: route.handle,
      }));
      const site = client.getQueryData(titleAndMetaQuery().queryKey)?.baslik || 'Tedarik';
      const own = deepest(matches, 'title');
      // a path the site does not have shows the not-found page, with its status (no soft 404 for search engines)
      const missing = (context.loaderData[SITE_SEGMENT_ID] as { id?: string } | undefined)?.id === NOT_FOUND_ID;
      return {
        status: missing ? 404 : context.statusCode,
        root,
        state,
        title: own ? `${own} | ${site}` : site,
        description: deepest(matches, 'description'),
      };
    });
  };
}
