// Purchase requests (talep) as the public site shows them (DESIGN §4 "Request life", "Masking").
import { PAGE_SIZE, REQUEST_OPEN_DAYS } from '@tedarik/contract/constants';
import { and, count, desc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type Db, preparedPerDb } from '../../db/client';
import { catalogProducts, categories } from '../../db/schema/catalog';
import { members } from '../../db/schema/members';
import { offers } from '../../db/schema/offers';
import { cities, countries } from '../../db/schema/places';
import { requests } from '../../db/schema/requests';
import { offsetOf, pageCount } from '../../platform/paging';
import { categoryAndDescendants } from '../catalog/service';
import { memberPlaceSql } from '../members/service';

/** Listed publicly: approved, published, unfinished and open until REQUEST_OPEN_DAYS after the delivery date. */
const publicRequestSql = sql`(${requests.approved} and ${requests.published} and not ${requests.finished}
  and ${requests.deliveryOn} >= current_date - ${REQUEST_OPEN_DAYS}::int)`;

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
      place: memberPlaceSql,
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
/** A request as the public lists show it (the wire shape is in ./wire). */
export type PublicRequestRow = Awaited<ReturnType<ReturnType<typeof listQuery>['execute']>>[number];

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
export async function publicRequestPage(db: Db, opts: { categoryId?: number; page: number }) {
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
  return { rows, total, pages: pageCount(total, size) };
}

/** The newest open requests for the home page. */
export const homeRequests = (db: Db) => allPage(db).execute({ limit: PAGE_SIZE.homeRequests, offset: 0 });

/**
 * A public request with its offers, newest first. Hidden requests (pending, rejected, stopped, finished, expired)
 * are not found, except for their owner.
 */
export async function publicRequestDetail(db: Db, id: number, viewerId: number | undefined) {
  const [request] = await byId(db).execute({ id });
  if (!request || !(request.visible || (viewerId !== undefined && request.ownerId === viewerId))) return undefined;
  const [offerRows, [viewer]] = await Promise.all([
    db
      .select({ createdAt: offers.createdAt, company: members.companyName })
      .from(offers)
      .innerJoin(members, eq(members.id, offers.memberId))
      .where(eq(offers.requestId, id))
      .orderBy(desc(offers.createdAt)),
    viewerId
      ? db.select({ activatedAt: members.activatedAt }).from(members).where(eq(members.id, viewerId))
      : Promise.resolve([]),
  ]);
  // the buyer's company is shown to activated members only: a fresh throw-away account cannot unmask buyers
  return { request, offers: offerRows, viewerActivated: Boolean(viewer?.activatedAt) };
}

/** A public request's title and text for page meta (undefined when it is not public). */
export async function publicRequestSummary(db: Db, id: number) {
  const [r] = await db
    .select({
      quantity: requests.quantity,
      unit: requests.unit,
      detail: requests.detail,
      product: catalogProducts.name,
    })
    .from(requests)
    .innerJoin(catalogProducts, eq(catalogProducts.id, requests.catalogProductId))
    .where(and(eq(requests.id, id), publicRequestSql));
  return r;
}

/** The ids of every public request (the sitemap). */
export const publicRequestIds = async (db: Db) =>
  (await db.select({ id: requests.id }).from(requests).where(publicRequestSql)).map((r) => r.id);

export const openRequestCount = (db: Db) => db.$count(requests, publicRequestSql);
