// robots.txt and sitemap.xml: home, sectors and categories, open requests, companies, their products, blog posts,
// announcements and pages, each list asked of the service that owns it. Cached for an hour per process.
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { cached } from '../../platform/cache';
import type { AppContext } from '../../platform/context';
import { categoryLinks } from '../catalog/service';
import { contentLinks } from '../content/service';
import { publicCompanyLinks } from '../members/service';
import { publicProductLinks } from '../products/service';
import { productLink } from '../products/wire';
import { publicRequestIds } from '../requests/service';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function sitemap(db: Db, base: string) {
  const [cats, requestIds, companies, products, content] = await Promise.all([
    categoryLinks(db),
    publicRequestIds(db),
    publicCompanyLinks(db),
    publicProductLinks(db),
    contentLinks(db),
  ]);
  const paths = [
    '/',
    '/urunler',
    '/talepler',
    '/blog',
    '/duyuru',
    '/sss',
    '/contact',
    ...cats.flatMap((c) => [`/urunler-${c.slug}`, `/talepler-${c.slug}`]),
    ...requestIds.map((id) => `/talep-detay-${id}`),
    ...companies.map((c) => `/firma-${c.slug}-${c.id}`),
    ...products.map((p) => `/firmaurun-${productLink(p.name)}-${p.id}`),
    ...content.posts.map((p) => `/${p.type === 2 ? 'duyuru' : 'blog'}-${p.slug}`),
    ...content.pages.map((p) => `/sayfa-${p.slug}`),
  ];
  const urls = paths.map((p) => `  <url><loc>${escapeXml(base + p)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** The API reference's group of these two. */
const CRAWLERS = { schema: { tags: ['Herkese açık · Arama motorları'] } };

export const seoRoutes: FastifyPluginAsync<AppContext> = async (app, { db, publicUrl, clock }) => {
  // a product or request that closes leaves the sitemap within a minute (issue 10: no stale cache beyond a minute)
  const map = cached(60_000, () => sitemap(db, publicUrl), clock);
  app.get('/robots.txt', CRAWLERS, async (_req, reply) =>
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
  app.get('/sitemap.xml', CRAWLERS, async (_req, reply) =>
    reply.type('application/xml; charset=utf-8').send(await map()),
  );
};
