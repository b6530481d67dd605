import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { members } from './members';
import { requests } from './requests';

/**
 * A thread between a request's owner (the buyer) and one supplier (issue 38): one per request and supplier.
 * `last_message_id` orders the members' lists (and pages them by cursor); `buyer_unread` / `supplier_unread` count
 * the other side's messages each side has not read (a message adds one, reading the thread clears them); their sum per
 * member is kept in `member_unread`. `blocked_by` is the
 * member who blocked the thread, `closed_at` when the administrator closed it: either way nobody writes any more.
 * `buyer_digested_id` / `supplier_digested_id`: up to which message each side's unread messages were mailed in a
 * digest, so that none is mailed twice.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    lastMessageId: integer('last_message_id').notNull().default(0),
    buyerUnread: integer('buyer_unread').notNull().default(0),
    supplierUnread: integer('supplier_unread').notNull().default(0),
    // the last message of the other side that each side's unread mail digest counted (conversations/digest.ts)
    buyerDigestedId: integer('buyer_digested_id').notNull().default(0),
    supplierDigestedId: integer('supplier_digested_id').notNull().default(0),
    blockedBy: integer('blocked_by').references(() => members.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_request_supplier_idx').on(t.requestId, t.supplierId),
    index('conversations_buyer_idx').on(t.buyerId, t.lastMessageId),
    index('conversations_supplier_idx').on(t.supplierId, t.lastMessageId),
    // the unread mail digest reads only the threads with unread messages it has not mailed yet (digest.ts)
    index('conversations_buyer_undigested_idx')
      .on(t.id)
      .where(sql`${t.buyerUnread} > 0 and ${t.lastMessageId} > ${t.buyerDigestedId}`),
    index('conversations_supplier_undigested_idx')
      .on(t.id)
      .where(sql`${t.supplierUnread} > 0 and ${t.lastMessageId} > ${t.supplierDigestedId}`),
    check('conversations_two_sides', sql`${t.buyerId} <> ${t.supplierId}`),
  ],
);

/**
 * Each member's unread messages over all its threads: the sum of its side's counters on `conversations`, kept by a
 * trigger on that table (migration 0023) in the statement that changes them, whatever the writer (a message, a
 * reading, a request or member deleted with its threads). The header's count is one row, however many threads.
 */
export const memberUnread = pgTable('member_unread', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  messages: integer('messages').notNull().default(0),
});

/**
 * A message as it was written: `text` whole, never masked in storage (the reader's side is masked when it is read,
 * so that acceptance shows everything and the administrator can review a complaint against the original).
 */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: id(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('conversation_messages_thread_idx').on(t.conversationId, t.id),
    // empty only with a file (attachments.message_id)
    check('conversation_messages_text_len', sql`char_length(${t.text}) <= 2000`),
  ],
);

/**
 * 'Şikayet Et': a side of a thread reports a message of the other side to the back-office's queue. One per message
 * and member (complaining again changes nothing); `resolved_at` when the administrator closed the thread or dismissed
 * it.
 */
export const conversationComplaints = pgTable(
  'conversation_complaints',
  {
    id: id(),
    messageId: integer('message_id')
      .notNull()
      .references(() => conversationMessages.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull().default(''),
    /** what the member said it is about: 'spam', 'contact' (iletişim bilgisi), 'insult' (hakaret), 'other' */
    category: text('category').notNull().default('other'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** why it was dismissed (the moderation workbench's reason, decision 0058) */
    resolutionNote: text('resolution_note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    // the workbench's queue: the open ones by age (decision 0058)
    index('conversation_complaints_waiting_idx').on(t.createdAt, t.id).where(sql`${t.resolvedAt} is null`),
    uniqueIndex('conversation_complaints_message_member_idx').on(t.messageId, t.memberId),
    index('conversation_complaints_open_idx').on(t.id).where(sql`${t.resolvedAt} is null`),
    check('conversation_complaints_reason_len', sql`char_length(${t.reason}) <= 500`),
    check('conversation_complaints_category', sql`${t.category} in ('spam', 'contact', 'insult', 'other')`),
  ],
);
