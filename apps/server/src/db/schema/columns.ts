// The whole data model of both specs. Code and database speak English; the Turkish wire names live in the routes
// (glossary: DESIGN §6). Later issues add columns, not redesigns.
import { type SQL, sql } from 'drizzle-orm';
import { customType, type ExtraConfigColumn, index, serial, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const id = () => serial('id').primaryKey();

/** Folded search text (see lib/fold): indexed with trigrams, queried with the query folded the same way. */
export const trigram = (name: string, column: ExtraConfigColumn) => index(name).using('gin', column.op('gin_trgm_ops'));

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The words of the table's folded `search` column, kept by the database (a generated column: no service writes it), matched by
 * the stems of a searched text as prefixes (contract/search.ts, decision 0063).
 */
export const searchWords = () =>
  tsvector('words').generatedAlwaysAs((): SQL => sql`to_tsvector('simple'::regconfig, search)`);

/** The GIN index of a `words` column. */
export const wordsIndex = (name: string, column: ExtraConfigColumn) => index(name).using('gin', column);
