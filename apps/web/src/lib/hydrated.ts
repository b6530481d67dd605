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
