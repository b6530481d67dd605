import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useLayoutEffect } from 'react';
import { PageLoads } from '../ui/navigation';
import { cssVariablesResolver, theme } from './theme';

/**
 * What an island's root holds around it, on the server and in the browser alike: the theme (its CSS variables and
 * global classes are the page's already), the answers the page was rendered from, and the page's address for its links,
 * which load pages (a visitor's public pages are whole pages from the server, cheap from its answer cache).
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
        <PageLoads location={location}>{children}</PageLoads>
      </QueryClientProvider>
    </MantineProvider>
  );
}
