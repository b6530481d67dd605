// Members and companies: their search key and link, where they are, the public company page.

import { MSG } from '@tedarik/contract/accounts/public';
import { searchTerms } from '@tedarik/contract/search';
import { fold, normalizeEmail, slugify } from '@tedarik/contract/text';
import { and, avg, between, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { type Db, likeEscape, preparedPerDb, type Tx } from '../../db/client';
import { categories } from '../../db/schema/catalog';
import { members } from '../../db/schema/members';
import { offers, ratings } from '../../db/schema/offers';
import { cities, countries } from '../../db/schema/places';
import { tag } from '../../platform/cache';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { forgetImages } from '../../platform/images';
import { inOrderOf, offsetOf, pageCount } from '../../platform/paging';
import { forgetMember, type MemberIdentity } from '../../platform/personal-data';
import { sweepNow } from '../../platform/private-files/private-files';
import { textMatch } from '../../platform/search';
import { categoryAndDescendants } from '../catalog/service';
import { publishingCompanySql, roleSql } from '../packages/service';
import { companyProducts } from '../products/service';

/** The folded text a member is searched by (back-office member search): company, name and e-mail. */
export const memberSearchKey = (m: { companyName: string; fullName: string; email: string }) =>
  fold(`${m.companyName} ${m.fullName} ${m.email}`);

/**
 * The member's company, name or e-mail matches `text` the Turkish way (platform/search.ts: the phrase, or every word
 * by its stem); under three letters, where a text has no terms, it contains the text (the legacy match).
 */
export function memberMatches(text: string) {
  const terms = searchTerms(text);
  return terms ? textMatch(members, terms) : sql`${members.search} like ${`%${likeEscape(fold(text))}%`}`;
}

/** The company page's link text: /firma-{slug}-{id}. */
export const memberSlug = (companyName: string) => slugify(companyName);

/** 'Türkiye / İstanbul': for queries that join countries and (left) cities on the member. */
export const memberPlaceSql = sql<string>`concat_ws(' / ', ${countries.name}, ${cities.name})`;

/** A company's public page; only companies that publish (active, with a running package) have one. */
export async function companyPage(db: Db, id: number) {
  const [row] = await db
    .select({ company: members, sector: categories.name, place: memberPlaceSql })
    .from(members)
    .innerJoin(countries, eq(countries.id, members.countryId))
    .leftJoin(cities, eq(cities.id, members.cityId))
    .leftJoin(categories, eq(categories.id, members.sectorId))
    .where(and(eq(members.id, id), publishingCompanySql));
  if (!row) return undefined;
  const [rating, products] = await Promise.all([companyRating(db, id), companyProducts(db, id)]);
  return { ...row, rating, products };
}

/** The average and number of a company's active ratings (those the administrator let count). */
export async function companyRating(db: Db, memberId: number) {
  const [score] = await db
    .select({ average: avg(ratings.score), n: count() })
    .from(ratings)
    .innerJoin(offers, eq(offers.id, ratings.offerId))
    .where(and(eq(offers.memberId, memberId), eq(ratings.status, true)));
  return { average: score.average === null ? null : Number(score.average), count: score.n };
}

/**
 * Members' names and contact data, by id: a buyer as a supplier sees it once the buyer accepted one of its offers
 * (offers/own.ts). A deleted member's are the blanks its deletion left.
 */
export const memberContacts = (db: Db, ids: number[]) =>
  ids.length
    ? db
        .select({
          id: members.id,
          companyName: members.companyName,
          fullName: members.fullName,
          companyPhone: members.companyPhone,
          phone: members.phone,
          email: members.email,
          whatsapp: members.whatsapp,
          address: members.address,
        })
        .from(members)
        .where(inArray(members.id, [...new Set(ids)]))
    : Promise.resolve([]);
export type MemberContact = Awaited<ReturnType<typeof memberContacts>>[number];

/** A member with its role now, for the back-office; undefined when there is no such member. */
export async function memberWithRole(db: Db, id: number) {
  const [row] = await db
    .select({ member: members, role: roleSql })
    .from(members)
    .where(and(eq(members.id, id), presentSql));
  return row;
}

/**
 * A publishing company's name, text, link, logo, province and rating (page meta and its structured data); undefined
 * when it has no public page.
 */
export async function publicCompanySummary(db: Db, id: number) {
  const [c] = await db
    .select({
      name: members.companyName,
      about: members.description,
      slug: members.slug,
      logo: members.logo,
      city: cities.name,
    })
    .from(members)
    .leftJoin(cities, eq(cities.id, members.cityId))
    .where(and(eq(members.id, id), publishingCompanySql));
  return c && { ...c, rating: await companyRating(db, id) };
}

/** Every publishing company's id and link (the sitemap). */
/** The public companies whose id is in [from, to] (a sitemap part). */
export const publicCompanyLinks = (db: Db, from: number, to: number) =>
  db
    .select({ id: members.id, slug: members.slug })
    .from(members)
    .where(and(publishingCompanySql, between(members.id, from, to)));

export const memberCounts = (db: Db) =>
  db
    .select({ all: count(), companies: sql<number>`count(*) filter (where ${members.isCompany})::int` })
    .from(members)
    .where(isNull(members.deletedAt))
    .then(([r]) => r);

// ── the back-office ──────────────────────────────────────────────────────────────────────────────────────────────
/** Not deleted: deleted members keep their row (for other members' offers and ratings) but leave every list. */
export const presentSql = isNull(members.deletedAt);

/** One page of members (plain members) or companies, newest first, optionally searched and by sector. */
export async function memberPage(
  { db, cache }: Pick<AppContext, 'db' | 'cache'>,
  opts: { companies: boolean; page: number; size: number; text?: string; sectorId?: number },
) {
  const text = opts.text?.trim() ?? '';
  const where = and(
    presentSql,
    eq(members.isCompany, opts.companies),
    text ? memberMatches(text) : undefined,
    opts.sectorId ? sql`${members.sectorId} in ${categoryAndDescendants(opts.sectorId)}` : undefined,
  );
  const searched = Boolean(text || opts.sectorId);
  const window = { limit: opts.size, offset: offsetOf(opts.page, opts.size) };
  const [page, listed] = await Promise.all([
    // the page's ids from the index alone, then their rows: an offset of 5,000 read 5,000 whole members (12 ms)
    searched
      ? searchedIds(db, where, window)
      : db
          .select({ id: members.id, total: sql<number>`0`.mapWith(Number) })
          .from(members)
          .where(where)
          .orderBy(desc(members.createdAt), desc(members.id))
          .limit(window.limit)
          .offset(window.offset),
    // a whole list's total counts every row (tens of ms at 100k): it is cached for a few seconds; a write (a sign-up, a
    // deletion) names nothing, so it shows at once; one made outside the server within the TTL
    searched
      ? undefined
      : cache.value(`member-total:${opts.companies}`, { tags: [tag.admin], ttl: LIST_TOTAL_TTL_MS }, () =>
          db.$count(members, and(presentSql, eq(members.isCompany, opts.companies))),
        ),
  ]);
  // past a search's last page there is no row to carry its total
  const total = listed ?? page[0]?.total ?? (opts.page > 1 ? await db.$count(members, where) : 0);
  const rows = page.length ? await membersByIds(db).execute({ ids: page.map((r) => r.id) }) : [];
  return { rows: inOrderOf(page, rows, (r) => r.member.id), total, pages: pageCount(total, opts.size) };
}
/**
 * Members with their roles, prepared once per connection. Joined into the page's statement they were planned at every
 * search (0.3–0.4 ms more), and a new search a second time: 701–722 a second against 717–800 at 1M requests.
 */
const membersByIds = preparedPerDb((db) =>
  db
    .select({ member: members, role: roleSql })
    .from(members)
    .where(sql`${members.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('members_by_ids'),
);

/**
 * A search's page of ids, each with the search's total. The matches are found first, from one reading of the trigram
 * index (or of the table, for a text most members have), then counted and ordered. `found` is read twice, so
 * PostgreSQL makes it once and does not fold it into the page: folded, the page's order let it walk every member
 * newest first whenever it guessed that many match, and a text that happens to be in its sample of 100 values is
 * taken for 1 % of them (28–32 ms at 100,000 members for a text three members have; 1 ms found first). A text that
 * every member has costs more found first (54–64 ms against 43–45), as all of them are ordered.
 */
function searchedIds(db: Db, where: SQL | undefined, window: { limit: number; offset: number }) {
  const found = db
    .$with('found')
    .as(db.select({ id: members.id, createdAt: members.createdAt }).from(members).where(where));
  return db
    .with(found)
    .select({
      id: found.id,
      total: sql<number>`(select count(*) from ${found})`.mapWith(Number),
    })
    .from(found)
    .orderBy(desc(found.createdAt), desc(found.id))
    .limit(window.limit)
    .offset(window.offset);
}

const LIST_TOTAL_TTL_MS = 5_000;

export interface MemberData {
  companyName: string;
  fullName: string;
  phone: string;
  address: string;
  companyPhone: string;
  whatsapp: string;
  cityId: number | null;
  sectorId: number | null;
  website: string;
  description: string;
  /** undefined: kept as stored */
  smsOptIn?: boolean;
  mailOptIn?: boolean;
}

/**
 * A member's data, by the member (profile) or the administrator: a chosen city must exist and a sector must be a
 * top-level category; the company page's link and the search key follow the names. False when there is no member.
 */
export async function updateMemberData(db: Db, id: number, data: MemberData) {
  const [[member], city, sector] = await Promise.all([
    db
      .select({ email: members.email })
      .from(members)
      .where(and(eq(members.id, id), presentSql)),
    data.cityId ? db.$count(cities, eq(cities.id, data.cityId)) : 1,
    data.sectorId ? db.$count(categories, and(eq(categories.id, data.sectorId), isNull(categories.parentId))) : 1,
  ]);
  if (!member) return false;
  const wrong = [!city && MSG.city, !sector && MSG.sector].filter(Boolean);
  if (wrong.length) throw new AppError(wrong.join('\n'));
  await db
    .update(members)
    .set({
      ...data,
      slug: memberSlug(data.companyName),
      search: memberSearchKey({ companyName: data.companyName, fullName: data.fullName, email: member.email }),
    })
    .where(eq(members.id, id));
  return true;
}

/** A member's own profile; undefined when there is none. */
export async function memberProfile(db: Db, id: number) {
  const [m] = await db
    .select()
    .from(members)
    .where(and(eq(members.id, id), presentSql));
  return m;
}

/** The member's logo is replaced; answers the old one (to delete its file), undefined when there is no member. */
export async function setLogo(db: Db, id: number, logo: string) {
  return db.transaction(async (tx) => {
    const [old] = await tx.select({ logo: members.logo }).from(members).where(eq(members.id, id)).for('update');
    if (!old) return undefined;
    await tx.update(members).set({ logo }).where(eq(members.id, id));
    return { previous: old.logo };
  });
}

/**
 * Who a (present) member is for the personal-data register: its id, e-mail and phones (platform/personal-data.ts);
 * `lock`: its row locked for the caller's transaction (a deletion). Undefined when there is no such member.
 */
export async function memberIdentity(db: Db | Tx, id: number, lock = false): Promise<MemberIdentity | undefined> {
  const query = db
    .select({
      email: members.email,
      phones: sql<string[]>`array[${members.phone}, ${members.companyPhone}, ${members.whatsapp}]`,
      names: sql<string[]>`array[${members.fullName}, ${members.companyName}]`,
    })
    .from(members)
    .where(and(eq(members.id, id), presentSql));
  const [m] = await (lock ? query.for('update') : query);
  return (
    m && {
      id,
      email: m.email,
      phones: m.phones.filter((p) => p !== ''),
      names: m.names.filter((n) => n.trim() !== ''),
    }
  );
}

/** The present member of an address (a data request names it), if any. */
export async function presentMemberOf(db: Db, email: string) {
  const [m] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.email, normalizeEmail(email)), presentSql));
  return m?.id;
}

/** Which of `ids` are present (not deleted) members. */
export async function presentMembers(db: Db, ids: number[]) {
  if (!ids.length) return new Set<number>();
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(inArray(members.id, [...new Set(ids)]), presentSql));
  return new Set(rows.map((r) => r.id));
}

/**
 * uyeSil: the member's personal data is forgotten by every area that holds some (platform/personal-data.ts, listed
 * in AppContext.personalData; docs/decisions/0011-member-deletion.md and 0053), in one transaction, while what other
 * members rely on stays (its offers and ratings, under 'Silinmiş Üye'); after the commit its public files are
 * deleted and its private ones swept. False when there is no such (present) member.
 */
export async function deleteMember(ctx: Pick<AppContext, 'db' | 'personalData' | 'storage'>, id: number) {
  const forgotten = await ctx.db.transaction(async (tx) => {
    const who = await memberIdentity(tx, id, true);
    return who && forgetMember(tx, ctx.personalData, who);
  });
  if (!forgotten) return false;
  await forgetImages(ctx.storage, forgotten.publicFiles);
  if (forgotten.privateFiles) await sweepNow(ctx);
  return true;
}
