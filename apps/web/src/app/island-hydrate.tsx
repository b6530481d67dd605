import 'virtual:mantine-rest.css';
// An island's hydration in a visitor's browser (app/islands.ts loads this with the island's component, when the
// island is first touched): React, the theme and the answers of the page come with the first island, once.
import { hydrate, type QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandRoot } from './island-root';
import { newQueryClient } from './query-client';
import { readRenderedState } from './ssr-state';

let client: QueryClient | undefined;

/** One data cache for the page's islands, filled with the answers the server rendered the page from. */
function pageClient(): QueryClient {
  if (!client) {
    client = newQueryClient();
    const rendered = readRenderedState();
    if (rendered) hydrate(client, rendered.queries);
  }
  return client;
}

/** Hydrates the island's element with its component and props; `onLive` runs as React commits it. */
export function hydrateIsland(
  element: HTMLElement,
  Component: ComponentType<never>,
  props: object,
  onLive: () => void,
): void {
  const Island = Component as ComponentType<object>;
  hydrateRoot(
    element,
    <IslandRoot client={pageClient()} location={window.location.pathname + window.location.search} onLive={onLive}>
      <Island {...props} />
    </IslandRoot>,
    { identifierPrefix: element.dataset.prefix },
  );
}
