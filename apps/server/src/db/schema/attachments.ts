import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { conversationMessages } from './conversations';
import { members } from './members';
import { offers } from './offers';
import { requests } from './requests';

/**
 * A file attached to a request (up to 5), an offer (1) or a message (1): a drawing, a quote (issues 37, 38). Exactly
 * one of request_id, offer_id and message_id is set, as `owner` says; the row goes with its request, offer or message. The bytes are in storage under
 * `storage_key`, a generated name; `name` is the client's file name, sanitised, only ever shown and sent back in a
 * download's Content-Disposition.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: id(),
    owner: text('owner').notNull(), // 'request' | 'offer' | 'message'
    requestId: integer('request_id').references(() => requests.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'cascade' }),
    messageId: integer('message_id').references((): AnyPgColumn => conversationMessages.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    kind: text('kind').notNull(), // detected from the content: pdf, png, jpeg, xlsx, dwg, dxf, step
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('attachments_request_idx').on(t.requestId, t.id).where(sql`${t.requestId} is not null`),
    index('attachments_offer_idx').on(t.offerId).where(sql`${t.offerId} is not null`),
    index('attachments_message_idx').on(t.messageId).where(sql`${t.messageId} is not null`),
    index('attachments_uploaded_by_idx').on(t.uploadedBy),
    check(
      'attachments_owner',
      sql`num_nonnulls(${t.requestId}, ${t.offerId}, ${t.messageId}) = 1 and ((${t.owner} = 'request' and ${t.requestId} is not null) or (${t.owner} = 'offer' and ${t.offerId} is not null) or (${t.owner} = 'message' and ${t.messageId} is not null))`,
    ),
    check('attachments_kind', sql`${t.kind} in ('pdf', 'png', 'jpeg', 'xlsx', 'dwg', 'dxf', 'step')`),
    check('attachments_size', sql`${t.size} between 1 and 10485760`),
    check('attachments_name_len', sql`char_length(${t.name}) between 1 and 120`),
  ],
);
