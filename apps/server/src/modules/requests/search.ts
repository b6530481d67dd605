// The public request list searched by a typed text (issue 51, decision 0063): the requests of the catalog products the
// text matches, ranked, with the categories most of them are in.
import { PAGE_SIZE } from '@tedarik/contract/constants';
import { searchTerms } from '@tedarik/contract/search';
import { and, type SQL, sql } from 'drizzle-orm';
import { FEW_MATCHES } from '../../db/client';
import { catalogProducts } from '../../db/schema/catalog';
import { requests } from '../../db/schema/requests';
import { tag } from '../../platform/cache';
import type { AppContext } from '../../platform/context';
import { offsetOf, pageCount } from '../../platform/paging';
import { searchOrCorrected, textMatch, textRank } from '../../platform/search';
import { countsByCategory, fewMatchesPage } from '../catalog/service';
import { publicRequestSql } from './public-rule';
import { inCategory, newestFirst, publicRequestPageOf, requestsInOrder } from './service';

/**
 * One page of public requests, newest first, optionally under a category (and its sub-categories); or of a typed
 * text (issue 51): the requests of the catalog products it matches (platform/search.ts), ranked (the phrase in the
 * product's name first, then every word as typed, then by stems; newest first among equals), with the categories most
 * of them are in, and where the text finds nothing, those of its closest known words (`suggestion`).
 */
export async function publicRequestPage(
  ctx: Pick<AppContext, 'db' | 'cache'>,
  opts: { categoryId?: number; page: number; text?: string },
) {
  if (!opts.text) return { ...(await publicRequestPageOf(ctx.db, opts)), categories: [], suggestion: undefined };
  const { result, suggestion } = await searchOrCorrected(
    ctx.db,
    opts.text,
    (text) => searchedRequestPage(ctx, { ...opts, text }),
    (page) => page.total > 0,
  );
  return { ...result, suggestion };
}

/** A searched list's total stops here, as the product list's does. */
export const REQUEST_SEARCH_COUNT_CAP = 10_000;

async function searchedRequestPage(
  { db, cache }: Pick<AppContext, 'db' | 'cache'>,
  opts: { categoryId?: number; page: number; text: string },
) {
  const size = PAGE_SIZE.requests;
  const terms = searchTerms(opts.text);
  const none = { rows: [], total: 0, pages: pageCount(0, size), categories: [] };
  if (!terms) return none;
  // the catalog products the text matches (their GIN indexes), in the category asked for, each with its rank
  const catalog = and(textMatch(catalogProducts, terms), opts.categoryId ? inCategory(opts.categoryId) : undefined);
  const rank = textRank(catalogProducts, terms);
  const page = { limit: size, offset: offsetOf(opts.page, size) };
  // a few catalog products' requests read whole a product at a time from requests_public_idx (an index-only scan)
  const few = await fewMatchesPage(
    db,
    catalog,
    rank,
    sql`select r.id, r.created_at, matched_catalog.category_id, matched_catalog.rank from matched_catalog
      cross join lateral (select ${requests.id}, ${requests.createdAt} from ${requests}
        where ${requests.catalogProductId} = matched_catalog.id and ${publicRequestSql}) r`,
    page,
  );
  const { ids, counts } =
    few.matched <= FEW_MATCHES ? few : await manyProductsPage({ db, cache }, catalog, rank, page, opts);
  if (!counts.total) return none;
  return {
    rows: await requestsInOrder(db, ids),
    total: counts.total,
    pages: pageCount(counts.total, size),
    categories: counts.categories,
  };
}

/**
 * A common text's page and category counts (past FEW_MATCHES catalog products): the page as one statement, each
 * request ranked by its catalog product (the walk of the newest public requests finds a page early), the counts up to
 * REQUEST_SEARCH_COUNT_CAP, cached like a public answer (a new approval drops it).
 */
async function manyProductsPage(
  { db, cache }: Pick<AppContext, 'db' | 'cache'>,
  catalog: SQL | undefined,
  rank: SQL<number>,
  page: { limit: number; offset: number },
  opts: { categoryId?: number; text: string },
) {
  const where = and(
    publicRequestSql,
    sql`${requests.catalogProductId} in (select id from ${catalogProducts} where ${catalog})`,
  );
  const rankOf = sql`(select ${rank} from ${catalogProducts} where ${catalogProducts.id} = ${requests.catalogProductId})`;
  const [ids, counts] = await Promise.all([
    db
      .select({ id: requests.id })
      .from(requests)
      .where(where)
      .orderBy(rankOf, ...newestFirst)
      .limit(page.limit)
      .offset(page.offset),
    cache.value(`request-search:${JSON.stringify([opts.categoryId, opts.text])}`, { tags: [tag.public] }, () =>
      countsByCategory(
        db,
        // counted by catalog product from the index, then each group given its category
        sql`select cp.category_id, g.n from (select catalog_product_id, count(*) as n from (${db
          .select({ catalogProductId: requests.catalogProductId })
          .from(requests)
          .where(where)
          .limit(
            REQUEST_SEARCH_COUNT_CAP,
          )}) capped group by 1) g join ${catalogProducts} cp on cp.id = g.catalog_product_id`,
      ),
    ),
  ]);
  return { ids, counts };
}
