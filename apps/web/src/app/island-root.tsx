import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useLayoutEffect } from 'react';
import { createPath, type Navigator, parsePath, Router } from 'react-router';
import { cssVariablesResolver, theme } from './theme';

/**
 * A link or a navigation inside an island loads the page: a visitor's public pages are whole pages from the server
 * (its answer cache makes them cheap), with no router in the browser.
 */
const pageLoads: Navigator = {
  createHref: (to) => createPath(typeof to === 'string' ? parsePath(to) : to),
  go: (delta) => window.history.go(delta),
  push: (to) => window.location.assign(createPath(typeof to === 'string' ? parsePath(to) : to)),
  replace: (to) => window.location.replace(createPath(typeof to === 'string' ? parsePath(to) : to)),
};

/**
 * What an island's root holds around it, on the server and in the browser alike: the theme (its CSS variables and
 * global classes are the page's already), the answers the page was rendered from, and the page's address for the
 * router's links and hooks.
 */
export function IslandRoot({
  client,
  location,
  onLive,
  children,
}: {
  client: QueryClient;
  location: string;
  /** In the browser: called as the hydration commits (the outermost layout effect: its children's ran before). */
  onLive?: () => void;
  children: ReactNode;
}) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at the hydration's commit
  useLayoutEffect(() => onLive?.(), []);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      withCssVariables={false}
      withGlobalClasses={false}
    >
      <QueryClientProvider client={client}>
        <Router location={location} navigator={pageLoads} static={typeof window === 'undefined'}>
          {children}
        </Router>
      </QueryClientProvider>
    </MantineProvider>
  );
}
