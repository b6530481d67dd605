// Posts (blog / announcements), pages, FAQ, slides, articles and ads as the public site shows them.
import { AD } from '@tedarik/contract/constants';
import { asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ads, articles, faqs, pageCategories, pages, posts, slides } from '../../db/schema/content';
import { offsetOf } from '../../platform/paging';

export type PostRow = typeof posts.$inferSelect;
export type AdRow = typeof ads.$inferSelect;
export type ArticleRow = typeof articles.$inferSelect;

/** One page of blog posts (type 1) or announcements (type 2), newest first. */
export async function postPage(db: Db, type: 1 | 2, page: number, size: number) {
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
  return { rows, total };
}

/** A post by its link or, for old links, its exact title. */
export async function postByLink(db: Db, link: string) {
  const [p] = await db
    .select()
    .from(posts)
    .where(or(eq(posts.slug, link), eq(posts.title, link)))
    .limit(1);
  return p;
}

/** A static page by its link or, for old links, its exact title; with its group's name. */
export async function pageByLink(db: Db, link: string) {
  const [row] = await db
    .select({ page: pages, groupName: pageCategories.name })
    .from(pages)
    .leftJoin(pageCategories, eq(pageCategories.id, pages.categoryId))
    .where(or(eq(pages.slug, link), eq(pages.title, link)))
    .limit(1);
  return row;
}

export const faqList = (db: Db) => db.select().from(faqs).orderBy(asc(faqs.sort), asc(faqs.id));
export const slideList = (db: Db) => db.select().from(slides).orderBy(asc(slides.sort), asc(slides.id));

export async function articlesByPlace(db: Db) {
  const rows = await db.select().from(articles).orderBy(asc(articles.sort), asc(articles.id));
  return { upper: rows.filter((a) => a.place === 1), lower: rows.filter((a) => a.place === 2) };
}

/**
 * Ads of the given types in one query, each type cut to its number of places
 * (request lists: 1 top, 1 bottom, 5 sidebar; company pages: 3 sidebar; category sidebar 5; home banners 4).
 */
export async function adsFor(db: Db, places: Partial<Record<keyof typeof AD, number>>): Promise<AdRow[]> {
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
  return wanted.flatMap(([type, n]) => rows.filter((a) => a.type === type).slice(0, n));
}

/** The footer's page groups with their pages, in order; groups without pages too. */
export async function footerGroups(db: Db) {
  const rows = await db
    .select({ groupId: pageCategories.id, group: pageCategories.name, title: pages.title, slug: pages.slug })
    .from(pageCategories)
    .leftJoin(pages, eq(pages.categoryId, pageCategories.id))
    .orderBy(asc(pageCategories.sort), asc(pageCategories.id), asc(pages.sort), asc(pages.id));
  const groups = new Map<number, { name: string; pages: { title: string; slug: string }[] }>();
  for (const r of rows) {
    const g = groups.get(r.groupId) ?? { name: r.group, pages: [] };
    groups.set(r.groupId, g);
    if (r.title !== null && r.slug !== null) g.pages.push({ title: r.title, slug: r.slug });
  }
  return [...groups.values()];
}

/** Every post's and page's link (the sitemap). */
export async function contentLinks(db: Db) {
  const [allPosts, allPages] = await Promise.all([
    db.select({ slug: posts.slug, type: posts.type }).from(posts),
    db.select({ slug: pages.slug }).from(pages),
  ]);
  return { posts: allPosts, pages: allPages };
}
