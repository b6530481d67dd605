import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/client';
import { type PersonalData, runAll } from '../../platform/personal-data';

/** Support tickets are the member's own correspondence with the administrator: exported whole, deleted with it. */
export const supportData: PersonalData = {
  area: 'destek',
  exportMember: (db, who) =>
    rawRows(
      db,
      sql`select t.id, t.subject, t.created_at,
            coalesce((select json_agg(json_build_object('metin', m.body, 'uyeden', m.from_member, 'tarih', m.created_at)
                      order by m.id) from support_messages m where m.ticket_id = t.id), '[]') as messages
          from support_tickets t where t.member_id = ${who.id} order by t.id`,
    ),
  forgetMember: async (tx, who) => {
    await runAll(tx, [sql`delete from support_tickets where member_id = ${who.id}`]);
    return undefined;
  },
};
