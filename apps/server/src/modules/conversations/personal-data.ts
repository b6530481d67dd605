import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/client';
import { type PersonalData, pseudonymiseRows, runAll } from '../../platform/personal-data';

/**
 * Threads: the member's own messages are exported and, on deletion, kept for the other side pseudonymised for good
 * (decision 0072: contact details masked in the stored text, as the other side read them before an acceptance, and
 * the member's names replaced; their files go with the attachments' area), its complaints deleted and every thread
 * it is a side of closed, so the other side keeps the conversation but nobody writes to a deleted member.
 */
export const conversationsData: PersonalData = {
  area: 'mesajlar',
  exportMember: (db, who) =>
    rawRows(
      db,
      sql`select c.request_id, m.conversation_id, m.text, m.created_at
          from conversation_messages m join conversations c on c.id = m.conversation_id
          where m.sender_id = ${who.id} order by m.id`,
    ),
  forgetMember: async (tx, who) => {
    await pseudonymiseRows(
      tx,
      who,
      sql`select id, text, conversation_id as grp from conversation_messages where sender_id = ${who.id}
          order by conversation_id, id`,
      (v) => sql`update conversation_messages m set text = v.text from ${v} where m.id = v.id`,
      (row) => row.grp,
    );
    await runAll(tx, [
      sql`delete from conversation_complaints where member_id = ${who.id}`,
      sql`update conversations set closed_at = now()
          where (buyer_id = ${who.id} or supplier_id = ${who.id}) and closed_at is null`,
    ]);
    return undefined;
  },
};
