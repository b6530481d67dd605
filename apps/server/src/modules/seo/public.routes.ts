// robots.txt and the sitemap: home, sectors and categories, open requests, companies, their products, blog posts,
// announcements and pages, each list asked of the service that owns it. A sitemap file holds at most 50,000 links
// (sitemaps.org), and a marketplace has millions: /sitemap.xml is an index of parts, the fixed pages in one, and the
// requests, companies and products in parts of PART_IDS ids each (id ranges: each part is one index range scan, and a
// part's address stays the same as rows come and go). The index is cached for a minute per process. The
// manufacturers' landing pages that list a company (issue 52 item 1: the others are noindex) are parts of their own,
// their list read in one pass (landing/service.ts indexableLandings) and cached with the index.

import { landingPath } from '@tedarik/contract/landing/public';
import { max } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/members';
import { products } from '../../db/schema/products';
import { requests } from '../../db/schema/requests';
import { tag } from '../../platform/cache';
import type { AppContext } from '../../platform/context';
import { sendEncoded } from '../../platform/encoded';
import { sendText } from '../../platform/reply';
import { categoryLinks } from '../catalog/service';
import { contentLinks } from '../content/service';
import { indexableLandings } from '../landing/service';
import { publicCompanyLinks } from '../members/service';
import { publicProductLinks } from '../products/service';
import { productLink } from '../products/wire';
import { publicRequestIds } from '../requests/service';

const PART_IDS = 50_000;

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const urlset = (base: string, paths: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths
    .map((p) => `  <url><loc>${escapeXml(base + p)}</loc></url>`)
    .join('\n')}\n</urlset>\n`;

/** The parts of many rows: their links for the ids in [from, to], and their table (for the highest id). */
const PARTS = {
  talepler: {
    table: requests,
    links: async (db: Db, from: number, to: number) =>
      (await publicRequestIds(db, from, to)).map((id) => `/talep-detay-${id}`),
  },
  firmalar: {
    table: members,
    links: async (db: Db, from: number, to: number) =>
      (await publicCompanyLinks(db, from, to)).map((c) => `/firma-${c.slug}-${c.id}`),
  },
  urunler: {
    table: products,
    links: async (db: Db, from: number, to: number) =>
      (await publicProductLinks(db, from, to)).map((p) => `/firmaurun-${productLink(p.name)}-${p.id}`),
  },
};
type PartKind = keyof typeof PARTS;

/** The landing pages that list a company: each category's, then each (category, province) pair's. */
async function landingLinks(db: Db) {
  const { categories, pairs } = await indexableLandings(db);
  return [...categories.map((c) => landingPath(c)), ...pairs.map(([c, p]) => landingPath(c, p))];
}

async function sitemapIndex(db: Db, base: string, landings: number) {
  const highest = await Promise.all(
    Object.values(PARTS).map(({ table }) =>
      db
        .select({ id: max(table.id) })
        .from(table)
        .then(([r]) => r.id ?? 0),
    ),
  );
  const parts = [
    '/sitemap-sayfalar.xml',
    ...Object.keys(PARTS).flatMap((kind, i) =>
      Array.from({ length: Math.ceil(highest[i] / PART_IDS) }, (_, n) => `/sitemap-${kind}-${n + 1}.xml`),
    ),
    ...Array.from({ length: Math.ceil(landings / PART_IDS) }, (_, n) => `/sitemap-imalatcilar-${n + 1}.xml`),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts
    .map((p) => `  <sitemap><loc>${escapeXml(base + p)}</loc></sitemap>`)
    .join('\n')}\n</sitemapindex>\n`;
}

/** The fixed pages, the categories and the content (thousands at most). */
async function fixedPages(db: Db, base: string) {
  const [cats, content] = await Promise.all([categoryLinks(db), contentLinks(db)]);
  return urlset(base, [
    '/',
    '/urunler',
    '/talepler',
    '/blog',
    '/duyuru',
    '/sss',
    '/contact',
    ...cats.flatMap((c) => [`/urunler-${c.slug}`, `/talepler-${c.slug}`]),
    ...content.posts.map((p) => `/${p.type === 2 ? 'duyuru' : 'blog'}-${p.slug}`),
    ...content.pages.map((p) => `/sayfa-${p.slug}`),
  ]);
}

/** The API reference's group of these, and its words for each. */
const crawlers = (operationId: string, summary: string, description: string) => ({
  schema: { tags: ['Herkese açık · Arama motorları'], operationId, summary, description },
});

export const seoPublicRoutes: FastifyPluginAsync<AppContext> = async (app, { db, publicUrl, cache }) => {
  // a part appears in the index within a minute (issue 10: no stale cache beyond a minute); parts are read live
  // cached as bytes, which go out compressed once (platform/encoded.ts)
  const cachedXml = (key: string, make: () => Promise<string>) => () =>
    cache.value(key, { tags: [tag.public], ttl: 60_000 }, async () => Buffer.from(await make()));
  // the landing pages are one pass over every open product (a third of a second at a million): read once a minute
  // at most, whatever is written meanwhile (a page appears or leaves within the minute), not after every write
  const landings = () => cache.value('sitemap:landings', { tags: [], ttl: 60_000 }, () => landingLinks(db));
  const index = cachedXml('sitemap:index', async () => sitemapIndex(db, publicUrl, (await landings()).length));
  const pages = cachedXml('sitemap:pages', () => fixedPages(db, publicUrl));
  const cachedBytes = (doc: ReturnType<typeof crawlers>) => ({ ...doc, compress: false as const });
  const xml = 'application/xml; charset=utf-8';
  const robots = crawlers(
    'getRobotsTxt',
    'robots.txt',
    'Arama motorlarının tarama kuralları ve site haritasının adresi.',
  );
  app.get('/robots.txt', robots, async (_req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        [
          'User-agent: *',
          'Disallow: /adminimt',
          'Disallow: /account-',
          'Disallow: /Account-',
          'Disallow: /destek',
          'Disallow: /api/',
          'Disallow: /adn_api/',
          `Sitemap: ${publicUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );
  const sitemap = crawlers('getSitemapIndex', 'Site haritası dizini', 'Site haritalarının dizini (XML).');
  const fixed = crawlers('getSitemapPages', 'Sayfaların site haritası', 'Sabit sayfalar, duyurular ve blog (XML).');
  const sitemapPart = crawlers(
    'getSitemapPart',
    'Site haritasının bir parçası',
    'Taleplerin, firmaların, ürünlerin veya imalatçı sayfalarının bir parçası: `talepler-1.xml` gibi (XML).',
  );
  app.get('/sitemap.xml', cachedBytes(sitemap), async (req, reply) => sendEncoded(req, reply.type(xml), await index()));
  app.get('/sitemap-sayfalar.xml', cachedBytes(fixed), async (req, reply) =>
    sendEncoded(req, reply.type(xml), await pages()),
  );
  app.get<{ Params: { part: string } }>('/sitemap-:part', sitemapPart, async (req, reply) => {
    const [, kind, n] = /^(talepler|firmalar|urunler|imalatcilar)-([1-9]\d{0,5})\.xml$/.exec(req.params.part) ?? [];
    if (!kind) return sendText(reply, 'Bulunamadı.', 404);
    if (kind === 'imalatcilar') {
      const part = (await landings()).slice((Number(n) - 1) * PART_IDS, Number(n) * PART_IDS);
      return part.length ? reply.type(xml).send(urlset(publicUrl, part)) : sendText(reply, 'Bulunamadı.', 404);
    }
    const from = (Number(n) - 1) * PART_IDS + 1;
    const links = await PARTS[kind as PartKind].links(db, from, from + PART_IDS - 1);
    return reply.type(xml).send(urlset(publicUrl, links));
  });
};
