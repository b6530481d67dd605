// The product list searched by a typed text (issue 51, decision 0063): the public products of the catalog products
// the text matches, ranked, with the categories most of them are in.
import { PAGE_SIZE } from '@tedarik/contract/constants';
import { searchTerms } from '@tedarik/contract/search';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { FEW_MATCHES } from '../../db/client';
import { catalogProducts } from '../../db/schema/catalog';
import { members } from '../../db/schema/members';
import { products } from '../../db/schema/products';
import type { AppContext } from '../../platform/context';
import { inOrderOf, offsetOf, pageCount } from '../../platform/paging';
import { searchOrCorrected, textMatch, textRank } from '../../platform/search';
import { categoryAndDescendants, fewMatchesPage } from '../catalog/service';
import { publishingCompanyRowByRowSql } from '../packages/service';
import { cardQuery, productPageOf } from './service';

type PageOptions = { categoryId?: number; catalogProductId?: number; page: number };

/**
 * One page of public products, newest first, under a category and/or of one catalog product; or of a typed text's
 * catalog products (platform/search.ts), ranked (the phrase in the name first, then every word as typed, then by
 * stems; newest first among equals), with the categories most of them are in. A text that finds nothing is tried
 * once more with its unknown words replaced by the closest known ones (`suggestion`: 'Bunu mu demek istediniz: …?').
 */
export async function productPage(ctx: Pick<AppContext, 'db' | 'cache'>, opts: PageOptions & { text?: string }) {
  if (!opts.text) return { ...(await productPageOf(ctx, opts)), suggestion: undefined };
  const { result, suggestion } = await searchOrCorrected(
    ctx.db,
    opts.text,
    (text) => productSearchPage(ctx, { ...opts, text }),
    (page) => page.total > 0,
  );
  return { ...result, suggestion };
}

/**
 * A text's page. Its catalog products' public products are read whole when it matched few catalog products
 * (fewMatchesPage: the match, the products, their companies' packages, the page and the counts in one statement,
 * where the page and the count had read the same products and companies twice), else as productPageOf reads them.
 */
async function productSearchPage(ctx: Pick<AppContext, 'db' | 'cache'>, opts: PageOptions & { text: string }) {
  const size = PAGE_SIZE.products;
  const terms = searchTerms(opts.text);
  const none = { rows: [], total: 0, pages: pageCount(0, size), categories: [] };
  if (!terms) return none;
  const catalog = and(
    textMatch(catalogProducts, terms),
    eq(catalogProducts.active, true),
    opts.categoryId ? sql`${catalogProducts.categoryId} in ${categoryAndDescendants(opts.categoryId)}` : undefined,
    opts.catalogProductId ? eq(catalogProducts.id, opts.catalogProductId) : undefined,
  );
  const few = await fewMatchesPage(
    ctx.db,
    catalog,
    textRank(catalogProducts, terms),
    sql`select ${products.id}, ${products.createdAt}, matched_catalog.category_id, matched_catalog.rank
      from matched_catalog join ${products} on ${products.catalogProductId} = matched_catalog.id
      join ${members} on ${members.id} = ${products.memberId}
      where ${products.active} and ${publishingCompanyRowByRowSql}`,
    { limit: size, offset: offsetOf(opts.page, size) },
  );
  if (few.matched > FEW_MATCHES) return productPageOf(ctx, opts);
  if (!few.counts.total) return none;
  const ids = few.ids.map((r) => r.id);
  const rows = ids.length ? await cardQuery(ctx.db).where(inArray(products.id, ids)) : [];
  return {
    rows: inOrderOf(few.ids, rows, (r) => r.id),
    total: few.counts.total,
    pages: pageCount(few.counts.total, size),
    categories: few.counts.categories,
  };
}
