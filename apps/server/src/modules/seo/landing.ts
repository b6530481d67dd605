// What a page adds to <head> for search engines (issue 52 item 1): its canonical address, `noindex` for a landing
// page without a company, and its structured data (structured-data.ts). The landing pages' own title and description.
import { LANDING_PAGE_SIZE, landingPath, landingTitle } from '@tedarik/contract/landing/public';
import type { Db } from '../../db/client';
import { tag } from '../../platform/cache';
import type { AppContext } from '../../platform/context';
import { landingPage } from '../landing/service';
import { breadcrumbList, type Crumb, organizationList } from './structured-data';

export interface MetaOptions {
  /** the site's address (canonical links are absolute) */
  publicUrl: string;
  /** the page's query (?sayfa=n) */
  search: URLSearchParams;
  ctx: Pick<AppContext, 'cache' | 'clock'>;
}

export interface Head {
  /** the page's path (and query) as the site names it */
  canonical?: string;
  noindex?: boolean;
  /** schema.org objects, each one `<script type="application/ld+json">` */
  jsonLd?: object[];
  publicUrl: string;
}

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside a script element: '<' escaped, so that no text in it can close the element ('</script>'). */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export function headOf(head: Head): string {
  return [
    head.canonical && `<link rel="canonical" href="${escapeAttr(head.publicUrl + head.canonical)}" />`,
    head.noindex && '<meta name="robots" content="noindex, follow" />',
    ...(head.jsonLd ?? []).map((o) => `<script type="application/ld+json">${scriptJson(o)}</script>`),
  ]
    .filter(Boolean)
    .join('');
}

/** ?sayfa=n as a page number (1 for anything else). */
export const pageOf = (search: URLSearchParams) => {
  const n = Number(search.get('sayfa'));
  return Number.isInteger(n) && n > 1 ? n : 1;
};

/**
 * /imalatcilar/{category}/{province}: null (404) for an unknown link; a page without a company is `noindex`. The
 * canonical address is the page's own, its links lower-case (`?sayfa=n` kept past the first page). Its structured
 * data: the breadcrumbs and the page's companies. The page is read as its call reads it (one cached answer for both).
 */
export async function landingMeta(db: Db, categorySlug: string, provinceSlug: string | undefined, opts: MetaOptions) {
  const page = pageOf(opts.search);
  const key = `landing-meta:${JSON.stringify([categorySlug.toLowerCase(), provinceSlug?.toLowerCase(), page])}`;
  const data = await opts.ctx.cache
    .value(key, { tags: [tag.public] }, () =>
      landingPage({ ...opts.ctx, db }, { category: categorySlug, province: provinceSlug, page }),
    )
    .catch(() => null);
  if (!data) return null;
  const { category, province } = data;
  const title = landingTitle(category.name, province?.name);
  const crumbs: Crumb[] = [
    { name: 'Ana Sayfa', path: '/' },
    ...data.path.map((c) => ({ name: c.name, path: landingPath(c.slug) })),
    ...(province ? [{ name: province.name, path: landingPath(category.slug, province.slug) }] : []),
  ];
  const companies = data.companies.map((c) => ({
    name: c.name,
    path: `/firma-${c.slug}-${c.id}`,
    city: c.city,
    rating: c.reputation && {
      average: c.reputation.average === null ? null : Number(c.reputation.average),
      count: c.reputation.ratings,
    },
  }));
  return {
    title,
    description: `${province ? `${province.name} ilindeki ` : ''}${category.name} imalatçıları: onaylı firmalar, ürünleri ve açık talepler. Ücretsiz talep oluşturun, teklif alın.`,
    head: {
      publicUrl: opts.publicUrl,
      canonical: `${landingPath(category.slug, province?.slug)}${page > 1 ? `?sayfa=${page}` : ''}`,
      noindex: companies.length === 0,
      jsonLd: [
        breadcrumbList(opts.publicUrl, crumbs),
        ...(companies.length
          ? [organizationList(opts.publicUrl, title, companies, (page - 1) * LANDING_PAGE_SIZE + 1)]
          : []),
      ],
    } satisfies Head,
  };
}
