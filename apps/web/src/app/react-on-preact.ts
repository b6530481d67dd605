// `react` in the islands' build (build/islands.ts): Preact's React (preact/compat), and what it lacks of React 19 that
// Mantine imports. A visitor's islands are the same components the server renders with React and the app runs with it.
import { createElement, type ReactNode } from 'preact/compat';

// @ts-expect-error preact/compat's types are `export =`; its module (compat.mjs) has the named exports re-exported here
export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React 19.2's Activity, as Mantine's Transition uses it (a part kept mounted while it is hidden): hidden, its
 * children stay mounted, out of sight; no island keeps a part mounted, so this is never on a rendered page.
 */
export function Activity({ mode, children }: { mode?: 'visible' | 'hidden'; children?: ReactNode }) {
  return mode === 'hidden' ? createElement('div', { style: { display: 'none' } }, children) : children;
}
