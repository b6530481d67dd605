// Support tickets (destek): a member's own tickets and their threads, and the back-office answering them. Each
// ticket row keeps two flags — `answered` (the staff has written) and `waiting` (the member wrote last) — in the
// transaction that adds a message, after locking the ticket's row; the lists read a ticket's state from them, never
// from its messages. A member reaches only its own tickets: another one's is 'not found', nothing of it told.
import { TICKET_PAGE_SIZE } from '@tedarik/contract/support/admin';
import { SUPPORT_MSG } from '@tedarik/contract/support/member';
import { and, desc, eq, type Placeholder, sql } from 'drizzle-orm';
import { type Db, preparedPerDb, type Tx } from '../../db/client';
import { members } from '../../db/schema/members';
import { supportMessages, supportTickets } from '../../db/schema/support';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { afterCommit, tell } from '../../platform/notices';
import { countUpTo, pageWindow } from '../../platform/unpaged';

type Ctx = Pick<AppContext, 'db' | 'outbox' | 'publicUrl'>;

/** A member's ticket list shows at most this many, newest first. */
const OWN_LIST_LIMIT = 500;
/** A thread shows at most its newest this many messages. */
const THREAD_LIMIT = 500;

export type Ticket = typeof supportTickets.$inferSelect;
export type TicketMessage = typeof supportMessages.$inferSelect;

/** The member's link to a ticket (notifications, mail). */
export const ticketLink = (id: number) => `/destek-talep-detay-${id}`;

const newestFirst = [desc(supportTickets.createdAt), desc(supportTickets.id)];

// ── the member's desk ───────────────────────────────────────────────────────────────────────────────────────────
/** The member's tickets, newest first. */
export const ownTickets = (db: Db, memberId: number) =>
  db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.memberId, memberId))
    .orderBy(...newestFirst)
    .limit(OWN_LIST_LIMIT);

/** A new ticket and its first message, in one transaction; → its id. */
export async function createTicket(db: Db, memberId: number, input: { subject: string; body: string }) {
  return db.transaction(async (tx) => {
    const [ticket] = await tx
      .insert(supportTickets)
      .values({ memberId, subject: input.subject, waiting: true, answered: false })
      .returning({ id: supportTickets.id });
    await tx.insert(supportMessages).values({ ticketId: ticket.id, body: input.body, fromMember: true });
    return ticket.id;
  });
}

/** The ticket's messages, oldest first (its newest THREAD_LIMIT). */
async function messagesOf(db: Db, ticketId: number) {
  const rows = await db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.ticketId, ticketId))
    .orderBy(desc(supportMessages.id))
    .limit(THREAD_LIMIT);
  return rows.reverse();
}

/** The member's own ticket with its messages (404 for anyone else's). */
export async function ownThread(db: Db, memberId: number, ticketId: number) {
  const [ticket] = await db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.id, ticketId), eq(supportTickets.memberId, memberId)));
  if (!ticket) throw notFound(SUPPORT_MSG.notFound);
  return { ticket, messages: await messagesOf(db, ticketId) };
}

/**
 * Adds a message to a ticket, in one statement: its row is updated (and so locked) first, then the message written
 * from what the update returned, so the flags and the thread’s id order agree however the member and the staff race.
 * Answers the ticket as it is now, or no row when there is no such ticket (of `memberId`, when given). Values may be
 * placeholders: the member's reply is prepared once per connection.
 */
function messageStatement(
  db: Db | Tx,
  ticketId: number | Placeholder,
  body: string | Placeholder,
  fromMember: boolean,
  memberId?: number | Placeholder,
) {
  const ticket = db.$with('ticket').as(
    db
      .update(supportTickets)
      .set(fromMember ? { waiting: true } : { waiting: false, answered: true })
      .where(
        and(
          eq(supportTickets.id, ticketId),
          memberId === undefined ? undefined : eq(supportTickets.memberId, memberId),
        ),
      )
      .returning(),
  );
  // drizzle's insert … select wants every column of the table: written out
  const message = db.$with('message', { id: supportMessages.id }).as(
    sql`insert into ${supportMessages} ("ticket_id", "body", "from_member")
      select "id", ${body}::text, ${fromMember}::boolean from "ticket" returning "id"`,
  );
  return db.with(ticket, message).select().from(ticket);
}
const addMessage = async (tx: Tx, ticketId: number, body: string, fromMember: boolean) =>
  (await messageStatement(tx, ticketId, body, fromMember))[0];

// one statement without a transaction: BEGIN and COMMIT were two of a reply's four round trips (issue 14)
const memberReply = preparedPerDb((db) =>
  messageStatement(db, sql.placeholder('ticket'), sql.placeholder('body'), true, sql.placeholder('member')).prepare(
    'ticket_reply',
  ),
);

/** The member writes on its own ticket (404 for anyone else's); it waits for the staff again. */
export async function replyTicket(db: Db, memberId: number, ticketId: number, body: string) {
  const [ticket] = await memberReply(db).execute({ ticket: ticketId, body, member: memberId });
  if (!ticket) throw notFound(SUPPORT_MSG.notFound);
}

// ── the back-office ─────────────────────────────────────────────────────────────────────────────────────────────
const member = { memberId: members.id, memberName: members.fullName, company: members.companyName };

const waitingFirst = [desc(supportTickets.waiting), ...newestFirst];

/**
 * A page of every ticket (or, without a page, all of them up to the ceiling: platform/unpaged.ts): those waiting for
 * an answer first, then newest first. The page's ids come from a backward index-only scan of
 * support_tickets_waiting_idx, and only those rows are read and joined (a deep page skips index entries, not joined
 * rows). The ids are an array, not a joined subquery: joined, 5,001 of them made PostgreSQL hash every ticket (a
 * sequential scan of a million tickets, 750 ms; 57 ms as an array).
 */
export function adminTickets(db: Db, page: number | undefined) {
  const { limit, offset } = pageWindow(page, TICKET_PAGE_SIZE);
  const ids = db
    .select({ id: supportTickets.id })
    .from(supportTickets)
    .orderBy(...waitingFirst)
    .limit(limit)
    .offset(offset);
  return db
    .select({ ticket: supportTickets, ...member })
    .from(supportTickets)
    .innerJoin(members, eq(members.id, supportTickets.memberId))
    .where(sql`${supportTickets.id} = any(array(${ids}))`)
    .orderBy(...waitingFirst);
}
export type AdminTicketRow = Awaited<ReturnType<typeof adminTickets>>[number];
/** Every ticket, counted up to the cap (an unpaged list's total). */
export const ticketCount = (db: Db) => countUpTo(db, supportTickets);

/** Any ticket with its member and messages. */
export async function adminThread(db: Db, ticketId: number) {
  const [[row], messages] = await Promise.all([
    db
      .select({ ticket: supportTickets, ...member })
      .from(supportTickets)
      .innerJoin(members, eq(members.id, supportTickets.memberId))
      .where(eq(supportTickets.id, ticketId)),
    messagesOf(db, ticketId),
  ]);
  if (!row) throw notFound(SUPPORT_MSG.notFound);
  return { ...row, messages };
}
export type AdminThread = Awaited<ReturnType<typeof adminThread>>;

/**
 * The staff answers a ticket. In one transaction: the answer, the ticket's flags, the member's notification and,
 * if the member consented, a mail.
 */
export async function answerTicket(ctx: Ctx & Pick<AppContext, 'events'>, ticketId: number, body: string) {
  const told = await ctx.db.transaction(async (tx) => {
    const ticket = await addMessage(tx, ticketId, body, false);
    if (!ticket) throw notFound(SUPPORT_MSG.notFound);
    const text = `Destek talebinize yanıt verildi: ${ticket.subject}`;
    const link = ticketLink(ticketId);
    return tell(tx, {
      to: ticket.memberId,
      bell: { kind: 'support_answered', text, link },
      mail: {
        subject: 'Destek talebinize yanıt verildi',
        body: `${text}\n\n${body}\n\nTalebinizi görmek ve yanıtlamak için: ${ctx.publicUrl}${link}`,
        title: 'Destek talebinize yanıt verildi',
        paragraphs: [text, body],
        action: { label: 'Yanıtı Gör', link: `${ctx.publicUrl}${link}` },
      },
    });
  });
  await afterCommit(ctx, told);
}

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
      customerLast: supportTickets.waiting,
    })
    .from(supportTickets)
    .innerJoin(members, eq(members.id, supportTickets.memberId))
    .where(eq(supportTickets.waiting, true))
    .orderBy(...newestFirst)
    .limit(limit);
