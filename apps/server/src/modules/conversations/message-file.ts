// A message's file, downloaded by a side of its thread (GET /api/v2/messages/{id}/file) under the name that side may
// see: the writer's whole, the other side's masked as the text until the buyer accepts an offer of the supplier.
import { ATTACHMENT_MSG } from '@tedarik/contract/attachments/member';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attachments } from '../../db/schema/attachments';
import { conversationMessages, conversations } from '../../db/schema/conversations';
import { notFound } from '../../platform/errors';
import { messageOf } from './messages';
import { acceptedSql, memberOf } from './service';

/** A message's file for a side of its thread, under the name that side may see (masked as the text). */
export async function messageFile(db: Db, memberId: number, messageId: number) {
  const [row] = await db
    .select({ file: attachments, m: conversationMessages, accepted: acceptedSql })
    .from(attachments)
    .innerJoin(conversationMessages, eq(conversationMessages.id, attachments.messageId))
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .where(and(eq(attachments.messageId, messageId), memberOf(memberId)));
  if (!row) throw notFound(ATTACHMENT_MSG.notFound);
  return { ...row.file, name: messageOf(row, memberId, row.accepted).file?.name ?? row.file.name };
}
