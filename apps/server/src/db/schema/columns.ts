// The whole data model of both specs. Code and database speak English; the Turkish wire names live in the routes
// (glossary: DESIGN §6). Later issues add columns, not redesigns.
import { type ExtraConfigColumn, index, serial, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const id = () => serial('id').primaryKey();

/** Folded search text (see lib/fold): indexed with trigrams, queried with the query folded the same way. */
export const trigram = (name: string, column: ExtraConfigColumn) => index(name).using('gin', column.op('gin_trgm_ops'));
