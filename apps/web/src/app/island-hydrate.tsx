import 'virtual:mantine-rest.css';
// An island's hydration in a visitor's browser (app/islands.ts loads this with the island's component, when the
// island is first touched): Preact (React's stand-in in the islands' build, build/islands.ts), the theme and the
// answers of the page come with the first island, once.
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { render } from 'preact';
import type { ComponentType } from 'react';
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

/**
 * Hydrates the island's element with its component and props; `onLive` runs as Preact commits it. Preact's `render`
 * into the server's elements keeps them (a field keeps its focus and what was typed) and sets their attributes to the
 * component's: the ids the server's React gave (a label's, a menu's) become Preact's, as the parts it adds later
 * refer to them. Its `hydrate` would keep the server's, and a menu opened later would name a target that is not there.
 */
export function hydrateIsland(
  element: HTMLElement,
  Component: ComponentType<never>,
  props: object,
  onLive: () => void,
): void {
  const Island = Component as ComponentType<object>;
  render(
    (
      <IslandRoot client={pageClient()} location={window.location.pathname + window.location.search} onLive={onLive}>
        <Island {...props} />
      </IslandRoot>
    ) as never, // a React element in the type checker's eyes, Preact's in the islands' build
    element,
  );
}
