import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/client';
import { type PersonalData, runAll } from '../../platform/personal-data';

/**
 * A company's quote credits: its balance and ledger exported; on forgetting, the ledger stays as the sales' history
 * (amounts and kinds), without the administrator's free-text reasons (which may name people), and counts no more.
 */
export const creditsData: PersonalData = {
  area: 'teklifHaklari',
  exportMember: async (db, who) => ({
    balance: await rawRows(
      db,
      sql`select limited, monthly, top_up, month from credit_accounts where member_id = ${who.id}`,
    ),
    ledger: await rawRows(
      db,
      sql`select kind, bucket, amount, request_id, period, reason, created_at
          from credit_entries where member_id = ${who.id} order by id`,
    ),
  }),
  forgetMember: async (tx, who) => {
    await runAll(tx, [
      sql`update credit_entries set reason = '' where member_id = ${who.id} and kind = 'correction'`,
      sql`update credit_accounts set limited = false where member_id = ${who.id}`,
    ]);
    return undefined;
  },
};
