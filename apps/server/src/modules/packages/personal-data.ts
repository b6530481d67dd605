import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/client';
import { type PersonalData, runAll } from '../../platform/personal-data';

/** Package applications and subscriptions: exported; past ones stay as history, waiting ones become passive. */
export const packagesData: PersonalData = {
  area: 'paketler',
  exportMember: (db, who) =>
    rawRows(
      db,
      sql`select package_id, months, price, status, starts_on, ends_on, created_at
          from package_subscriptions where member_id = ${who.id} order by id`,
    ),
  forgetMember: async (tx, who) => {
    await runAll(tx, [
      sql`update package_subscriptions set status = false, note = 'Üye silindi.'
          where member_id = ${who.id} and status is null`,
    ]);
    return undefined;
  },
};
