// Conversations (issue 38): one thread per request and supplier, between the request's owner and that supplier.
// Who may write: a company that may offer on the request (it asks before offering: 'Soru Sor') or that offered on
// it, and the owner, to a supplier who offered or who asked. Nobody else sees a thread: every refusal is 'not found'.
// Until the buyer accepts an offer of the supplier, each side reads the other's text with contact details hidden
// (contract/conversations/masking.ts); storage keeps the text whole. A thread blocked by a side or closed by the
// administrator takes no more messages.

import { CONVERSATION_MSG, type Conversation } from '@tedarik/contract/conversations/member';
import { MAX_ID } from '@tedarik/contract/fields';
import { DESK_MSG } from '@tedarik/contract/offers/member-desk';
import { maskCompany } from '@tedarik/contract/text';
import { and, asc, desc, eq, gte, lt, or, type Placeholder, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Db, preparedPerDb, type Tx } from '../../db/client';
import { attachments } from '../../db/schema/attachments';
import { catalogProducts } from '../../db/schema/catalog';
import { conversationMessages, conversations, memberUnread } from '../../db/schema/conversations';
import { members } from '../../db/schema/members';
import { offers } from '../../db/schema/offers';
import { requests } from '../../db/schema/requests';
import { tag } from '../../platform/cache';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { tellNow } from '../../platform/notices';
import { cursorPage } from '../../platform/paging';
import type { StoredFile, Upload } from '../../platform/private-files/private-files';
import { PRIVATE_FILES } from '../../platform/private-files/uses';
import { mayOfferOn } from '../offers/service';
import { offersHidden } from '../requests/service';
import { messageTasks } from '../webhooks/service';
import { type FileRow, type MessageRow, messageOf, messagesOf, reportedBy } from './messages';

export { closeThread, dismissComplaint } from './admin'; // the complaints' decisions (the moderation workbench too)
export { sendUnreadDigests, unreadDigestJob } from './digest';

type Side = 'buyer' | 'supplier';
/** what a write needs: the database, the live events and cached lists it tells both sides of, and file storage */
export type Ctx = Pick<AppContext, 'db' | 'cache' | 'events' | 'outbox' | 'storage'>;

const buyer = alias(members, 'buyer');
const supplier = alias(members, 'supplier');
const last = alias(conversationMessages, 'last');
const lastFile = alias(attachments, 'last_file');

/** Whether the buyer accepted an offer of the thread's supplier on its request: then nothing is hidden. */
export const acceptedSql = sql<boolean>`exists (select from ${offers} where ${offers.requestId} = ${conversations.requestId}
  and ${offers.memberId} = ${conversations.supplierId} and ${offers.reviewed})`;

/** A thread with what its lists show, seen by `memberId`. */
const threadQuery = (db: Db, memberId: number | Placeholder) =>
  db
    .select({
      thread: conversations,
      requestTitle: catalogProducts.name,
      buyerName: sql<string>`coalesce(nullif(${buyer.companyName}, ''), ${buyer.fullName})`,
      supplierName: supplier.companyName,
      accepted: acceptedSql,
      unread: sql<number>`case when ${conversations.buyerId} = ${memberId} then ${conversations.buyerUnread}
        else ${conversations.supplierUnread} end`,
      last,
      lastFile,
      // the text of the message before the last, when the same side wrote it: a detail split over the two is hidden
      beforeLast: sql<string | null>`(select case when p.sender_id = ${last.senderId} then p.text end
        from ${conversationMessages} p where p.conversation_id = ${conversations.id} and p.id < ${last.id}
        order by p.id desc limit 1)`,
      lastReported: reportedBy(last.id, memberId),
    })
    .from(conversations)
    .innerJoin(requests, eq(requests.id, conversations.requestId))
    .innerJoin(catalogProducts, eq(catalogProducts.id, requests.catalogProductId))
    .innerJoin(buyer, eq(buyer.id, conversations.buyerId))
    .innerJoin(supplier, eq(supplier.id, conversations.supplierId))
    .leftJoin(last, eq(last.id, conversations.lastMessageId))
    .leftJoin(lastFile, eq(lastFile.messageId, last.id));
type ThreadRow = Awaited<ReturnType<ReturnType<typeof threadQuery>['execute']>>[number];

/** The message before the last as its text was read with the thread (the same side's, or none). */
const sameSide = (senderId: number, text: string | null) => (text === null ? null : { id: 0, senderId, text });

export function conversationOf(row: ThreadRow, memberId: number): Conversation {
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
    lastMessage: row.last
      ? messageOf(
          { m: row.last, file: row.lastFile, reported: row.lastReported },
          memberId,
          row.accepted,
          sameSide(row.last.senderId, row.beforeLast),
        )
      : null,
    unread: row.unread,
    blocked: t.blockedBy !== null,
    blockedByMe: t.blockedBy === memberId,
    closed: t.closedAt !== null,
  };
}

const member = sql.placeholder('member');
export const memberOf = (m: number | Placeholder) => or(eq(conversations.buyerId, m), eq(conversations.supplierId, m));

// Each read is one statement prepared per connection: planning these joins cost more than running them (as the public
// lists found, db/client.ts preparedPerDb).
const threadRow = preparedPerDb((db) =>
  threadQuery(db, member)
    .where(and(eq(conversations.id, sql.placeholder('id')), memberOf(member)))
    .prepare('conversation_thread'),
);

/** The thread, when `memberId` is one of its sides. */
export async function ownThread(db: Db | Tx, memberId: number, id: number) {
  const [row] = await threadRow(db).execute({ member: memberId, id });
  if (!row) throw notFound(CONVERSATION_MSG.notFound);
  return row;
}

// ── lists ───────────────────────────────────────────────────────────────────────────────────────────────────────
// a page of the member's threads: one index range per side, (buyer_id, last_message_id) and (supplier_id, …), merged;
// never a scan of all its threads
const sideRange = (column: typeof conversations.buyerId | typeof conversations.supplierId) =>
  sql`(select ${conversations.id}, ${conversations.lastMessageId} from ${conversations}
    where ${column} = ${member} and ${conversations.lastMessageId} > 0
      and ${conversations.lastMessageId} < ${sql.placeholder('before')}
    order by ${conversations.lastMessageId} desc limit ${sql.placeholder('take')})`;
const threadPage = preparedPerDb((db) =>
  threadQuery(db, member)
    .where(
      sql`${conversations.id} in (select id from (${sideRange(conversations.buyerId)} union all
        ${sideRange(conversations.supplierId)}) page order by last_message_id desc limit ${sql.placeholder('take')})`,
    )
    .orderBy(desc(conversations.lastMessageId))
    .prepare('conversation_page'),
);

/** The member's threads with a message, newest first, `limit` a page; the cursor is the last one's message id. */
export async function listConversations(db: Db, memberId: number, page: { cursor?: number; limit?: number }) {
  const before = page.cursor ?? MAX_ID;
  const shown = await cursorPage(
    page.limit ?? 20,
    (take) => threadPage(db).execute({ member: memberId, before, take }),
    (r) => r.thread.lastMessageId,
  );
  return { items: shown.items.map((r) => conversationOf(r, memberId)), nextCursor: shown.nextCursor };
}

const unreadOf = preparedPerDb((db) =>
  db
    .select({ unread: memberUnread.messages })
    .from(memberUnread)
    .where(eq(memberUnread.memberId, member))
    .prepare('conversation_unread'),
);

/** How many messages of others the member has not read, over all its threads (one row: kept by a trigger). */
export async function unreadCount(db: Db, memberId: number) {
  const [row] = await unreadOf(db).execute({ member: memberId });
  return row?.unread ?? 0;
}

/** The request's threads: all of them for its owner, its own for a supplier; nothing for anyone else. */
export async function requestConversations(db: Db, memberId: number, requestId: number) {
  const rows = await threadQuery(db, memberId)
    .where(and(eq(conversations.requestId, requestId), memberOf(memberId)))
    .orderBy(desc(conversations.lastMessageId));
  return rows.map((r) => conversationOf(r, memberId));
}

const messagePage = preparedPerDb((db) =>
  db
    .select({
      m: conversationMessages,
      file: attachments,
      reported: reportedBy(conversationMessages.id, sql.placeholder('member')),
    })
    .from(conversationMessages)
    .leftJoin(attachments, eq(attachments.messageId, conversationMessages.id))
    .where(
      and(
        eq(conversationMessages.conversationId, sql.placeholder('id')),
        lt(conversationMessages.id, sql.placeholder('before')),
      ),
    )
    .orderBy(desc(conversationMessages.id))
    .limit(sql.placeholder('take'))
    .prepare('conversation_messages_page'),
);

/** A page of the thread's messages, newest first; the reader's side has read them all (its list shows it). */
export async function threadMessages(
  { db, cache }: Pick<Ctx, 'db' | 'cache'>,
  memberId: number,
  id: number,
  page: { cursor?: number; limit?: number },
) {
  const row = await ownThread(db, memberId, id);
  const before = page.cursor ?? MAX_ID;
  const limit = page.limit ?? 50;
  // the row past the page is read too (cursorPage asks for one more): the masking looks at it
  let found: Awaited<ReturnType<ReturnType<typeof messagePage>['execute']>> = [];
  const shown = await cursorPage(
    limit,
    async (take) => (found = await messagePage(db).execute({ id, before, take, member: memberId })),
    (r) => r.m.id,
  );
  if (row.unread > 0) {
    await markRead(db, row, memberId);
    cache.changed([tag.member(memberId)]);
  }
  // the messages right around the page: a detail split over one of them and the page's first or last is hidden too
  const [after] =
    page.cursor !== undefined
      ? await db
          .select()
          .from(conversationMessages)
          .where(and(eq(conversationMessages.conversationId, id), gte(conversationMessages.id, before)))
          .orderBy(asc(conversationMessages.id))
          .limit(1)
      : [];
  const oldestFirst = [...shown.items].reverse();
  return {
    items: messagesOf(oldestFirst, memberId, row.accepted, { before: found[limit]?.m, after }).reverse(),
    nextCursor: shown.nextCursor,
    conversation: { ...conversationOf(row, memberId), unread: 0 },
  };
}

/** The reader's side has read the thread: unless a message came since it was read (it stays unread till next time). */
async function markRead(db: Db, row: ThreadRow, memberId: number) {
  const t = row.thread;
  await db
    .update(conversations)
    .set(t.buyerId === memberId ? { buyerUnread: 0 } : { supplierUnread: 0 })
    .where(and(eq(conversations.id, t.id), eq(conversations.lastMessageId, t.lastMessageId)));
}

// ── writing ─────────────────────────────────────────────────────────────────────────────────────────────────────
/**
 * Writes on the request's thread with a supplier, opening it when there is none. Without `supplierId` or `offerId`
 * the writer is the supplier: a company that may offer on the request, or that offered on it. With one, the writer
 * is the request's owner and the supplier a company that offered on it or already asked (`supplierId`), or the one
 * that made the offer `offerId` on it: the owner's offers name their supplier only once accepted. Before a sealed
 * request opens, its owner writes only in the threads of companies that asked.
 */
export async function writeOnRequest(
  ctx: Ctx,
  memberId: number,
  requestId: number,
  input: { text: string; supplierId?: number; offerId?: number },
) {
  const { db } = ctx;
  const [request] = await db
    .select({ ownerId: requests.memberId, sealed: requests.sealed, openedAt: requests.openedAt })
    .from(requests)
    .where(eq(requests.id, requestId));
  if (!request) throw notFound(CONVERSATION_MSG.requestNotFound);
  // a sealed request's offers name nobody to its buyer before it opens (its desk has none): not even whether an id
  // is one of them, nor whether a company offered
  const hidden = offersHidden(request);
  let supplierId: number;
  if (input.offerId !== undefined && input.supplierId === undefined) {
    if (request.ownerId !== memberId) throw notFound(CONVERSATION_MSG.requestNotFound);
    if (hidden) throw new AppError(DESK_MSG.sealedUnopened, 409);
    const [offer] = await db
      .select({ supplierId: offers.memberId })
      .from(offers)
      .where(and(eq(offers.id, input.offerId), eq(offers.requestId, requestId)));
    if (!offer)
      throw new AppError(CONVERSATION_MSG.supplierNotFound, 400, { offerId: CONVERSATION_MSG.supplierNotFound });
    supplierId = offer.supplierId;
  } else if (input.supplierId === undefined) {
    if (request.ownerId === memberId) throw new AppError(CONVERSATION_MSG.ownRequest);
    const [offered] = await db
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.requestId, requestId), eq(offers.memberId, memberId)));
    if (!offered && !(await mayOfferOn(db, memberId, requestId))) throw notFound(CONVERSATION_MSG.requestNotFound);
    supplierId = memberId;
  } else {
    if (request.ownerId !== memberId) throw notFound(CONVERSATION_MSG.requestNotFound);
    const asked = db
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.requestId, requestId), eq(conversations.supplierId, input.supplierId)));
    const offered = db
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.requestId, requestId), eq(offers.memberId, input.supplierId)));
    const [known] = await (hidden ? asked : offered.union(asked));
    if (!known)
      throw new AppError(CONVERSATION_MSG.supplierNotFound, 400, { supplierId: CONVERSATION_MSG.supplierNotFound });
    supplierId = input.supplierId;
  }
  // the thread and its first message are one write: a refused or failed message leaves no empty thread
  const { row, message } = await db.transaction(async (tx) => {
    const [thread] = await tx
      .insert(conversations)
      .values({ requestId, buyerId: request.ownerId, supplierId })
      .onConflictDoUpdate({
        target: [conversations.requestId, conversations.supplierId],
        set: { requestId: sql`excluded.request_id` },
      })
      .returning({ id: conversations.id });
    const opened = await ownThread(tx, memberId, thread.id);
    return { row: opened, message: await addMessage(tx, opened, memberId, input.text) };
  });
  const sent = await told(ctx, row, memberId, message, null);
  return { conversation: conversationOf(await ownThread(db, memberId, row.thread.id), memberId), ...sent };
}

/**
 * Writes in the thread, with a file or without: refused when it is blocked or closed; one more unread for the other
 * side. A file is stored only for a side of the thread, and its bytes go again when the message is refused.
 */
export async function sendMessage(ctx: Ctx, memberId: number, id: number, text: string, upload?: Upload) {
  const write = (file?: StoredFile) =>
    ctx.db.transaction(async (tx) => {
      const thread = await ownThread(tx, memberId, id);
      const message = await addMessage(tx, thread, memberId, text);
      const [attached] = file
        ? await tx
            .insert(attachments)
            .values({ owner: 'message', messageId: message.id, ...file, uploadedBy: memberId })
            .returning()
        : [null];
      return { row: thread, message, file: attached };
    });
  if (!upload) {
    const { row, message } = await write();
    return told(ctx, row, memberId, message, null);
  }
  await ownThread(ctx.db, memberId, id); // a stranger's upload is refused before it is stored
  const { row, message, file } = await PRIVATE_FILES.attachments.withStored(ctx.storage, upload, write);
  return told(ctx, row, memberId, message, file);
}

/** The message, in the writer's transaction; the thread row is locked till it commits (its last message, unread). */
async function addMessage(tx: Tx, row: ThreadRow, memberId: number, text: string) {
  const [t] = await tx
    .select({ closedAt: conversations.closedAt, blockedBy: conversations.blockedBy })
    .from(conversations)
    .where(eq(conversations.id, row.thread.id))
    .for('update');
  if (t.closedAt) throw new AppError(CONVERSATION_MSG.closed, 409);
  if (t.blockedBy !== null) throw new AppError(CONVERSATION_MSG.blocked, 409);
  const side: Side = row.thread.buyerId === memberId ? 'buyer' : 'supplier';
  const [m] = await tx
    .insert(conversationMessages)
    .values({ conversationId: row.thread.id, senderId: memberId, text })
    .returning();
  await tx
    .update(conversations)
    .set({
      lastMessageId: sql`greatest(${conversations.lastMessageId}, ${m.id})`,
      ...(side === 'buyer'
        ? { supplierUnread: sql`${conversations.supplierUnread} + 1` }
        : { buyerUnread: sql`${conversations.buyerUnread} + 1` }),
    })
    .where(eq(conversations.id, row.thread.id));
  // the reader's webhooks hear of it (decision 0068): a message is no bell, so not through a notice's statement
  const readerId = side === 'buyer' ? row.thread.supplierId : row.thread.buyerId;
  await messageTasks(tx, readerId, { conversationId: row.thread.id, requestId: row.thread.requestId, messageId: m.id });
  return m;
}

/** Both sides hear of a change of the thread: a live event to their pages; their cached lists are stale (ownRead). */
export async function tellSides(
  ctx: Ctx,
  thread: ThreadRow['thread'],
  kind: 'message' | 'conversation',
  alert: number[] = [],
) {
  const { id, buyerId, supplierId, requestId } = thread;
  ctx.cache.changed([tag.member(buyerId), tag.member(supplierId)]);
  const event = { kind, conversationId: id, requestId };
  await tellNow(ctx, ...[buyerId, supplierId].map((to) => ({ to, event, quiet: !alert.includes(to) })));
}

/** Both sides hear of the message; the writer gets it as it reads it, told what the other side misses. */
async function told(ctx: Ctx, row: ThreadRow, memberId: number, message: MessageRow, file: FileRow | null) {
  const { buyerId, supplierId } = row.thread;
  // the writer's own tabs refresh; only the reader is alerted (web push when it has no page open)
  await tellSides(ctx, row.thread, 'message', [memberId === buyerId ? supplierId : buyerId]);
  const last = row.last?.senderId === memberId ? row.last : null; // the writer's message before this one
  const shown = messageOf({ m: message, file }, memberId, row.accepted, last);
  return { message: shown, notice: shown.hidden.length ? CONVERSATION_MSG.masked : null };
}
