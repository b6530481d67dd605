import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/client';
import { type PersonalData, runAll } from '../../platform/personal-data';

/** A company's open-API keys: listed in an export without their hashes, deleted with the member. */
export const apiKeysData: PersonalData = {
  area: 'apiAnahtarlari',
  exportMember: async (db, who) =>
    rawRows(
      db,
      sql`select name, prefix, scopes, created_at, last_used_at, revoked_at from api_keys
          where member_id = ${who.id} order by id`,
    ),
  forgetMember: async (tx, who) => {
    await runAll(tx, [sql`delete from api_keys where member_id = ${who.id}`]);
    return undefined;
  },
};
