import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React hydrates a page the server rendered (and on the server), true in every other render, the first
 * render of a page built in the browser included. A form is disabled until then: what a visitor typed into the
 * server's HTML before the page came alive would be lost, and its button would send the form the browser's way.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );

/**
 * The markup of each `<ServerMarkup>` island of the page the server rendered, by island id, read just before React
 * hydrates it (start.tsx) and dropped once it has: the islands rendered later are pages of the browser's own.
 */
const islands = new Map<string, string>();

export function readIslands(root: HTMLElement) {
  for (const island of root.querySelectorAll<HTMLElement>('[data-island]'))
    islands.set(island.dataset.island ?? '', island.innerHTML);
}

export const islandMarkup = (id: string) => islands.get(id);

export const dropIslands = () => islands.clear();
