/// <reference types="node" />
// The server build's stand-in for query-client.ts (vite.config.ts swaps it in): loaders and components import the
// one `queryClient`, but on the server every page is rendered with a client of its own, so that two visitors' pages
// rendered at the same time never share answers. `queryClient` forwards to the client of the render in progress.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { QueryClient } from '@tanstack/react-query';

export { newQueryClient } from './query-client';

export const renderClient = new AsyncLocalStorage<QueryClient>();

export const queryClient = new Proxy({} as QueryClient, {
  get(_, key) {
    const client = renderClient.getStore();
    if (!client) throw new Error('queryClient used outside a server render');
    const value = Reflect.get(client, key, client);
    return typeof value === 'function' ? value.bind(client) : value;
  },
});
