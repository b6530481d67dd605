// The one way a table is searched by a typed text (decision 0063): its folded `search` column holds the text, its
// generated `words` column the words. A text matches where the column contains the whole phrase (the legacy
// substring match, so nothing found before is lost) or where every word of the text starts a word of the column by
// one of its stems (contract/search.ts), in any order. The rank orders what matched: the phrase first, then every
// word as typed, then by stems. A word the catalogue does not know is replaced by its closest known word when a text
// finds nothing (`corrected`): the page then offers the corrected text ('Bunu mu demek istediniz: …?').
import { type SearchTerms, searchTerms, tsQueryText } from '@tedarik/contract/search';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Db, likeEscape, rawRows } from '../db/client';
import { searchVocabulary } from '../db/schema/catalog';

/** A searchable table's two columns. */
export type Searchable = { search: AnyPgColumn; words: AnyPgColumn };

const contains = (terms: SearchTerms) => `%${likeEscape(terms.phrase)}%`;
const tsQuery = (terms: SearchTerms, exact = false) => sql`to_tsquery('simple', ${tsQueryText(terms, exact)})`;

/** Rows that match the terms: the phrase anywhere, or every word by a stem (both served by GIN indexes). */
export const textMatch = (t: Searchable, terms: SearchTerms): SQL =>
  sql`(${t.search} like ${contains(terms)} or ${t.words} @@ ${tsQuery(terms)})`;

/** How well a matched row matches, best first: 0 the phrase, 1 every word as typed, 2 the stems. */
export const textRank = (t: Searchable, terms: SearchTerms): SQL<number> =>
  sql<number>`case when ${t.search} like ${contains(terms)} then 0 when ${t.words} @@ ${tsQuery(terms, true)} then 1 else 2 end`;

/** The match of a typed text, or `false` where it has no terms (nothing matches). */
export function textMatchOf(t: Searchable, text: string): SQL {
  const terms = searchTerms(text);
  return terms ? textMatch(t, terms) : sql`false`;
}

/** How alike (pg_trgm similarity, 0–1) a typed word and a known word must be for the one to stand for the other. */
const SIMILAR_ENOUGH = 0.35;

/**
 * The text with each word the catalogue does not know (no known word starts with one of its stems) replaced by the
 * most similar known word, as folded words: 'paslanmz celik' → 'paslanmaz celik'. Undefined when every word is
 * known or none has a similar one. One statement, served by the vocabulary's trigram index.
 */
export async function corrected(db: Db, text: string): Promise<string | undefined> {
  const terms = searchTerms(text);
  if (!terms) return undefined;
  const v = searchVocabulary;
  const rows = await rawRows<{ word: string; known: boolean; similar: string | null }>(
    db,
    sql`
    select t.word,
      exists (select 1 from ${v} where ${v.word} like any (t.prefixes)) as known,
      (select ${v.word} from ${v} where ${v.word} % t.word and similarity(${v.word}, t.word) >= ${SIMILAR_ENOUGH}
        order by similarity(${v.word}, t.word) desc, ${v.word} limit 1) as similar
    from jsonb_to_recordset(${JSON.stringify(
      terms.words.map((w) => ({ word: w.word, prefixes: w.stems.map((s) => `${likeEscape(s)}%`) })),
    )}::jsonb) as t(word text, prefixes text[])`,
  );
  const fixes = new Map(rows.filter((r) => !r.known && r.similar).map((r) => [r.word, r.similar as string]));
  return fixes.size ? terms.words.map(({ word }) => fixes.get(word) ?? word).join(' ') : undefined;
}

/**
 * A search run for `text`, and where it found nothing, run once more for the corrected text (`corrected`), whose
 * results then stand with the `suggestion` the page offers ('Bunu mu demek istediniz: …?').
 */
export async function searchOrCorrected<R>(
  db: Db,
  text: string,
  run: (text: string) => Promise<R>,
  found: (result: R) => boolean,
): Promise<{ result: R; suggestion?: string }> {
  const result = await run(text);
  if (found(result)) return { result };
  const suggestion = await corrected(db, text);
  return suggestion ? { result: await run(suggestion), suggestion } : { result };
}
