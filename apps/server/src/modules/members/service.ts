// Members and companies: the public company page.
import type { CompanyPage } from '@tedarik/contract/catalog';
import { and, avg, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema/catalog';
import { members } from '../../db/schema/members';
import { offers, ratings } from '../../db/schema/offers';
import { cities, countries } from '../../db/schema/places';
import { isoDate } from '../../platform/paging';
import { publishingCompanySql } from '../packages/service';
import { companyProducts } from '../products/service';

/** A company's public page; only companies that publish (active, with a running package) have one. */
export async function companyPage(
  db: Db,
  id: number,
): Promise<Omit<CompanyPage, 'reklamList' | 'katReklamList'> | undefined> {
  const [row] = await db
    .select({
      m: members,
      sector: categories.name,
      place: sql<string>`concat_ws(' / ', ${countries.name}, ${cities.name})`,
    })
    .from(members)
    .innerJoin(countries, eq(countries.id, members.countryId))
    .leftJoin(cities, eq(cities.id, members.cityId))
    .leftJoin(categories, eq(categories.id, members.sectorId))
    .where(and(eq(members.id, id), publishingCompanySql));
  if (!row) return undefined;
  const [[score], urunler] = await Promise.all([
    db
      .select({ average: avg(ratings.score), n: count() })
      .from(ratings)
      .innerJoin(offers, eq(offers.id, ratings.offerId))
      .where(and(eq(offers.memberId, id), eq(ratings.status, true))),
    companyProducts(db, id),
  ]);
  const { m } = row;
  return {
    firmaid: m.id,
    firmaad: m.companyName,
    firmalinq: m.slug,
    logo: m.logo,
    aciklama: m.description,
    sektor: row.sector,
    ulkeSehir: row.place,
    website: m.website,
    tarih: isoDate(m.createdAt),
    puan: { ortalama: score.average === null ? null : Math.round(Number(score.average) * 10) / 10, adet: score.n },
    urunler,
  };
}

export const memberCounts = (db: Db) =>
  db
    .select({ all: count(), companies: sql<number>`count(*) filter (where ${members.isCompany})::int` })
    .from(members)
    .then(([r]) => r);
