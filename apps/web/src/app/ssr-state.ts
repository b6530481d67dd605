// What a page the server rendered carries for its islands (islands.ts): the answers of the calls the page was
// rendered from, as JSON in a data block after #root (a data block is no script, so the
// site's Content Security Policy, which allows no inline script, holds).
import type { DehydratedState } from '@tanstack/react-query';

export const RENDERED_STATE_ID = 'ssr-state';

type RenderedState = { queries: DehydratedState };

/** The data block, with '<' escaped so that no text in it can close the element. */
export const renderedStateBlock = (state: RenderedState) =>
  `<script type="application/json" id="${RENDERED_STATE_ID}">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;

export function readRenderedState(): RenderedState | undefined {
  const text = document.getElementById(RENDERED_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as RenderedState;
  } catch {
    return undefined;
  }
}
