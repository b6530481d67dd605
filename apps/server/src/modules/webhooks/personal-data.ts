import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/client';
import { type PersonalData, runAll } from '../../platform/personal-data';

/**
 * A company's webhooks: listed in an export without their secrets, deleted with the member (their deliveries with
 * them). The delivery log keeps each webhook's last 100 and needs no retention rule of its own.
 */
export const webhooksData: PersonalData = {
  area: 'webhooklar',
  exportMember: async (db, who) =>
    rawRows(db, sql`select url, events, active, created_at from webhooks where member_id = ${who.id} order by id`),
  forgetMember: async (tx, who) => {
    await runAll(tx, [sql`delete from webhooks where member_id = ${who.id}`]);
    return undefined;
  },
};
