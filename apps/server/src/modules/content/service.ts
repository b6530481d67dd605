// Posts (blog / announcements), pages, FAQ, slides, articles and ads as the public site shows them.
import { AD } from '@tedarik/contract/constants';
import type { Ad, Article, Page, Post, PostPage } from '@tedarik/contract/content';
import { asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ads, articles, faqs, pageCategories, pages, posts, slides } from '../../db/schema/content';
import { cleanHtml, summary } from '../../platform/html';
import { isoDate, offsetOf } from '../../platform/paging';

const toPost = (p: typeof posts.$inferSelect, full: boolean): Post => ({
  id: p.id,
  baslik: p.title,
  metin: full ? cleanHtml(p.body) : summary(p.body),
  resim: p.image,
  link: p.slug,
  tarih: isoDate(p.publishedOn),
  tip: p.type,
  etiketler: p.tags,
});

/** One page of blog posts (type 1) or announcements (type 2), newest first, texts cut to a summary. */
export async function postPage(db: Db, type: 1 | 2, page: number, size: number): Promise<PostPage> {
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(posts)
      .where(eq(posts.type, type))
      .orderBy(desc(posts.publishedOn), desc(posts.id))
      .limit(size)
      .offset(offsetOf(page, size)),
    db.$count(posts, eq(posts.type, type)),
  ]);
  return { toplamDuyuru: total, duyuruListesi: rows.map((p) => toPost(p, false)) };
}

/** A post by its link (or, for old links, its exact title). */
export async function postByLink(db: Db, link: string): Promise<Post | undefined> {
  const [p] = await db
    .select()
    .from(posts)
    .where(or(eq(posts.slug, link), eq(posts.title, link)))
    .limit(1);
  return p && toPost(p, true);
}

export async function pageByLink(db: Db, link: string): Promise<Page | undefined> {
  const [row] = await db
    .select({ p: pages, katAd: pageCategories.name })
    .from(pages)
    .leftJoin(pageCategories, eq(pageCategories.id, pages.categoryId))
    .where(or(eq(pages.slug, link), eq(pages.title, link)))
    .limit(1);
  if (!row) return undefined;
  const { p } = row;
  return {
    sf: {
      id: p.id,
      baslik: p.title,
      sira: p.sort,
      ana: p.isMain,
      link: p.slug,
      etiketler: p.tags,
      metin: cleanHtml(p.body),
      kat: p.categoryId,
    },
    katAd: row.katAd,
  };
}

export const faqList = async (db: Db) =>
  (await db.select().from(faqs).orderBy(asc(faqs.sort), asc(faqs.id))).map((f) => ({
    id: f.id,
    soru: f.question,
    cevap: f.answer,
  }));

export const slideList = async (db: Db) =>
  (await db.select().from(slides).orderBy(asc(slides.sort), asc(slides.id))).map((s) => ({
    resim: s.image,
    baslik: s.title,
    metin: s.body,
    link: s.link,
  }));

export async function articlesByPlace(db: Db): Promise<{ upper: Article[]; lower: Article[] }> {
  const rows = await db.select().from(articles).orderBy(asc(articles.sort), asc(articles.id));
  const map = (a: (typeof rows)[number]): Article => ({
    id: a.id,
    resim: a.image,
    baslik: a.title,
    metin: cleanHtml(a.body),
    link: a.link,
  });
  return { upper: rows.filter((a) => a.place === 1).map(map), lower: rows.filter((a) => a.place === 2).map(map) };
}

/**
 * Ads of the given types in one query, each type cut to its number of places
 * (request lists: 1 top, 1 bottom, 5 sidebar; company pages: 3 sidebar; category sidebar 5; home banners 4).
 */
export async function adsFor(db: Db, places: Partial<Record<keyof typeof AD, number>>): Promise<Ad[]> {
  const wanted = Object.entries(places).map(([k, n]) => [AD[k as keyof typeof AD], n] as const);
  const rows = await db
    .select()
    .from(ads)
    .where(
      inArray(
        ads.type,
        wanted.map(([t]) => t),
      ),
    )
    .orderBy(asc(ads.sort), asc(ads.id));
  return wanted.flatMap(([type, n]) =>
    rows
      .filter((a) => a.type === type)
      .slice(0, n)
      .map((a) => ({ id: a.id, resim: a.image, baslik: a.title, link: a.link, tip: a.type })),
  );
}
