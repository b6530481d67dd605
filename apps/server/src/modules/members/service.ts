// Members and companies: their search key and link, where they are, the public company page.
import { fold, slugify } from '@tedarik/contract/text';
import { and, avg, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema/catalog';
import { members } from '../../db/schema/members';
import { offers, ratings } from '../../db/schema/offers';
import { cities, countries } from '../../db/schema/places';
import { publishingCompanySql, roleSql } from '../packages/service';
import { companyProducts } from '../products/service';

/** The folded text a member is searched by (back-office member search): company, name and e-mail. */
export const memberSearchKey = (m: { companyName: string; fullName: string; email: string }) =>
  fold(`${m.companyName} ${m.fullName} ${m.email}`);

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

/** A member with its role now, for the back-office; undefined when there is no such member. */
export async function memberWithRole(db: Db, id: number) {
  const [row] = await db.select({ member: members, role: roleSql }).from(members).where(eq(members.id, id));
  return row;
}

/** A publishing company's name and text (page meta); undefined when it has no public page. */
export async function publicCompanySummary(db: Db, id: number) {
  const [c] = await db
    .select({ name: members.companyName, about: members.description })
    .from(members)
    .where(and(eq(members.id, id), publishingCompanySql));
  return c;
}

/** Every publishing company's id and link (the sitemap). */
export const publicCompanyLinks = (db: Db) =>
  db.select({ id: members.id, slug: members.slug }).from(members).where(publishingCompanySql);

export const memberCounts = (db: Db) =>
  db
    .select({ all: count(), companies: sql<number>`count(*) filter (where ${members.isCompany})::int` })
    .from(members)
    .then(([r]) => r);
