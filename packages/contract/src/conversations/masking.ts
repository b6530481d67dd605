// Contact details in a conversation's messages, hidden from the other side until the buyer accepts an offer of that
// supplier (issue 38): the marketplace exists to protect that step ('Kabul Et ve Firma Bilgilerini Gör'). Pure and
// without zod: the server masks what it answers, the browser warns the writer as they type, with the same rules.
//
// What is hidden, each replaced by '[gizlendi]':
// - web addresses (http(s)://…, www.…) and domains with a known top-level domain (firma.com.tr, wa.me/…, t.me/…),
//   also with an obfuscated dot ('firma[.]com', 'firma (dot) com', 'firma [nokta] com');
// - e-mail addresses, also with '[at]', '(at)', ' at ' for '@' and the dots above;
// - IBANs: 'TR' and 24 digits, or 24 digits alone, in any grouping;
// - phone numbers in any grouping of digits with spaces, dots, dashes, slashes and brackets: a Turkish number
//   (10 digits from 2–5 or 8, after 0, 90, +90 or 0090), or any 10–13 digits after '+' or '00' (abroad).
// Left alone (the texts a trade is about): quantities, dimensions (1200x600), dates and times (27.11.2026 14:05),
// prices with thousands dots (2.345.678.901 TL), standard codes (EN 10204 3.1, DIN 933 M12x40, ISO 9001:2015).
// A rule in doubt leans to showing: a masked innocent text costs a trade, a missed number the complaint queue sees.

export const MASKED = '[gizlendi]';
export type MaskedKind = 'phone' | 'email' | 'web' | 'iban';

/** What the writer is told when something they wrote is hidden from the other side (COPY.md's words). */
export const MASKING_NOTICE =
  'Teklif kabul edilene kadar telefon, e-posta, web adresi ve IBAN bilgileri karşı taraftan gizlenir: [gizlendi].';

const TLDS =
  'com|net|org|info|biz|tr|io|co|me|app|dev|ai|shop|store|online|site|website|xyz|eu|de|uk|us|ru|az|gov|edu|k12|' +
  'bel|pol|tv|ly|gl|gg|link|club|web|tech|pro|name|mobi|tk|cn|fr|it|nl|es';
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,62})';
// a dot, or one written so that a filter would miss it
const DOT = '(?:\\.|\\s*[[({]\\s*(?:\\.|dot|nokta)\\s*[\\])}]\\s*|\\s+dot\\s+)';
const AT = '(?:\\s*@\\s*|\\s*[[({]\\s*(?:at|@)\\s*[\\])}]\\s*|\\s+at\\s+)';
const HOST = `${LABEL}(?:${DOT}${LABEL}){0,4}${DOT}(?:${TLDS})`;
const PATH = '(?:[/?#][^\\s<>"]*)?';

const RULES: [MaskedKind, RegExp][] = [
  ['web', /\b(?:https?:\/\/|www\.)[^\s<>"]+/giu],
  [
    'email',
    new RegExp(
      `[\\p{L}\\p{N}._%+-]{1,64}${AT}${LABEL}(?:${DOT}${LABEL}){0,4}${DOT}\\p{L}{2,24}(?![\\p{L}\\p{N}])`,
      'giu',
    ),
  ],
  ['web', new RegExp(`(?<![\\p{L}\\p{N}@._-])${HOST}(?![\\p{L}\\p{N}-])${PATH}`, 'giu')],
];

// Dates, times and standard codes: never read as part of a phone number or an IBAN.
const PROTECTED =
  /\b\d{1,2}[./-]\d{1,2}[./-](?:\d{4}|\d{2})\b|\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}:\d{2}\b|\b(?:EN|DIN|ISO|TS|ASTM|AISI|SAE|IEC|API|GOST|JIS|BS)(?:\s+(?:EN|ISO|IEC))*\s+\d+(?:[-:.]\d+)*/giu;
// runs of digit groups: at most three separators between two groups
const RUN = /[+(]{0,2}\d+(?:[\s.\-/()]{1,3}\d+)*/gu;

type Span = { from: number; to: number; kind: MaskedKind };

/** Whether `digits` are a phone number: Turkish (national 10 digits from 2–5 or 8) or, after '+'/'00', any abroad. */
function isPhone(digits: string, international: boolean) {
  const national = digits.startsWith('0090')
    ? digits.slice(4)
    : digits.startsWith('90') && digits.length === 12
      ? digits.slice(2)
      : digits.startsWith('0') && digits.length === 11
        ? digits.slice(1)
        : digits;
  if (national.length === 10 && /^[2-58]/.test(national)) return true;
  const abroad = digits.startsWith('00') ? digits.slice(2) : digits;
  return international && abroad.length >= 10 && abroad.length <= 13;
}

/** The phone numbers and IBANs in one run of digit groups. */
function digitSpans(text: string, run: RegExpExecArray, out: Span[]) {
  const groups = [...run[0].matchAll(/\d+/gu)].map((g) => ({
    from: run.index + (g.index ?? 0),
    to: run.index + (g.index ?? 0) + g[0].length,
    digits: g[0],
  }));
  // a number written with thousands dots (2.345.678.901): a price or a quantity
  const separators = groups.slice(1).map((g, i) => text.slice(groups[i].to, g.from));
  if (
    separators.length > 0 &&
    separators.every((s) => s === '.') &&
    groups.slice(1).every((g) => g.digits.length === 3)
  )
    return;
  for (let i = 0; i < groups.length; i++) {
    const before = text.slice(Math.max(0, groups[i].from - 3), groups[i].from);
    let found: { to: number; kind: MaskedKind; from: number } | undefined;
    let digits = '';
    for (let j = i; j < groups.length && digits.length <= 26; j++) {
      digits += groups[j].digits;
      if (digits.length === 24) {
        const tr = /TR\s?$/iu.exec(text.slice(Math.max(0, groups[i].from - 3), groups[i].from));
        found = { from: groups[i].from - (tr?.[0].length ?? 0), to: groups[j].to, kind: 'iban' };
      } else if (isPhone(digits, /\+\s?$|\+\(?$/u.test(before) || digits.startsWith('00'))) {
        const lead = /[+(]{1,2}\s?$/u.exec(before);
        found = { from: groups[i].from - (lead?.[0].length ?? 0), to: groups[j].to, kind: 'phone' };
        if (text[found.to] === ')') found.to++;
      }
      if (found?.kind === 'iban') break;
    }
    if (found) {
      out.push(found);
      while (i + 1 < groups.length && groups[i + 1].from < found.to) i++;
    }
  }
}

/** A run of a message's text: as written, or a contact detail (`hidden`) the other side is not shown. */
export type MaskedPart = { text: string; hidden?: MaskedKind };

/**
 * `text` cut into its runs, each contact detail a run of its own with its kind: joined they are `text` again. The
 * back-office marks the hidden runs of an original; `maskContacts` replaces them.
 */
export function maskedParts(text: string): MaskedPart[] {
  const spans: Span[] = [];
  for (const [kind, rule] of RULES)
    for (const m of text.matchAll(rule)) spans.push({ from: m.index, to: m.index + m[0].length, kind });
  // digits outside addresses and outside dates and codes; a protected span splits a run, as a letter would
  let plain = text;
  for (const s of spans) plain = plain.slice(0, s.from) + ' '.repeat(s.to - s.from) + plain.slice(s.to);
  plain = plain.replace(PROTECTED, (m) => ' '.repeat(m.length));
  for (const run of plain.matchAll(RUN)) digitSpans(plain, run, spans);
  spans.sort((a, b) => a.from - b.from || b.to - a.to);
  const parts: MaskedPart[] = [];
  let at = 0;
  for (const s of spans) {
    if (s.from < at) continue; // inside one already hidden
    if (s.from > at) parts.push({ text: text.slice(at, s.from) });
    parts.push({ text: text.slice(s.from, s.to), hidden: s.kind });
    at = s.to;
  }
  if (at < text.length || parts.length === 0) parts.push({ text: text.slice(at) });
  return parts;
}

/** `text` with every contact detail replaced by '[gizlendi]', and which kinds were found. */
export function maskContacts(text: string): { text: string; kinds: MaskedKind[] } {
  const parts = maskedParts(text);
  const kinds = new Set<MaskedKind>();
  for (const part of parts) if (part.hidden) kinds.add(part.hidden);
  if (kinds.size === 0) return { text, kinds: [] };
  return { text: parts.map((part) => (part.hidden ? MASKED : part.text)).join(''), kinds: [...kinds] };
}
