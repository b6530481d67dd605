// The <title> and meta description of a page, written into index.html by the server, so crawlers that do not run
// JavaScript see the same title the web app sets. Pages with data (a request, a company, a product, a post, a
// static page) are named after it; the rest after their section; unknown data falls back to the site's.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogProducts, categories } from '../../db/schema/catalog';
import { pages, posts } from '../../db/schema/content';
import { members } from '../../db/schema/members';
import { products } from '../../db/schema/products';
import { requests } from '../../db/schema/requests';
import { summary } from '../../platform/html';
import { zRouteId } from '../../platform/paging';
import { publishingCompanySql } from '../packages/service';
import { publicRequestSql } from '../requests/service';
import { getSettings } from '../settings/service';

export interface PageMeta {
  /** a page named by data that does not exist (or is hidden): served with HTTP 404 */
  missing: boolean;
  title: string;
  description: string;
  keywords: string;
}

const SECTIONS: [RegExp, string][] = [
  [/^\/urunler/i, 'Ürünler'],
  [/^\/talepler/i, 'Talepler'],
  [/^\/blog(-\d+)?$/i, 'Blog'],
  [/^\/duyuru(-\d+)?$/i, 'Duyurular'],
  [/^\/sss$/i, 'Sıkça Sorulan Sorular'],
  [/^\/contact$/i, 'İletişim'],
  [/^\/teklif-olustur$/i, 'Teklif Oluştur'],
  [/^\/account-forgotpassword$/i, 'Şifremi Unuttum'],
  [/^\/qr$/i, 'Mobil Uygulamalarımız'],
  [/^\/account-login$/i, 'Giriş Yap'],
  [/^\/account-free-join$/i, 'Ücretsiz Üye Ol'],
];

/** A path id as a number the id columns can hold; 0 (matches nothing) otherwise. */
const idOf = (text: string) => zRouteId.safeParse(text).data ?? 0;

type Found = { title: string; description?: string } | undefined;
/** undefined: not a data page; null: a data page whose data is missing */
async function lookup(db: Db, path: string): Promise<Found | null> {
  // list pages first: '/blog-2' is page 2, not a post whose link is '2'
  const section = SECTIONS.find(([re]) => re.test(path));
  if (section && !/^\/(urunler|talepler)-/i.test(path)) return { title: section[1] };
  let m = /^\/(?:urunler|talepler)-(.+)$/i.exec(path);
  if (m && section) {
    const [c] = await db
      .select({ name: categories.name })
      .from(categories)
      .where(eq(categories.slug, decodeURIComponent(m[1])));
    return c ? { title: `${c.name} ${section[1]}` } : null;
  }
  m = /^\/talep-detay-(\d+)$/i.exec(path);
  if (m) {
    const [r] = await db
      .select({ q: requests.quantity, unit: requests.unit, detail: requests.detail, product: catalogProducts.name })
      .from(requests)
      .innerJoin(catalogProducts, eq(catalogProducts.id, requests.catalogProductId))
      .where(and(eq(requests.id, idOf(m[1])), publicRequestSql));
    return r
      ? { title: `${r.q.toLocaleString('tr-TR')} ${r.unit} ${r.product}`, description: summary(r.detail, 160) }
      : null;
  }
  m = /^\/firmaurun-.+-(\d+)$/i.exec(path);
  if (m) {
    const [p] = await db
      .select({ name: products.name, detail: products.detail, company: members.companyName })
      .from(products)
      .innerJoin(members, eq(members.id, products.memberId))
      .innerJoin(catalogProducts, eq(catalogProducts.id, products.catalogProductId))
      .where(
        and(
          eq(products.id, idOf(m[1])),
          eq(products.active, true),
          eq(catalogProducts.active, true),
          publishingCompanySql,
        ),
      );
    return p ? { title: `${p.name} – ${p.company}`, description: summary(p.detail, 160) } : null;
  }
  m = /^\/firma-.+-(\d+)$/i.exec(path);
  if (m) {
    const [c] = await db
      .select({ name: members.companyName, about: members.description })
      .from(members)
      .where(and(eq(members.id, idOf(m[1])), publishingCompanySql));
    return c ? { title: c.name, description: summary(c.about, 160) } : null;
  }
  m = /^\/(?:blog|duyuru)-(.+)$/i.exec(path);
  if (m) {
    const [p] = await db
      .select()
      .from(posts)
      .where(eq(posts.slug, decodeURIComponent(m[1])));
    return p ? { title: p.title, description: summary(p.body, 160) } : null;
  }
  m = /^\/(?:sayfa-(.+)|(uyelik-sozlesmesi))$/i.exec(path);
  if (m) {
    const [p] = await db
      .select()
      .from(pages)
      .where(eq(pages.slug, decodeURIComponent(m[1] ?? m[2])));
    return p ? { title: p.title, description: summary(p.body, 160) } : null;
  }
  return undefined;
}

export async function pageMeta(db: Db, path: string): Promise<PageMeta> {
  const site = await getSettings(db, 'site');
  const found = await lookup(db, path).catch(() => undefined);
  return {
    missing: found === null,
    title: found ? `${found.title} | ${site.baslik}` : site.baslik,
    description: found?.description || site.metadess,
    keywords: site.metakey,
  };
}

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** index.html with the page's title, description and keywords. */
export function withMeta(html: string, meta: PageMeta): string {
  // replacer functions, so '$&' and the like in member-written text stay text
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeAttr(meta.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"/,
      () => `<meta name="description" content="${escapeAttr(meta.description)}"`,
    )
    .replace(
      /<meta name="keywords" content="[^"]*"/,
      () => `<meta name="keywords" content="${escapeAttr(meta.keywords)}"`,
    );
}
