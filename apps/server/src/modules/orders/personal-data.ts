import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/client';
import { type PersonalData, runAll } from '../../platform/personal-data';

/**
 * A member's orders paid by transfer and their receipts: listed in an export, deleted with the member; the receipts'
 * rows list their bytes for the private-files sweep after the commit (decision 0044).
 */
export const ordersData: PersonalData = {
  area: 'odemeler',
  exportMember: async (db, who) => ({
    orders: await rawRows(
      db,
      sql`select code, kind, title, months, credits, net, kdv_rate, kdv, total, status, reject_reason, decided_at,
            created_at from orders where member_id = ${who.id} order by id`,
    ),
    receipts: await rawRows(
      db,
      sql`select o.code, r.name, r.file_kind, r.size, r.created_at from order_receipts r
            join orders o on o.id = r.order_id where o.member_id = ${who.id} order by r.id`,
    ),
  }),
  filesOf: (db, who) =>
    rawRows(
      db,
      sql`select r.storage_key as "storageKey", r.name from order_receipts r
            join orders o on o.id = r.order_id where o.member_id = ${who.id} order by r.id`,
    ),
  forgetMember: async (tx, who) => {
    await runAll(tx, [sql`delete from orders where member_id = ${who.id}`]);
    return { privateFiles: true };
  },
};
