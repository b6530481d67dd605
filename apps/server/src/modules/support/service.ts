// Support tickets (destek). The member's desk and the back-office thread come with the members issue; the back-office
// home page already lists the tickets waiting for an answer.
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/members';
import { supportTickets } from '../../db/schema/support';

/** The ticket's last message is the member's (or it has none yet). */
const waitingSql = sql<boolean>`coalesce((select sm.from_member from support_messages sm
  where sm.ticket_id = ${supportTickets.id} order by sm.created_at desc, sm.id desc limit 1), true)`;

/** Tickets waiting for support, newest first (the back-office home page). */
export const pendingTickets = (db: Db, limit = 10) =>
  db
    .select({
      id: supportTickets.id,
      subject: supportTickets.subject,
      createdAt: supportTickets.createdAt,
      memberId: members.id,
      memberName: members.fullName,
      company: members.companyName,
      customerLast: waitingSql,
    })
    .from(supportTickets)
    .innerJoin(members, eq(members.id, supportTickets.memberId))
    .where(waitingSql)
    .orderBy(desc(supportTickets.createdAt))
    .limit(limit);
