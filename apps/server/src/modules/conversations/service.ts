// Conversations (issue 38): one thread per request and supplier, between the request's owner and that supplier.
// Who may write: a company that may offer on the request (it asks before offering: 'Soru Sor') or that offered on
// it, and the owner, to a supplier who offered or who asked. Nobody else sees a thread: every refusal is 'not found'.
// Until the buyer accepts an offer of the supplier, each side reads the other's text with contact details hidden
// (contract/conversations/masking.ts); storage keeps the text whole. A thread blocked by a side or closed by the
// administrator takes no more messages.

import { maskContacts } from '@tedarik/contract/conversations/masking';
import { CONVERSATION_MSG, type Conversation, type Message } from '@tedarik/contract/conversations/member';
import { maskCompany } from '@tedarik/contract/text';
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Db, rawRows } from '../../db/client';
import { catalogProducts } from '../../db/schema/catalog';
import { conversationComplaints, conversationMessages, conversations } from '../../db/schema/conversations';
import { members } from '../../db/schema/members';
import { offers } from '../../db/schema/offers';
import { requests } from '../../db/schema/requests';
import { AppError, notFound } from '../../platform/errors';
import { mayOfferOn } from '../offers/service';

type Side = 'buyer' | 'supplier';
type MessageRow = typeof conversationMessages.$inferSelect;

const buyer = alias(members, 'buyer');
const supplier = alias(members, 'supplier');
const last = alias(conversationMessages, 'last');

/** Whether the buyer accepted an offer of the thread's supplier on its request: then nothing is hidden. */
const acceptedSql = sql<boolean>`exists (select from ${offers} where ${offers.requestId} = ${conversations.requestId}
  and ${offers.memberId} = ${conversations.supplierId} and ${offers.reviewed})`;

/** A thread with what its lists show, seen by `memberId`. */
const threadQuery = (db: Db, memberId: number) =>
  db
    .select({
      thread: conversations,
      requestTitle: catalogProducts.name,
      buyerName: sql<string>`coalesce(nullif(${buyer.companyName}, ''), ${buyer.fullName})`,
      supplierName: supplier.companyName,
      accepted: acceptedSql,
      unread: sql<number>`(select count(*)::int from ${conversationMessages} m
        where m.conversation_id = ${conversations.id} and m.sender_id <> ${memberId}
          and m.id > case when ${conversations.buyerId} = ${memberId} then ${conversations.buyerReadId}
                          else ${conversations.supplierReadId} end)`,
      last,
    })
    .from(conversations)
    .innerJoin(requests, eq(requests.id, conversations.requestId))
    .innerJoin(catalogProducts, eq(catalogProducts.id, requests.catalogProductId))
    .innerJoin(buyer, eq(buyer.id, conversations.buyerId))
    .innerJoin(supplier, eq(supplier.id, conversations.supplierId))
    .leftJoin(last, eq(last.id, conversations.lastMessageId));
type ThreadRow = Awaited<ReturnType<ReturnType<typeof threadQuery>['execute']>>[number];

/** A stored message as `memberId` reads it: the other side's masked until acceptance. */
function messageOf(m: MessageRow, memberId: number, accepted: boolean): Message {
  const mine = m.senderId === memberId;
  const masked = accepted ? { text: m.text, kinds: [] } : maskContacts(m.text);
  return {
    id: m.id,
    mine,
    text: mine ? m.text : masked.text,
    hidden: masked.kinds,
    createdAt: m.createdAt.toISOString(),
  };
}

function conversationOf(row: ThreadRow, memberId: number): Conversation {
  const t = row.thread;
  const side: Side = t.buyerId === memberId ? 'buyer' : 'supplier';
  const other = side === 'buyer' ? row.supplierName : row.buyerName;
  return {
    id: t.id,
    requestId: t.requestId,
    requestTitle: row.requestTitle,
    side,
    with: row.accepted ? other : maskCompany(other),
    accepted: row.accepted,
    lastMessage: row.last ? messageOf(row.last, memberId, row.accepted) : null,
    unread: row.unread,
    blocked: t.blockedBy !== null,
    closed: t.closedAt !== null,
  };
}

const memberOf = (memberId: number) => or(eq(conversations.buyerId, memberId), eq(conversations.supplierId, memberId));

/** The thread, when `memberId` is one of its sides. */
async function ownThread(db: Db, memberId: number, id: number) {
  const [row] = await threadQuery(db, memberId).where(and(eq(conversations.id, id), memberOf(memberId)));
  if (!row) throw notFound(CONVERSATION_MSG.notFound);
  return row;
}

// ── lists ───────────────────────────────────────────────────────────────────────────────────────────────────────
/** The member's threads with a message, newest first, `limit` a page; the cursor is the last one's message id. */
export async function listConversations(db: Db, memberId: number, page: { cursor?: string; limit?: number }) {
  const limit = page.limit ?? 20;
  const before = Number(page.cursor);
  const where = (column: typeof conversations.buyerId | typeof conversations.supplierId) =>
    and(
      eq(column, memberId),
      sql`${conversations.lastMessageId} > 0`,
      Number.isSafeInteger(before) && before > 0 ? lt(conversations.lastMessageId, before) : undefined,
    );
  // one index range per side (buyer_id, last_message_id) and (supplier_id, …), merged: never a scan of all threads
  const ids = await db
    .select({ id: conversations.id, last: conversations.lastMessageId })
    .from(conversations)
    .where(where(conversations.buyerId))
    .orderBy(desc(conversations.lastMessageId))
    .limit(limit + 1)
    .unionAll(
      db
        .select({ id: conversations.id, last: conversations.lastMessageId })
        .from(conversations)
        .where(where(conversations.supplierId))
        .orderBy(desc(conversations.lastMessageId))
        .limit(limit + 1),
    );
  const newest = ids.sort((a, b) => b.last - a.last).slice(0, limit + 1);
  const shown = newest.slice(0, limit);
  const rows = shown.length
    ? await threadQuery(db, memberId).where(
        sql`${conversations.id} in (${sql.join(
          shown.map((s) => sql`${s.id}`),
          sql`, `,
        )})`,
      )
    : [];
  const byId = new Map(rows.map((r) => [r.thread.id, r]));
  return {
    items: shown.flatMap((s) => {
      const row = byId.get(s.id);
      return row ? [conversationOf(row, memberId)] : [];
    }),
    nextCursor: newest.length > limit ? String(shown.at(-1)?.last) : null,
  };
}

/** How many messages of others the member has not read, over all its threads. */
export async function unreadCount(db: Db, memberId: number) {
  const [row] = await rawRows<{ unread: number }>(
    db,
    sql`select coalesce(sum((select count(*) from ${conversationMessages} m
      where m.conversation_id = c.id and m.sender_id <> ${memberId}
        and m.id > case when c.buyer_id = ${memberId} then c.buyer_read_id else c.supplier_read_id end)), 0)::int as unread
    from ${conversations} c where (c.buyer_id = ${memberId} or c.supplier_id = ${memberId})
      and c.last_message_id > case when c.buyer_id = ${memberId} then c.buyer_read_id else c.supplier_read_id end`,
  );
  return Number(row?.unread ?? 0);
}

/** The request's threads: all of them for its owner, its own for a supplier; nothing for anyone else. */
export async function requestConversations(db: Db, memberId: number, requestId: number) {
  const rows = await threadQuery(db, memberId)
    .where(and(eq(conversations.requestId, requestId), memberOf(memberId)))
    .orderBy(desc(conversations.lastMessageId));
  return rows.map((r) => conversationOf(r, memberId));
}

/** A page of the thread's messages, newest first; the reader's side has read them all. */
export async function threadMessages(db: Db, memberId: number, id: number, page: { cursor?: string; limit?: number }) {
  const row = await ownThread(db, memberId, id);
  const limit = page.limit ?? 50;
  const before = Number(page.cursor);
  const found = await db
    .select()
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.conversationId, id),
        Number.isSafeInteger(before) && before > 0 ? lt(conversationMessages.id, before) : undefined,
      ),
    )
    .orderBy(desc(conversationMessages.id))
    .limit(limit + 1);
  const shown = found.slice(0, limit);
  await markRead(db, row, memberId);
  return {
    items: shown.map((m) => messageOf(m, memberId, row.accepted)),
    nextCursor: found.length > limit ? String(shown.at(-1)?.id) : null,
    conversation: { ...conversationOf(row, memberId), unread: 0 },
  };
}

async function markRead(db: Db, row: ThreadRow, memberId: number) {
  const t = row.thread;
  const column = t.buyerId === memberId ? conversations.buyerReadId : conversations.supplierReadId;
  if ((t.buyerId === memberId ? t.buyerReadId : t.supplierReadId) >= t.lastMessageId) return;
  await db
    .update(conversations)
    .set({ [t.buyerId === memberId ? 'buyerReadId' : 'supplierReadId']: sql`greatest(${column}, ${t.lastMessageId})` })
    .where(eq(conversations.id, t.id));
}

// ── writing ─────────────────────────────────────────────────────────────────────────────────────────────────────
/**
 * Writes on the request's thread with a supplier, opening it when there is none. Without `supplierId` the writer
 * is the supplier: a company that may offer on the request, or that offered on it. With it, the writer is the
 * request's owner and `supplierId` a company that offered on it or already asked.
 */
export async function writeOnRequest(
  db: Db,
  memberId: number,
  requestId: number,
  input: { text: string; supplierId?: number },
) {
  const [request] = await db.select({ ownerId: requests.memberId }).from(requests).where(eq(requests.id, requestId));
  if (!request) throw notFound(CONVERSATION_MSG.requestNotFound);
  let supplierId: number;
  if (input.supplierId === undefined) {
    if (request.ownerId === memberId) throw new AppError(CONVERSATION_MSG.ownRequest);
    const [offered] = await db
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.requestId, requestId), eq(offers.memberId, memberId)));
    if (!offered && !(await mayOfferOn(db, memberId, requestId))) throw notFound(CONVERSATION_MSG.requestNotFound);
    supplierId = memberId;
  } else {
    if (request.ownerId !== memberId) throw notFound(CONVERSATION_MSG.requestNotFound);
    const [known] = await db
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.requestId, requestId), eq(offers.memberId, input.supplierId)))
      .union(
        db
          .select({ id: conversations.id })
          .from(conversations)
          .where(and(eq(conversations.requestId, requestId), eq(conversations.supplierId, input.supplierId))),
      );
    if (!known)
      throw new AppError(CONVERSATION_MSG.supplierNotFound, 400, { supplierId: CONVERSATION_MSG.supplierNotFound });
    supplierId = input.supplierId;
  }
  const [thread] = await db
    .insert(conversations)
    .values({ requestId, buyerId: request.ownerId, supplierId })
    .onConflictDoUpdate({
      target: [conversations.requestId, conversations.supplierId],
      set: { requestId: sql`excluded.request_id` },
    })
    .returning({ id: conversations.id });
  const sent = await sendMessage(db, memberId, thread.id, input.text);
  return { conversation: conversationOf(await ownThread(db, memberId, thread.id), memberId), ...sent };
}

/** Writes in the thread: refused when it is blocked or closed; the writer has read everything before its message. */
export async function sendMessage(db: Db, memberId: number, id: number, text: string) {
  const row = await ownThread(db, memberId, id);
  if (row.thread.closedAt) throw new AppError(CONVERSATION_MSG.closed, 409);
  if (row.thread.blockedBy !== null) throw new AppError(CONVERSATION_MSG.blocked, 409);
  const side: Side = row.thread.buyerId === memberId ? 'buyer' : 'supplier';
  const message = await db.transaction(async (tx) => {
    const [m] = await tx
      .insert(conversationMessages)
      .values({ conversationId: id, senderId: memberId, text })
      .returning();
    await tx
      .update(conversations)
      .set({
        lastMessageId: sql`greatest(${conversations.lastMessageId}, ${m.id})`,
        ...(side === 'buyer' ? { buyerReadId: m.id } : { supplierReadId: m.id }),
      })
      .where(eq(conversations.id, id));
    return m;
  });
  const shown = messageOf(message, memberId, row.accepted);
  return { message: shown, notice: shown.hidden.length ? CONVERSATION_MSG.masked : null };
}

// ── blocking and complaints ─────────────────────────────────────────────────────────────────────────────────────
/** A side blocks the thread (nobody writes any more); blocking again changes nothing. */
export async function block(db: Db, memberId: number, id: number) {
  await ownThread(db, memberId, id);
  await db
    .update(conversations)
    .set({ blockedBy: memberId })
    .where(and(eq(conversations.id, id), isNull(conversations.blockedBy)));
  return conversationOf(await ownThread(db, memberId, id), memberId);
}

/** The side that blocked the thread lifts it; the other side may not. */
export async function unblock(db: Db, memberId: number, id: number) {
  const row = await ownThread(db, memberId, id);
  if (row.thread.blockedBy !== null && row.thread.blockedBy !== memberId)
    throw new AppError(CONVERSATION_MSG.notBlocker, 403);
  await db.update(conversations).set({ blockedBy: null }).where(eq(conversations.id, id));
  return conversationOf(await ownThread(db, memberId, id), memberId);
}

/** 'Şikayet Et': a side reports a message of the other side; once per message and member. */
export async function complain(db: Db, memberId: number, messageId: number, reason: string) {
  const [m] = await db
    .select({ senderId: conversationMessages.senderId })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .where(and(eq(conversationMessages.id, messageId), memberOf(memberId)));
  if (!m) throw notFound(CONVERSATION_MSG.messageNotFound);
  if (m.senderId === memberId) throw new AppError(CONVERSATION_MSG.ownMessage);
  await db.insert(conversationComplaints).values({ messageId, memberId, reason }).onConflictDoNothing();
}
