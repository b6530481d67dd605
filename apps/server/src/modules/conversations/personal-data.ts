import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/client';
import { type PersonalData, runAll } from '../../platform/personal-data';

/** What a deleted member's messages say instead of their text (the other side keeps the thread, closed). */
export const FORGOTTEN_MESSAGE = 'Mesaj silindi.';

/**
 * Threads: the member's own messages are exported and, on deletion, blanked (their files go with the attachments'
 * area), its complaints deleted and every thread it is a side of closed, so the other side keeps its own messages
 * but nobody writes to a deleted member.
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
    await runAll(tx, [
      sql`update conversation_messages set text = ${FORGOTTEN_MESSAGE} where sender_id = ${who.id}`,
      sql`delete from conversation_complaints where member_id = ${who.id}`,
      sql`update conversations set closed_at = now()
          where (buyer_id = ${who.id} or supplier_id = ${who.id}) and closed_at is null`,
    ]);
    return undefined;
  },
};
