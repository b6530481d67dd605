// Searching Turkish text (decision 0063): a text's words are folded like the `search` columns (text.ts `fold`), each
// word is cut to its stem by the Turkish suffixes a buyer types ('borular', 'boruları', 'borulardan' → 'boru';
// 'çelikten' → 'celik'; 'flanşlı' → 'flans'; 'çeliği' → 'celig' or 'celik'), and a stem matches every word of a title
// that starts with it, so the words of the titles need no stemming of their own (PostgreSQL's `turkish` stemmer cuts
// the query 'boru' to 'bor' and the document 'borular' to 'boru', and leaves folded or derived words alone).
import { SEARCH_MIN_CHARS } from './constants';
import { fold } from './text';

/** At most this many words of a text are searched (a pasted paragraph must not become a 100-term query). */
export const SEARCH_MAX_WORDS = 6;
/** A word longer than this is cut: no Turkish title word is longer, and a stem is a prefix of the word anyway. */
const WORD_MAX = 32;

// Folded suffixes, longest first within each group; cut again and again while the rest stays long enough: case
// (-dan/-den/-tan/-ten, -da/-de/-ta/-te, -ya/-ye, -yı/-yi/-yu/-yü, -nın/-nin/-nun/-nün, -ın/-in/-un/-ün), plural
// (-lar/-ler), possessive (-ları/-leri, -sı/-si/-su/-sü, -ı/-i/-u/-ü), with/without (-lı/-li/-lu/-lü, -sız/-siz/
// -suz/-süz). Folding makes ı = i and ü = u, so each pair is one entry.
const SUFFIXES = [
  'larindan',
  'lerinden',
  'larinda',
  'lerinde',
  'larini',
  'lerini',
  'lardan',
  'lerden',
  'larda',
  'lerde',
  'lari',
  'leri',
  'lar',
  'ler',
  'ndan',
  'nden',
  'nda',
  'nde',
  'dan',
  'den',
  'tan',
  'ten',
  'nin',
  'nun',
  'siz',
  'suz',
  'da',
  'de',
  'ta',
  'te',
  'ya',
  'ye',
  'yi',
  'yu',
  'si',
  'su',
  'li',
  'lu',
  'in',
  'un',
  'i',
  'u',
  'a',
  'e',
];
/** A stem keeps at least this many letters, one more after a suffix that starts with a vowel ('boru', 'deri' and
 * 'somun' stay whole). */
const STEM_MIN = 3;

/** A stem's last consonant as Turkish writes it before a vowel, and back: çelik/çeliği, kalıp/kalıbı, kağıt/kağıdı. */
const SOFTENED: Record<string, string> = { k: 'g', g: 'k', p: 'b', b: 'p', t: 'd', d: 't' };

/**
 * The stems a folded word may come from: suffixes cut while at least three letters stay (four after a suffix
 * starting with a vowel); a stem of four letters or more ending in k, p or t also with its softened consonant and
 * back (g, b, d), as the titles may hold either form. 'borularindan' → ['boru']; 'celigi' → ['celig', 'celik'];
 * 'kalip' → ['kalip', 'kalib'].
 */
export function stems(word: string): string[] {
  let stem = word;
  for (let cut = true; cut; ) {
    cut = false;
    for (const s of SUFFIXES) {
      const min = /^[aeiou]/.test(s) ? STEM_MIN + 1 : STEM_MIN;
      if (stem.length - s.length >= min && stem.endsWith(s) && /[aeiou]/.test(stem.slice(0, -s.length))) {
        stem = stem.slice(0, -s.length);
        cut = true;
        break;
      }
    }
  }
  const other = stem.length >= 4 ? SOFTENED[stem.at(-1) ?? ''] : undefined;
  return other ? [stem, stem.slice(0, -1) + other] : [stem];
}

/** A searched text: its folded phrase (the legacy substring match) and its words, each with its stems. */
export type SearchTerms = { phrase: string; words: { word: string; stems: string[] }[] };

/** The words of a folded text (letters and digits; the rest separates them). */
export const foldedWords = (folded: string) => folded.split(/[^a-z0-9]+/).filter(Boolean);

/**
 * The terms of a typed text; undefined under SEARCH_MIN_CHARS (folded) or without a letter or digit, where nothing
 * matches. Words of one letter are dropped unless they are all there is; repeated words count once.
 */
export function searchTerms(text: string): SearchTerms | undefined {
  const phrase = fold(text);
  if (phrase.length < SEARCH_MIN_CHARS) return undefined;
  const all = [...new Set(foldedWords(phrase).map((w) => w.slice(0, WORD_MAX)))];
  const long = all.filter((w) => w.length > 1);
  const words = (long.length ? long : all).slice(0, SEARCH_MAX_WORDS);
  if (!words.length) return undefined;
  return { phrase, words: words.map((word) => ({ word, stems: stems(word) })) };
}

/**
 * The `to_tsquery('simple', …)` text of the terms: every word by one of its stems, each stem as a prefix
 * ('boru:* & (celig:* | celik:*)'); `exact` asks for each word itself as a prefix instead (the ranking's "all words").
 * Words are a-z0-9 only, so nothing in them is tsquery syntax.
 */
export function tsQueryText(terms: SearchTerms, exact = false): string {
  return terms.words
    .map(({ word, stems }) => {
      const alternatives = exact ? [word] : stems;
      return alternatives.length > 1 ? `(${alternatives.map((s) => `${s}:*`).join(' | ')})` : `${alternatives[0]}:*`;
    })
    .join(' & ');
}

/**
 * Where a title matches the terms, as [start, end) ranges of the title's characters: the whole phrase where the
 * title contains it, else each title word that starts with a stem (its stem part). Folding keeps a title's length
 * except for the rare letters it drops, so the ranges are found on the folded title letter by letter.
 */
export function matchedRanges(title: string, terms: SearchTerms): [number, number][] {
  const folded = Array.from(title, (c) => fold(c) || c);
  if (folded.some((c) => c.length !== 1)) return [];
  const flat = folded.join('').toLowerCase();
  const at = flat.indexOf(terms.phrase);
  if (at >= 0) return [[at, at + terms.phrase.length]];
  const ranges: [number, number][] = [];
  for (const m of flat.matchAll(/[a-z0-9]+/g)) {
    const stem = terms.words.flatMap((w) => w.stems).find((s) => m[0].startsWith(s));
    if (stem) ranges.push([m.index, m.index + stem.length]);
  }
  return ranges;
}
