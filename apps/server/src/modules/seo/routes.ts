// robots.txt and sitemap.xml: home, sectors and categories, open requests, companies, their products, blog posts,
// announcements and pages. Cached for an hour per process.
import { slugify } from '@tedarik/contract/text';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { catalogProducts, categories } from '../../db/schema/catalog';
import { pages, posts } from '../../db/schema/content';
import { members } from '../../db/schema/members';
import { products } from '../../db/schema/products';
import { requests } from '../../db/schema/requests';
import { cached } from '../../platform/cache';
import { publishingCompanySql } from '../packages/service';
import { publicRequestSql } from '../requests/service';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function sitemap(db: Db, base: string) {
  const [cats, reqs, companies, prods, allPosts, allPages] = await Promise.all([
    db.select({ slug: categories.slug }).from(categories),
    db.select({ id: requests.id }).from(requests).where(publicRequestSql),
    db.select({ id: members.id, slug: members.slug }).from(members).where(publishingCompanySql),
    db
      .select({ id: products.id, name: products.name })
      .from(products)
      .innerJoin(members, eq(members.id, products.memberId))
      .innerJoin(catalogProducts, eq(catalogProducts.id, products.catalogProductId))
      .where(and(eq(products.active, true), eq(catalogProducts.active, true), publishingCompanySql)),
    db.select({ slug: posts.slug, type: posts.type, on: posts.publishedOn }).from(posts),
    db.select({ slug: pages.slug }).from(pages),
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
    ...reqs.map((r) => `/talep-detay-${r.id}`),
    ...companies.map((c) => `/firma-${c.slug}-${c.id}`),
    ...prods.map((p) => `/firmaurun-${slugify(p.name)}-${p.id}`),
    ...allPosts.map((p) => `/${p.type === 2 ? 'duyuru' : 'blog'}-${p.slug}`),
    ...allPages.map((p) => `/sayfa-${p.slug}`),
  ];
  const urls = paths.map((p) => `  <url><loc>${escape(base + p)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export const seoRoutes: FastifyPluginAsync<{ db: Db; publicUrl: string }> = async (app, { db, publicUrl }) => {
  const map = cached(3_600_000, () => sitemap(db, publicUrl));
  app.get('/robots.txt', async (_req, reply) =>
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
  app.get('/sitemap.xml', async (_req, reply) => reply.type('application/xml; charset=utf-8').send(await map()));
};
