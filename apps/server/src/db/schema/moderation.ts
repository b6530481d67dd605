import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/**
 * The rejection reasons the administrator keeps (the moderation workbench, decision 0058), per kind of waiting item.
 * A reason is never deleted, only made inactive: a past rejection's text stays where the rejection stored it.
 */
export const moderationReasons = pgTable(
  'moderation_reasons',
  {
    id: id(),
    /** request, rating, package, document, complaint (contract moderation/admin.ts MODERATION_KINDS) */
    kind: text('kind').notNull(),
    text: varchar('text', { length: 300 }).notNull(),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('moderation_reasons_kind_idx').on(t.kind, t.position, t.id),
    check('moderation_reasons_kind', sql`${t.kind} in ('request', 'rating', 'package', 'document', 'complaint')`),
    check('moderation_reasons_text_len', sql`char_length(${t.text}) between 1 and 300`),
  ],
);
