import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/client';
import { type PersonalData, runAll } from '../../platform/personal-data';

/**
 * The member's requests stay for the suppliers who offered on them (decision 0011), finished so that nobody offers
 * any more; their files go with the attachments' area. An export lists them with their rounds.
 */
export const requestsData: PersonalData = {
  area: 'talepler',
  exportMember: (db, who) =>
    rawRows(
      db,
      sql`select id, catalog_product_id, material, quantity, unit, detail, delivery_on, approved, finished, created_at,
            origin_ip
          from requests where member_id = ${who.id} order by id`,
    ),
  forgetMember: async (tx, who) => {
    await runAll(tx, [
      sql`update requests set finished = true where member_id = ${who.id} and not finished`,
      // the address it was sent from goes with the member (the flags of the workbench need it no more)
      sql`update requests set origin_ip = null where member_id = ${who.id} and origin_ip is not null`,
    ]);
    return undefined;
  },
};
