// Public pages with their content in the HTML (issue 14): the web app's server build (apps/web/dist-ssr, see
// apps/web/src/app/entry-server.tsx) renders a page for a visitor, its calls answered in process by this server, and
// the page goes out inside index.html with the data its islands are hydrated with.
import type { FastifyInstance } from 'fastify';

/** A page rendered by the web app's server build: the markup of #root and the data block to put after it. */
export type RenderedPage = { status: number; root: string; state: string; title?: string; description?: string };
export type RenderPage = (url: string) => Promise<RenderedPage | null>;
/** The server build's `createRenderer`: given how to make a call, renders pages (null: the browser builds it). */
export type PageRenderer = (fetcher: typeof fetch) => RenderPage;

/** fetch for the renderer's calls (paths of this site), answered by `app.inject`: no socket, the same routes. */
export function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: String(input),
      headers: Object.fromEntries(headers),
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    const out = new Headers();
    for (const [name, value] of Object.entries(res.headers))
      if (value !== undefined) out.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.rawPayload, { status: res.statusCode, headers: out });
  };
}

/** index.html with the rendered page in #root and its data block after it. */
export function withPage(shell: string, page: RenderedPage): string {
  return shell.replace('<div id="root"></div>', () => `<div id="root">${page.root}</div>${page.state}`);
}
