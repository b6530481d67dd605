import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/client';
import { type PersonalData, runAll } from '../../platform/personal-data';

/** The member's browsers that take web push: forgotten, so that nobody pushes to a deleted member's browsers. */
export const pushData: PersonalData = {
  area: 'bildirimAbonelikleri',
  exportMember: (db, who) =>
    rawRows(db, sql`select endpoint, created_at, last_success_at from push_subscriptions where member_id = ${who.id}`),
  forgetMember: async (tx, who) => {
    await runAll(tx, [sql`delete from push_subscriptions where member_id = ${who.id}`]);
    return undefined;
  },
};
