// A side's protections in a thread (issue 38 item 3): blocking it (only the side that blocked lifts it) and 'Şikayet
// Et' on a message of the other side, to the back-office's queue (admin.ts).
import { CONVERSATION_MSG, type ComplaintCategory } from '@tedarik/contract/conversations/member';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversationComplaints, conversationMessages, conversations } from '../../db/schema/conversations';
import { AppError, notFound } from '../../platform/errors';
import { type Ctx, conversationOf, memberOf, ownThread, tellSides } from './service';

// ── blocking ─────────────────────────────────────────────────────────────────────────────────────
// Each is one conditional statement, answered by what it wrote (issue 47 item 10): a check read before the write
// let an unblock sent with a block lift a block it had not seen, the other side's too.

/** A side blocks the thread (nobody writes any more); blocking again changes nothing. */
export async function block(ctx: Ctx, memberId: number, id: number) {
  const { db } = ctx;
  const [blocked] = await db
    .update(conversations)
    .set({ blockedBy: memberId })
    .where(and(eq(conversations.id, id), memberOf(memberId), isNull(conversations.blockedBy)))
    .returning({ id: conversations.id });
  const row = await ownThread(db, memberId, id);
  if (!blocked) return conversationOf(row, memberId);
  await tellSides(ctx, row.thread, 'conversation');
  return { ...conversationOf(row, memberId), blocked: true };
}

/** The side that blocked the thread lifts it; the other side may not. */
export async function unblock(ctx: Ctx, memberId: number, id: number) {
  const { db } = ctx;
  const [lifted] = await db
    .update(conversations)
    .set({ blockedBy: null })
    .where(and(eq(conversations.id, id), eq(conversations.blockedBy, memberId)))
    .returning({ id: conversations.id });
  const row = await ownThread(db, memberId, id);
  if (!lifted) {
    if (row.thread.blockedBy !== null) throw new AppError(CONVERSATION_MSG.notBlocker, 403);
    return conversationOf(row, memberId);
  }
  await tellSides(ctx, row.thread, 'conversation');
  return { ...conversationOf(row, memberId), blocked: false };
}

/** 'Şikayet Et': a side reports a message of the other side, saying what it is about; once per message and member. */
export async function complain(
  db: Db,
  memberId: number,
  messageId: number,
  { reason, category }: { reason: string; category: ComplaintCategory },
) {
  const [m] = await db
    .select({ senderId: conversationMessages.senderId })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .where(and(eq(conversationMessages.id, messageId), memberOf(memberId)));
  if (!m) throw notFound(CONVERSATION_MSG.messageNotFound);
  if (m.senderId === memberId) throw new AppError(CONVERSATION_MSG.ownMessage);
  await db.insert(conversationComplaints).values({ messageId, memberId, reason, category }).onConflictDoNothing();
}
