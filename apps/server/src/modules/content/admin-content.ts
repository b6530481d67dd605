// The back-office's content (admin spec §2, §7): blog posts and announcements, pages and their footer groups, FAQ.
// Articles, slides and ads are plain resources of the kit (platform/admin-resource.ts, see admin.routes.ts). Rich
// text is sanitised before it is stored (and again when served); links are made from titles the Turkish way and
// kept unique.
import { CONTENT_MSG, POST_PAGE_SIZE } from '@tedarik/contract/content/admin';
import { fold, slugify } from '@tedarik/contract/text';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, likeEscape, rawRows, type Tx } from '../../db/client';
import { faqs, pageCategories, pages, posts } from '../../db/schema/content';
import { notFound } from '../../platform/errors';
import { cleanHtml } from '../../platform/html';
import { forgetImages } from '../../platform/images';
import { offsetOf, pageCount } from '../../platform/paging';
import type { Storage } from '../../platform/storage';

/** A free link from `wanted` (or the title when blank) for `table`, -2, -3 … when taken by another row. */
async function freeLink(tx: Db | Tx, table: 'posts' | 'pages', wanted: string, exceptId?: number) {
  const base = slugify(wanted) || 'icerik';
  const rows = await rawRows<{ slug: string }>(
    tx as Db,
    sql`select slug from ${sql.identifier(table)} where (slug = ${base} or slug like ${`${likeEscape(base)}-%`})
      and id <> ${exceptId ?? 0}`,
  );
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}-${i}`)) return `${base}-${i}`;
}

const found = <T>(row: T | undefined) => {
  if (!row) throw notFound(CONTENT_MSG.notFound);
  return row;
};

// ── posts ────────────────────────────────────────────────────────────────────────────────────────────────────────
export interface PostInput {
  type: 1 | 2;
  title: string;
  /** YYYY-MM-DD; undefined: today on a new post, unchanged on an edited one */
  publishedOn?: string;
  /** blank: made from the title */
  link: string;
  tags: string;
  body: string;
}

/** One page of posts, newest first: every type (0) or one, optionally those whose title or tags contain a text. */
export async function adminPostPage(db: Db, opts: { page: number; type: number; text?: string }) {
  const text = fold(opts.text?.trim() ?? '');
  const where = and(
    opts.type === 1 || opts.type === 2 ? eq(posts.type, opts.type) : undefined,
    text ? sql`${posts.search} like ${`%${likeEscape(text)}%`}` : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(posts)
      .where(where)
      .orderBy(desc(posts.publishedOn), desc(posts.id))
      .limit(POST_PAGE_SIZE)
      .offset(offsetOf(opts.page, POST_PAGE_SIZE)),
    db.$count(posts, where),
  ]);
  return { rows, total, pages: pageCount(total, POST_PAGE_SIZE), page: opts.page };
}

const postValues = async (tx: Db | Tx, input: PostInput, id?: number) => ({
  type: input.type,
  title: input.title,
  slug: await freeLink(tx, 'posts', input.link || input.title, id),
  tags: input.tags,
  body: cleanHtml(input.body),
  search: fold(`${input.title} ${input.tags}`),
  ...(input.publishedOn && { publishedOn: input.publishedOn }),
});

const lockLinks = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(4711003)`);

export const addPost = (db: Db, input: PostInput) =>
  db.transaction(async (tx) => {
    await lockLinks(tx);
    const [row] = await tx
      .insert(posts)
      .values(await postValues(tx, input))
      .returning({ id: posts.id });
    return row.id;
  });

export const adminPost = async (db: Db, id: number) =>
  found((await db.select().from(posts).where(eq(posts.id, id)))[0]);

export const updatePost = (db: Db, id: number, input: PostInput) =>
  db.transaction(async (tx) => {
    await lockLinks(tx);
    const [row] = await tx
      .update(posts)
      .set(await postValues(tx, input, id))
      .where(eq(posts.id, id))
      .returning();
    return found(row);
  });

/** The post's image set (`image`) or removed (null); the replaced file is deleted. */
export async function setPostImage(db: Db, storage: Storage, id: number, image: string | null) {
  const result = await db.transaction(async (tx) => {
    const [old] = await tx.select({ image: posts.image }).from(posts).where(eq(posts.id, id)).for('update');
    if (!old) return undefined;
    const [row] = await tx.update(posts).set({ image }).where(eq(posts.id, id)).returning();
    return { row, previous: old.image };
  });
  const { row, previous } = found(result);
  if (previous !== image) await forgetImages(storage, [previous]);
  return row;
}

export async function deletePost(db: Db, storage: Storage, id: number) {
  const [row] = await db.delete(posts).where(eq(posts.id, id)).returning();
  await forgetImages(storage, [found(row).image]);
}

// ── pages and their groups ───────────────────────────────────────────────────────────────────────────────────────
export interface PageInput {
  title: string;
  /** the footer group, null: none */
  groupId: number | null;
  isMain: boolean;
  /** blank: made from the title */
  link: string;
  tags: string;
  sort: number;
  body: string;
}

const pageQuery = (db: Db, where?: SQL) =>
  db
    .select({ page: pages, groupName: pageCategories.name })
    .from(pages)
    .leftJoin(pageCategories, eq(pageCategories.id, pages.categoryId))
    .where(where)
    .orderBy(asc(pages.sort), asc(pages.id));

export const adminPages = (db: Db) => pageQuery(db).limit(1000);
export const adminPage = async (db: Db, id: number) => found((await pageQuery(db, eq(pages.id, id)))[0]);

async function pageValues(tx: Db | Tx, input: PageInput, id?: number) {
  if (input.groupId !== null)
    found((await tx.select().from(pageCategories).where(eq(pageCategories.id, input.groupId)))[0]);
  return {
    title: input.title,
    categoryId: input.groupId,
    isMain: input.isMain,
    slug: await freeLink(tx, 'pages', input.link || input.title, id),
    tags: input.tags,
    sort: input.sort,
    body: cleanHtml(input.body),
  };
}

export const addPage = (db: Db, input: PageInput) =>
  db.transaction(async (tx) => {
    await lockLinks(tx);
    await tx.insert(pages).values(await pageValues(tx, input));
  });

export const updatePage = (db: Db, id: number, input: PageInput) =>
  db.transaction(async (tx) => {
    await lockLinks(tx);
    const [row] = await tx
      .update(pages)
      .set(await pageValues(tx, input, id))
      .where(eq(pages.id, id))
      .returning({ id: pages.id });
    found(row);
  });

export async function deletePage(db: Db, id: number) {
  found((await db.delete(pages).where(eq(pages.id, id)).returning({ id: pages.id }))[0]);
}

export const pageGroups = (db: Db) =>
  db.select().from(pageCategories).orderBy(asc(pageCategories.sort), asc(pageCategories.id));

export async function savePageGroup(db: Db, input: { id?: number; name: string; sort: number }) {
  if (input.id === undefined) await db.insert(pageCategories).values({ name: input.name, sort: input.sort });
  else
    found(
      (
        await db
          .update(pageCategories)
          .set({ name: input.name, sort: input.sort })
          .where(eq(pageCategories.id, input.id))
          .returning({ id: pageCategories.id })
      )[0],
    );
}

/** The group goes; its pages stay, without a group (the page-category deletion warning says so). */
export async function deletePageGroup(db: Db, id: number) {
  await db.transaction(async (tx) => {
    await tx.update(pages).set({ categoryId: null }).where(eq(pages.categoryId, id));
    found((await tx.delete(pageCategories).where(eq(pageCategories.id, id)).returning({ id: pageCategories.id }))[0]);
  });
}

// ── FAQ ──────────────────────────────────────────────────────────────────────────────────────────────────────────
export const adminFaqs = (db: Db) => db.select().from(faqs).orderBy(asc(faqs.sort), asc(faqs.id));

export interface FaqInput {
  /** undefined: a new entry */
  id?: number;
  question: string;
  answer: string;
  sort: number;
}

export async function saveFaq(db: Db, input: FaqInput) {
  const values = { question: input.question, answer: cleanHtml(input.answer), sort: input.sort };
  if (input.id === undefined) await db.insert(faqs).values(values);
  else found((await db.update(faqs).set(values).where(eq(faqs.id, input.id)).returning({ id: faqs.id }))[0]);
}

export async function deleteFaq(db: Db, id: number) {
  found((await db.delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id }))[0]);
}
