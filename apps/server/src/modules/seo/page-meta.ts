// The <title> and meta description of a page, written into index.html by the server, so crawlers that do not run
// JavaScript see the same title the web app sets. Pages with data (a request, a company, a product, a post, a
// static page) are named after it, found through the service that owns it; sections take their name from the
// shared table of site pages; unknown data falls back to the site's.
import { maskContacts } from '@tedarik/contract/conversations/masking';
import { zRouteId } from '@tedarik/contract/fields';
import { categoryListTitle, SITE_PAGES, sitePageOf } from '@tedarik/contract/pages';
import type { Db } from '../../db/client';
import { summary } from '../../platform/html';
import { categoryByOldSlug, categoryBySlug } from '../catalog/service';
import { faqList, pageByLink, postByLink } from '../content/service';
import { publicCompanySummary } from '../members/service';
import { publicProductSummary } from '../products/service';
import { productLink } from '../products/wire';
import { publicRequestSummary } from '../requests/service';
import { getSettings } from '../settings/service';
import { type Head, headOf, landingMeta, type MetaOptions } from './landing';
import { faqPage, organization, product } from './structured-data';

export interface PageMeta {
  /** a page named by data that does not exist (or is hidden): served with HTTP 404 */
  missing: boolean;
  /** the page moved (a renamed or deleted category's old link): answered with a permanent redirect here */
  redirect?: string;
  title: string;
  description: string;
  keywords: string;
  /** what the page adds to <head>: its canonical link, `noindex`, its structured data (landing.ts) */
  head?: string;
}

/** A path id as a number the id columns can hold; 0 (matches nothing) otherwise. */
const idOf = (text: string) => zRouteId.safeParse(text).data ?? 0;
const text = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

type Found = { title: string; description?: string; redirect?: string; head?: Head } | undefined;
/** undefined: not a data page; null: a data page whose data is missing */
async function lookup(db: Db, path: string, opts: MetaOptions): Promise<Found | null> {
  let m = /^\/imalatcilar\/([^/]+)(?:\/([^/]+))?\/?$/i.exec(path);
  if (m) return landingMeta(db, text(m[1]), m[2] === undefined ? undefined : text(m[2]), opts);
  m = /^\/(urunler|talepler)-(.+)$/i.exec(path);
  if (m) {
    const category = await categoryBySlug(db, text(m[2]));
    const list = m[1].toLowerCase() === 'urunler' ? 'products' : 'requests';
    if (category) return { title: categoryListTitle(list, category.name) };
    // a renamed or deleted category's old link: a permanent redirect to where it is now
    const moved = await categoryByOldSlug(db, text(m[2]));
    return moved ? { title: '', redirect: `/${m[1]}-${encodeURIComponent(moved.slug)}` } : null;
  }
  // list pages before posts: '/blog-2' is page 2, not a post whose link is '2'
  const section = sitePageOf(path);
  if (section) {
    // a list's later pages are named as the page names them ('Blog – Sayfa 2', app/routes/site/posts.tsx)
    const page = Number(/-(\d+)$/.exec(path)?.[1] ?? 1);
    const title = page > 1 ? `${section.title} – Sayfa ${page}` : section.title;
    // the FAQ's questions and answers as a FAQPage (none while it has no question)
    const faq = section === SITE_PAGES.faq ? await faqList(db) : [];
    const jsonLd = faq.length
      ? [faqPage(faq.map((q) => ({ question: summary(q.question, 500), answer: summary(q.answer, 5000) })))]
      : undefined;
    return { title, description: section.description, head: jsonLd && { publicUrl: opts.publicUrl, jsonLd } };
  }
  m = /^\/talep-detay-(\d+)$/i.exec(path);
  if (m) {
    const r = await publicRequestSummary(db, idOf(m[1]));
    return r
      ? {
          title: `${r.quantity.toLocaleString('tr-TR')} ${r.unit} ${r.product}`,
          // the buyer's words as every visitor reads them: contact details hidden (issue 47 item 4)
          description: summary(maskContacts(r.detail).text, 160),
        }
      : null;
  }
  m = /^\/firmaurun-.+-(\d+)$/i.exec(path);
  if (m) {
    const p = await publicProductSummary(db, idOf(m[1]));
    if (!p) return null;
    const description = summary(p.detail, 160);
    const data = product(opts.publicUrl, {
      name: p.name,
      path: `/firmaurun-${productLink(p.name)}-${p.id}`,
      description,
      company: { name: p.company, path: `/firma-${p.companySlug}-${p.companyId}` },
    });
    return { title: `${p.name} – ${p.company}`, description, head: { publicUrl: opts.publicUrl, jsonLd: [data] } };
  }
  m = /^\/firma-.+-(\d+)$/i.exec(path);
  if (m) {
    const c = await publicCompanySummary(db, idOf(m[1]));
    if (!c) return null;
    const description = summary(c.about, 160);
    const data = organization(opts.publicUrl, {
      name: c.name,
      path: `/firma-${c.slug}-${idOf(m[1])}`,
      logo: c.logo,
      description,
      city: c.city,
      rating: c.rating,
    });
    return { title: c.name, description, head: { publicUrl: opts.publicUrl, jsonLd: [data] } };
  }
  m = /^\/(?:blog|duyuru)-(.+)$/i.exec(path);
  if (m) {
    const p = await postByLink(db, text(m[1]));
    return p ? { title: p.title, description: summary(p.body, 160) } : null;
  }
  m = /^\/(?:sayfa-(.+)|(uyelik-sozlesmesi))$/i.exec(path);
  if (m) {
    const p = await pageByLink(db, text(m[1] ?? m[2]));
    return p ? { title: p.page.title, description: summary(p.page.body, 160) } : null;
  }
  return undefined;
}

export async function pageMeta(db: Db, path: string, opts: MetaOptions): Promise<PageMeta> {
  const site = await getSettings(db, 'site');
  const found = await lookup(db, path, opts).catch(() => undefined);
  return {
    missing: found === null,
    redirect: found?.redirect,
    title: found ? `${found.title} | ${site.baslik}` : site.baslik,
    description: found?.description || site.metadess,
    keywords: site.metakey,
    head: found?.head && headOf(found.head),
  };
}

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** index.html with the page's title, description, keywords and its own head elements. */
export function withMeta(html: string, meta: PageMeta): string {
  // replacer functions, so '$&' and the like in member-written text stay text
  return html
    .replace('</head>', () => `${meta.head ?? ''}</head>`)
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
