// The built web app (apps/web/dist): its files, and every other GET as one of its pages, served with its own title and
// description (for crawlers) and, for a public page, rendered with its content (pages.ts). A rendered page is cached
// like a public answer; unknown API paths stay 404.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { tag } from './cache';
import { sendEncoded } from './encoded';
import { inProcessFetch, type PageRenderer, withPage } from './pages';
import { sendText } from './reply';

export interface PageMeta {
  redirect?: string;
  missing?: boolean;
  title: string;
  description: string;
}
export interface WebAppOptions<M extends PageMeta> {
  db: Db;
  /** apps/web/dist; without it (API tests) every page is 404 */
  webRoot?: string;
  /** the web app's server renderer of public pages (apps/web/dist-ssr); without it pages are built in the browser */
  pageRenderer?: PageRenderer;
  /** the page's title, description… or where it moved (seo/page-meta.ts) */
  metaOf: (db: Db, pathname: string, search: URLSearchParams) => Promise<M>;
  withMeta: (html: string, meta: M) => string;
}

type Page = { status: number; html: Buffer };
type PageAnswer = { redirect: string } | Page;
const PAGES = { tags: [tag.public] };

export async function webApp<M extends PageMeta>(app: FastifyInstance, options: WebAppOptions<M>) {
  const { webRoot, db } = options;
  const indexHtml = webRoot && path.join(webRoot, 'index.html');
  const shell = indexHtml && existsSync(indexHtml) ? readFileSync(indexHtml, 'utf8') : undefined;
  if (webRoot && shell) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // the build's .br and .gz copies of each file go out as they are to a browser that takes them (apps/web/build/
      // precompress.ts); they are no files of their own
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  const renderPage = shell && options.pageRenderer?.(inProcessFetch(app));
  const cache = app.cache;

  const answerPage = async (pathAndQuery: string, log: FastifyBaseLogger): Promise<PageAnswer> => {
    const since = cache.since();
    const url = new URL(pathAndQuery, 'http://x');
    const meta = await options.metaOf(db, url.pathname, url.searchParams);
    if (meta.redirect) return { redirect: meta.redirect + url.search };
    const html = options.withMeta(shell ?? '', meta);
    if (meta.missing || !renderPage) return { status: meta.missing ? 404 : 200, html: Buffer.from(html) };
    const rendered = await renderPage(`http://x${pathAndQuery}`).catch((err: unknown) => {
      log.error({ err }, 'page render failed: the browser builds it');
      return null;
    });
    if (!rendered) return { status: 200, html: Buffer.from(html) };
    // named as the app names it: a visitor's page has no app to set its title once in the browser
    const named = options.withMeta(shell ?? '', {
      ...meta,
      title: rendered.title || meta.title,
      description: rendered.description || meta.description,
    });
    const page = { status: rendered.status, html: Buffer.from(withPage(named, rendered)) };
    cache.set(`page:${pathAndQuery}`, page, { ...PAGES, since, size: page.html.length });
    return page;
  };
  // Visitors asking for the same page while it is being made wait for that one answer: after a write, a burst of
  // visitors to the home page costs one render, not one each.
  const inFlight = new Map<string, Promise<PageAnswer>>();

  // A page goes out compressed once per cached page (encoded.ts): it is 20–250 KB of HTML. The files of the web app
  // and every other route have their own, more specific paths.
  app.get('/*', { schema: { hide: true }, compress: false }, async (req, reply) => {
    const apiPath = /^\/(api|adn_api|uploads|assets)(\/|$)/.test(req.url); // a missing chunk is no page
    if (apiPath || !shell) return sendText(reply, 'Bulunamadı.', 404);
    const page = ({ status, html }: Page) =>
      sendEncoded(req, reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8'), html);
    const cached = cache.get<Page>(`page:${req.url}`);
    if (cached) return page(cached);
    let answer = inFlight.get(req.url);
    if (!answer) {
      answer = answerPage(req.url, req.log).finally(() => inFlight.delete(req.url));
      inFlight.set(req.url, answer);
    }
    const made = await answer;
    return 'redirect' in made ? reply.redirect(made.redirect, 301) : page(made);
  });
}
