// Which companies a request matches (issue 50 item 2, decision 0061), and the companies' 'Talep Tercihlerim' that
// decide it. A request matches a company when its catalog product is one of the company's open products' or of its
// rule's (chosen catalog products, or under chosen categories: match_products, kept by migration 0042's triggers), and
// its buyer's province and quantity pass the company's preferences (none saved: they pass). One rule, written for its
// two directions: over `requests` for one company (its feed, its offer check), and as the companies of one request (an
// approval's notices, the reach count, who sees a change). The digests of those who hear by digest: requests' digest.ts.
import { MATCH_MSG, type MatchPreferencesInput } from '@tedarik/contract/matching/member';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type Db, rawRows } from '../../db/client';
import { AppError } from '../../platform/errors';
import { offeredCatalogProductsSql, offeringMembersSql } from '../products/service';

/**
 * The request's buyer province (its `buyer_city_id`, its buyer's kept by the database) and quantity pass the company's
 * preferences: a quantity of 0 (unknown) passes any minimum, a buyer without a province passes only 'Tüm Türkiye'.
 */
export const preferencesPass = (member: SQL, request: { city: SQL; quantity: SQL }) => sql`not exists (
  select 1 from match_preferences mr where mr.member_id = ${member} and (
    (${request.quantity} > 0 and ${request.quantity} < mr.min_quantity)
    or (not mr.all_provinces and not exists (select 1 from match_provinces mv where mv.member_id = ${member}
      and mv.city_id = ${request.city}))))`;

/**
 * The request, in a statement over `requests` (unaliased; its columns written out, as drizzle leaves a single table's
 * unqualified, which the sub-selects would misread), matches the company; not yet whether it is public or its own.
 * `products`: the company's catalog products (matchedCatalogProductsSql) when the caller has read them, named as an
 * array (the planner then walks a sector's newest requests in an index, requests_open_feed_idx, where the sub-select's
 * hash join made it scan every public request), or one of them as an expression (the open feed reads a few hundred
 * products' requests one product at a time: offers/open-feed.ts).
 */
export const matchesCompanySql = (memberId: number | Placeholder, products?: number[] | SQL) => sql`(${
  products === undefined
    ? sql`requests.catalog_product_id in (${offeredCatalogProductsSql(memberId)}
    union all select mp.catalog_product_id from match_products mp where mp.member_id = ${memberId})`
    : Array.isArray(products)
      ? sql`requests.catalog_product_id = any(${sql.param(products)}::int[])`
      : sql`requests.catalog_product_id = ${products}`
}
  and ${preferencesPass(sql`${memberId}`, { city: sql`requests.buyer_city_id`, quantity: sql`requests.quantity` })})`;

/**
 * `select id …`: the companies the request matches (any member with an open product or a rule, the buyer left out;
 * callers add whether it is an active company).
 */
export const companiesMatchingSql = (requestId: number | SQL | Placeholder) =>
  sql`select c.member_id as id from requests r
    cross join lateral (${offeringMembersSql(sql`r.catalog_product_id`)}
      union select mp.member_id from match_products mp where mp.catalog_product_id = r.catalog_product_id) c
    where r.id = ${requestId} and c.member_id <> r.member_id
      and ${preferencesPass(sql`c.member_id`, { city: sql`r.buyer_city_id`, quantity: sql`r.quantity` })}`;

/**
 * `select catalog_product_id …`: the catalog products whose requests may match the company (`member`, a column of the
 * outer statement): its open products' and its rule's — the third direction, for many companies at once (the
 * digests): each pair is then an index range of `requests (catalog_product_id, approved_at)`; `preferencesPass`
 * still decides.
 */
export const matchedCatalogProductsSql = (member: SQL) =>
  sql`${offeredCatalogProductsSql(member)} union select mp.catalog_product_id from match_products mp
    where mp.member_id = ${member}`;

/** `(select …)`: how each company hears of a matching request: its frequency and channels (none saved: at once). */
export const hearingSql = (member: SQL) => ({
  instant: sql`coalesce((select mr.frequency = 'instant' from match_preferences mr where mr.member_id = ${member}), true)`,
  byMail: sql`coalesce((select mr.by_mail from match_preferences mr where mr.member_id = ${member}), true)`,
  bySms: sql`coalesce((select mr.by_sms from match_preferences mr where mr.member_id = ${member}), true)`,
});

// ── the preferences ────────────────────────────────────────────────────────────────────────────────────────────────
type Named = { id: number; name: string };

/** The company's preferences and its consents; `saved` false: none saved (the defaults are shown). */
export async function preferencesOf(db: Db, memberId: number) {
  const [row] = await rawRows<{
    saved: boolean;
    all_provinces: boolean;
    min_quantity: number;
    frequency: 'instant' | 'daily' | 'weekly';
    by_mail: boolean;
    by_sms: boolean;
    mail_consent: boolean;
    sms_consent: boolean;
    products: Named[] | null;
    categories: Named[] | null;
    provinces: number[] | null;
  }>(
    db,
    sql`select mr.member_id is not null as saved, coalesce(mr.all_provinces, true) as all_provinces,
        coalesce(mr.min_quantity, 0) as min_quantity, coalesce(mr.frequency, 'instant') as frequency,
        coalesce(mr.by_mail, true) as by_mail, coalesce(mr.by_sms, true) as by_sms,
        m.mail_opt_in as mail_consent, m.sms_opt_in as sms_consent,
        (select json_agg(json_build_object('id', cp.id, 'name', cp.name) order by cp.name)
          from match_chosen_products x join catalog_products cp on cp.id = x.catalog_product_id
          where x.member_id = m.id) as products,
        (select json_agg(json_build_object('id', k.id, 'name', k.name) order by k.name)
          from match_chosen_categories x join categories k on k.id = x.category_id where x.member_id = m.id) as categories,
        (select array_agg(x.city_id order by x.city_id) from match_provinces x where x.member_id = m.id) as provinces
      from members m left join match_preferences mr on mr.member_id = m.id
      where m.id = ${memberId}`,
  );
  if (!row) return undefined;
  return {
    saved: row.saved,
    allProvinces: row.all_provinces,
    provinceIds: row.provinces ?? [],
    minQuantity: row.min_quantity,
    frequency: row.frequency,
    byMail: row.by_mail,
    bySms: row.by_sms,
    products: row.products ?? [],
    categories: row.categories ?? [],
    mailConsent: row.mail_consent,
    smsConsent: row.sms_consent,
  };
}

const distinct = (xs: number[]) => [...new Set(xs)];
const intArray = (xs: number[]) => sql`${`{${xs.join(',')}}`}::int[]`;

/**
 * Saves a company's preferences and its materialised rule in one transaction. Only a company (firma, onay, imalatci)
 * has them; each chosen id must exist. A company that starts hearing by digest is digested from now (what it heard at
 * once is not repeated).
 */
export async function savePreferences(db: Db, memberId: number, input: MatchPreferencesInput, now: Date) {
  const productIds = distinct(input.productIds);
  const categoryIds = distinct(input.categoryIds);
  const provinceIds = input.allProvinces ? [] : distinct(input.provinceIds);
  if (!input.allProvinces && provinceIds.length === 0)
    throw new AppError(MATCH_MSG.noProvince, 400, { provinceIds: MATCH_MSG.noProvince });
  const [known] = await rawRows<{ company: boolean | null; products: number; categories: number; provinces: number }>(
    db,
    sql`select (select is_company from members where id = ${memberId}) as company,
      (select count(*)::int from catalog_products where id = any(${intArray(productIds)})) as products,
      (select count(*)::int from categories where id = any(${intArray(categoryIds)})) as categories,
      (select count(*)::int from cities where id = any(${intArray(provinceIds)})) as provinces`,
  );
  if (!known?.company) throw new AppError(MATCH_MSG.companiesOnly, 403);
  if (known.products !== productIds.length)
    throw new AppError(MATCH_MSG.unknownProducts, 400, { productIds: MATCH_MSG.unknownProducts });
  if (known.categories !== categoryIds.length)
    throw new AppError(MATCH_MSG.unknownCategories, 400, { categoryIds: MATCH_MSG.unknownCategories });
  if (known.provinces !== provinceIds.length)
    throw new AppError(MATCH_MSG.unknownProvinces, 400, { provinceIds: MATCH_MSG.unknownProvinces });
  const at = sql`${now.toISOString()}::timestamptz`;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await rawRows(
      t,
      sql`insert into match_preferences (member_id, all_provinces, min_quantity, frequency, by_mail, by_sms,
          digested_through, updated_at)
        values (${memberId}, ${input.allProvinces}, ${input.minQuantity}, ${input.frequency}, ${input.byMail},
          ${input.bySms}, ${at}, ${at})
        on conflict (member_id) do update set all_provinces = excluded.all_provinces,
          min_quantity = excluded.min_quantity, frequency = excluded.frequency, by_mail = excluded.by_mail,
          by_sms = excluded.by_sms, updated_at = excluded.updated_at,
          digested_through = case when match_preferences.frequency = 'instant' then excluded.digested_through
            else match_preferences.digested_through end
        returning member_id`,
    );
    for (const [table, column, values] of [
      ['match_chosen_products', 'catalog_product_id', productIds],
      ['match_chosen_categories', 'category_id', categoryIds],
      ['match_provinces', 'city_id', provinceIds],
    ] as const) {
      await rawRows(t, sql`delete from ${sql.identifier(table)} where member_id = ${memberId} returning member_id`);
      if (values.length)
        await rawRows(
          t,
          sql`insert into ${sql.identifier(table)} (member_id, ${sql.identifier(column)})
            select ${memberId}, unnest(${intArray(values)}) returning member_id`,
        );
    }
    await rawRows(t, sql`select match_products_refresh(array[${memberId}]::int[]) as done`);
  });
}
