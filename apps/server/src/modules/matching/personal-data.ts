import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/client';
import { type PersonalData, runAll } from '../../platform/personal-data';

/** A company's 'Talep Tercihlerim': listed in an export, deleted with the member. */
export const matchingData: PersonalData = {
  area: 'talepTercihleri',
  exportMember: async (db, who) => ({
    preferences: await rawRows(
      db,
      sql`select all_provinces, min_quantity, frequency, by_mail, by_sms, digested_through, updated_at
          from match_preferences where member_id = ${who.id}`,
    ),
    catalogProducts: await rawRows(
      db,
      sql`select catalog_product_id from match_chosen_products where member_id = ${who.id} order by 1`,
    ),
    categories: await rawRows(
      db,
      sql`select category_id from match_chosen_categories where member_id = ${who.id} order by 1`,
    ),
    provinces: await rawRows(db, sql`select city_id from match_provinces where member_id = ${who.id} order by 1`),
  }),
  forgetMember: async (tx, who) => {
    await runAll(tx, [
      sql`delete from match_products where member_id = ${who.id}`,
      sql`delete from match_chosen_products where member_id = ${who.id}`,
      sql`delete from match_chosen_categories where member_id = ${who.id}`,
      sql`delete from match_provinces where member_id = ${who.id}`,
      sql`delete from match_preferences where member_id = ${who.id}`,
    ]);
    return undefined;
  },
};
