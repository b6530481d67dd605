// How a thread's messages read (issue 38, issue 47 item 3): until the buyer accepts an offer of the thread's
// supplier, the other side's text and file name with contact details hidden; one's own whole, with what the other
// side does not see named. A detail split over two consecutive messages of one side ('0532 123' then '45 67') is
// hidden in both, so each message is masked with the same side's messages right before and after it, wherever the
// page it is on begins or ends.
import { type Masked, maskFileName, maskSeries } from '@tedarik/contract/conversations/masking';
import type { Message } from '@tedarik/contract/conversations/member';
import { type AnyColumn, type Placeholder, sql } from 'drizzle-orm';
import type { attachments } from '../../db/schema/attachments';
import { conversationComplaints, type conversationMessages } from '../../db/schema/conversations';
import { toAttachment } from '../attachments/wire';

export type MessageRow = typeof conversationMessages.$inferSelect;
export type FileRow = typeof attachments.$inferSelect;
type Sent = Pick<MessageRow, 'id' | 'senderId' | 'text'>;

/** Whether `memberId` reported the message ('Şikayet Et'): the message shows it. */
export const reportedBy = (messageId: AnyColumn, memberId: number | Placeholder) =>
  sql<boolean>`exists (select from ${conversationComplaints} c where c.message_id = ${messageId}
    and c.member_id = ${memberId})`;

/** What a message is read with: its file, and whether the reader reported it. */
type Row = { m: MessageRow; file: FileRow | null; reported?: boolean };

/** A message as `memberId` reads it, its text already masked as the other side reads it (`masked`). */
function messageAs({ m, file, reported }: Row, memberId: number, masked: Masked | null): Message {
  const mine = m.senderId === memberId;
  const name = file && masked ? maskFileName(file.name) : undefined;
  return {
    id: m.id,
    mine,
    text: mine || !masked ? m.text : masked.text,
    hidden: [...new Set([...(masked?.kinds ?? []), ...(name?.kinds ?? [])])],
    file: file && { ...toAttachment(file), name: mine || !name ? file.name : name.text },
    reported: reported === true,
    createdAt: m.createdAt.toISOString(),
  };
}

/**
 * Messages of one thread as `memberId` reads them. `rows` are consecutive in the thread, oldest first; `before` and
 * `after` are the messages right around them (or null), read only to mask the split details of the first and last.
 */
export function messagesOf(
  rows: Row[],
  memberId: number,
  accepted: boolean,
  around: { before?: Sent | null; after?: Sent | null } = {},
): Message[] {
  if (accepted) return rows.map((r) => messageAs(r, memberId, null));
  const all: Sent[] = [...(around.before ? [around.before] : []), ...rows.map((r) => r.m)];
  if (around.after) all.push(around.after);
  // runs of one side's consecutive messages, each masked as a series
  const masked = new Map<number, Masked>();
  for (let i = 0; i < all.length; ) {
    let j = i + 1;
    while (j < all.length && all[j].senderId === all[i].senderId) j++;
    const run = all.slice(i, j);
    const shown = maskSeries(run.map((m) => m.text));
    for (let k = 0; k < run.length; k++) masked.set(run[k].id, shown[k]);
    i = j;
  }
  return rows.map((r) => messageAs(r, memberId, masked.get(r.m.id) ?? null));
}

/** One message as `memberId` reads it, with the same side's message right before it when there is one. */
export const messageOf = (row: Row, memberId: number, accepted: boolean, before: Sent | null = null) =>
  messagesOf([row], memberId, accepted, { before })[0];
