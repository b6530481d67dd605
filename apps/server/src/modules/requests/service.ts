// Purchase requests (talep) as the public site shows them (DESIGN §4 "Request life", "Masking").
import { PAGE_SIZE, REQUEST_OPEN_DAYS } from '@tedarik/contract/constants';
import type { PublicRequestDetail, PublicRequestItem } from '@tedarik/contract/requests';
import { maskCompany } from '@tedarik/contract/text';
import { and, count, desc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type Db, preparedPerDb } from '../../db/client';
import { catalogProducts, categories } from '../../db/schema/catalog';
import { members } from '../../db/schema/members';
import { offers } from '../../db/schema/offers';
import { cities, countries } from '../../db/schema/places';
import { requests } from '../../db/schema/requests';
import { isoDate, offsetOf, pageCount } from '../../platform/paging';
import { categoryAndDescendants } from '../catalog/service';

/** Listed publicly: approved, published, unfinished and open until REQUEST_OPEN_DAYS after the delivery date. */
export const publicRequestSql = sql`(${requests.approved} and ${requests.published} and not ${requests.finished}
  and ${requests.deliveryOn} >= current_date - ${REQUEST_OPEN_DAYS}::int)`;

const place = sql<string>`concat_ws(' / ', ${countries.name}, ${cities.name})`;

function listQuery(db: Db) {
  return db
    .select({
      id: requests.id,
      quantity: requests.quantity,
      unit: requests.unit,
      detail: requests.detail,
      deliveryOn: requests.deliveryOn,
      createdAt: requests.createdAt,
      productId: catalogProducts.id,
      productName: catalogProducts.name,
      productSlug: catalogProducts.slug,
      categoryId: categories.id,
      categoryName: categories.name,
      categorySlug: categories.slug,
      categoryParent: categories.parentId,
      company: members.companyName,
      place,
      offers: sql<number>`(select count(*)::int from offers o where o.request_id = requests.id)`,
      ownerId: requests.memberId,
      visible: sql<boolean>`${publicRequestSql}`,
    })
    .from(requests)
    .innerJoin(catalogProducts, eq(catalogProducts.id, requests.catalogProductId))
    .innerJoin(categories, eq(categories.id, catalogProducts.categoryId))
    .innerJoin(members, eq(members.id, requests.memberId))
    .innerJoin(countries, eq(countries.id, members.countryId))
    .leftJoin(cities, eq(cities.id, members.cityId));
}
type Row = Awaited<ReturnType<ReturnType<typeof listQuery>['execute']>>[number];

const toItem = (r: Row, loggedIn: boolean): PublicRequestItem => ({
  tlb: {
    id: r.id,
    adet: r.quantity,
    tip: r.unit,
    detay: r.detail,
    teslimTarihi: r.deliveryOn,
    tarih: loggedIn ? isoDate(r.createdAt) : null,
  },
  urun: { id: r.productId, urunAd: r.productName, linq: r.productSlug },
  kat: { id: r.categoryId, katAd: r.categoryName, link: r.categorySlug, ustKat: r.categoryParent },
  firmaad: maskCompany(r.company),
  ulkeSehir: r.place,
  toplam: r.offers,
});

const newestFirst = [desc(requests.createdAt), desc(requests.id)];
const inCategory = (id: number | Placeholder) => sql`${catalogProducts.categoryId} in ${categoryAndDescendants(id)}`;
const pageOf = (query: ReturnType<typeof listQuery>, where: SQL | undefined) =>
  query
    .where(where)
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
const allPage = preparedPerDb((db) => pageOf(listQuery(db), publicRequestSql).prepare('public_requests'));
const categoryPage = preparedPerDb((db) =>
  pageOf(listQuery(db), and(publicRequestSql, inCategory(sql.placeholder('category')))).prepare(
    'public_requests_category',
  ),
);
const byId = preparedPerDb((db) =>
  listQuery(db)
    .where(eq(requests.id, sql.placeholder('id')))
    .prepare('request_by_id'),
);

/** One page of public requests, newest first, optionally under a category (and its sub-categories). */
export async function publicRequestPage(db: Db, opts: { categoryId?: number; page: number; loggedIn: boolean }) {
  const where = opts.categoryId ? and(publicRequestSql, inCategory(opts.categoryId)) : publicRequestSql;
  const size = PAGE_SIZE.requests;
  const window = { limit: size, offset: offsetOf(opts.page, size) };
  const [rows, [{ total }]] = await Promise.all([
    opts.categoryId ? categoryPage(db).execute({ ...window, category: opts.categoryId }) : allPage(db).execute(window),
    db
      .select({ total: count() })
      .from(requests)
      .innerJoin(catalogProducts, eq(catalogProducts.id, requests.catalogProductId))
      .where(where),
  ]);
  return { liste: rows.map((r) => toItem(r, opts.loggedIn)), toplam: total, adet: pageCount(total, size) };
}

/** The newest open requests for the home page. */
export async function homeRequests(db: Db, loggedIn: boolean) {
  const rows = await allPage(db).execute({ limit: PAGE_SIZE.homeRequests, offset: 0 });
  return rows.map((r) => toItem(r, loggedIn));
}

/**
 * A public request with its offers (companies masked). Hidden requests (pending, rejected, stopped, finished,
 * expired) are not found, except for their owner. A visitor sees the buyer's company masked.
 */
export async function publicRequestDetail(
  db: Db,
  id: number,
  viewerId: number | undefined,
): Promise<PublicRequestDetail | undefined> {
  const [r] = await byId(db).execute({ id });
  if (!r || !(r.visible || (viewerId !== undefined && r.ownerId === viewerId))) return undefined;
  const answers = await db
    .select({ createdAt: offers.createdAt, company: members.companyName })
    .from(offers)
    .innerJoin(members, eq(members.id, offers.memberId))
    .where(eq(offers.requestId, id))
    .orderBy(desc(offers.createdAt));
  // the buyer's company is shown to activated members only: a fresh throw-away account cannot unmask buyers
  const [viewer] = viewerId
    ? await db.select({ activatedAt: members.activatedAt }).from(members).where(eq(members.id, viewerId))
    : [];
  const item = toItem(r, viewerId !== undefined);
  return {
    uye: viewerId !== undefined,
    talep: item.tlb,
    urun: item.urun,
    kat: item.kat,
    firmaAd: viewer?.activatedAt ? r.company : maskCompany(r.company),
    ulkeSehir: r.place,
    cevaplar: answers.map((a) => ({ tarih: isoDate(a.createdAt), firmaad: maskCompany(a.company) })),
    toplamCevaplar: answers.length,
  };
}

export const openRequestCount = (db: Db) => db.$count(requests, publicRequestSql);
