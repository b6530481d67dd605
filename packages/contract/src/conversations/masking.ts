// Contact details in what one side writes and the other reads, hidden until the buyer accepts an offer of that
// supplier (issues 38 and 47): the marketplace exists to protect that step ('Kabul Et ve Firma Bilgilerini Gör'). Pure:
// the server masks what it answers, the browser warns the writer as they type, with the same rules.
//
// The text is first read as a person reads it (masking-normal.ts: other digits, invisible characters, look-alike
// letters, digits in words, NFKC), then each of these is replaced by '[gizlendi]' where it was written:
// - web addresses (http(s)://…, www.…) and domains under any top-level domain of the public-suffix list, also with
//   the dot written out ('firma[.]com', 'firma (dot) com', 'firma nokta com') (masking-addresses.ts);
// - e-mail addresses, also with '[at]', ' at ', ' et ' for '@' and the dots above, spaces around them or a comma;
// - social handles ('@ornekmetal', 'Instagram: ornekmetal', 'insta ornekmetal');
// - IBANs: 'TR' and 24 digits, or 24 digits alone, in any grouping; another country's by its length and check digits;
// - phone numbers in any grouping of digits with spaces, dots, dashes, slashes, brackets, '_', '|' or 'x': a Turkish
//   number (10 digits from 2–5 or 8, after 0, 90, +90 or 0090), or any 10–13 digits after '+' or '00' (abroad).
// Left alone (the texts a trade is about): quantities, dimensions (1200x600, 300x500x2500), dates and times
// (27.11.2026 14:05), prices with thousands dots (2.345.678.901 TL), standard codes (EN 10204 3.1, DIN 933 M12x40,
// ISO 9001:2015), GTİP codes (8481.80.99.00.00). A rule in doubt leans to showing: a masked innocent text costs a
// trade, a missed number the complaint queue sees. Long texts are read in pieces of CHUNK characters, so every
// pattern runs on a bounded input.
import { addressSpans, type MaskedKind, type Span } from './masking-addresses';
import { normalise, written } from './masking-normal';

export { MASKED_KINDS, type MaskedKind } from './masking-addresses';
export const MASKED = '[gizlendi]';

/** What the writer is told when something they wrote is hidden from the other side (COPY.md's words). */
export const MASKING_NOTICE =
  'Teklif kabul edilene kadar telefon, e-posta, web adresi, sosyal medya hesabı ve IBAN bilgileri karşı taraftan ' +
  'gizlenir: [gizlendi].';

/** The longest piece of text the patterns read at once, and how far two pieces overlap (a detail is shorter). */
const CHUNK = 4000;
const OVERLAP = 256;

// Dates, times, standard and customs codes: never read as part of a phone number or an IBAN. A date or a time is a
// valid one ('45:67' is not a time); a code with ten digits or more is no standard's.
const DAY = '(?:0?[1-9]|[12]\\d|3[01])';
const MONTH = '(?:0?[1-9]|1[0-2])';
const PROTECTED = new RegExp(
  [
    `(?<!\\d)${DAY}([./-])${MONTH}\\1(?:\\d{4}|\\d{2})(?!\\d)`,
    `(?<!\\d)\\d{4}-${MONTH}-${DAY}(?!\\d)`,
    '(?<!\\d)(?:[01]?\\d|2[0-3]):[0-5]\\d(?!\\d)',
    '\\b(?:EN|DIN|ISO|TS|ASTM|AISI|SAE|IEC|API|GOST|JIS|BS)(?:\\s+(?:EN|ISO|IEC))*\\s+\\d{1,6}(?:[-:.]\\d{1,6}){0,3}',
  ].join('|'),
  'giu',
);
const CUSTOMS = /\b(?:G\.?T\.?[İI]\.?P|HS)\b[\s:.]*(?:(?:kodu|no|nu)\b[\s:.]*)?\d{4}(?:[.\s]?\d{2}){1,4}(?!\d)/giu;
const TARIFF = /(?<![\d.])\d{4}\.\d{2}\.\d{2}\.\d{2}\.\d{2}(?![\d.])/gu;

// runs of digit groups: what may stand between two groups of one number
const RUN = /[+(]{0,2}\d+(?:[\s.\-/()_|*×xX]{1,12}\d+)*/gu;
const TIMES = /[*×xX]/;

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
    const international = /\+\s?$|\+\(?$/u.test(before);
    let found: Span | undefined;
    let digits = '';
    let times = false; // groups joined by 'x' are a dimension unless they read as a number written so
    for (let j = i; j < groups.length && digits.length <= 26; j++) {
      if (j > i) times ||= TIMES.test(separators[j - 1]);
      digits += groups[j].digits;
      if (digits.length === 24) {
        const tr = /TR\s?$/iu.exec(before);
        found = { from: groups[i].from - (tr?.[0].length ?? 0), to: groups[j].to, kind: 'iban' };
      } else if (
        isPhone(digits, international || digits.startsWith('00')) &&
        (!times || international || digits.startsWith('0') || j - i >= 3)
      ) {
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

/** The contact details of a piece of `text` (at most CHUNK long), in its own offsets, overlapping ones joined. */
function pieceSpans(text: string): Span[] {
  const n = normalise(text);
  const spans = addressSpans(n.text);
  // digits outside addresses and outside dates and codes; what is taken out splits a run, as a letter would
  let plain = n.text;
  const cut = (from: number, to: number) => {
    plain = plain.slice(0, from) + '#'.repeat(to - from) + plain.slice(to);
  };
  for (const s of spans) cut(s.from, s.to);
  plain = plain.replace(CUSTOMS, (m) => '#'.repeat(m.length)).replace(TARIFF, (m) => '#'.repeat(m.length));
  plain = plain.replace(PROTECTED, (m) => (m.replace(/\D/g, '').length >= 10 ? m : '#'.repeat(m.length)));
  for (const run of plain.matchAll(RUN)) digitSpans(plain, run, spans);
  return joined(spans.map((s) => ({ ...written(n, s.from, s.to), kind: s.kind })));
}

/** Spans sorted, those that overlap joined into one (the kind of the first). */
function joined(spans: Span[]): Span[] {
  spans.sort((a, b) => a.from - b.from || b.to - a.to);
  const out: Span[] = [];
  for (const s of spans) {
    const last = out.at(-1);
    if (last && s.from < last.to) last.to = Math.max(last.to, s.to);
    else out.push({ ...s });
  }
  return out;
}

/** The contact details of `text`, read in overlapping pieces of at most CHUNK characters. */
function spansOf(text: string): Span[] {
  if (text.length <= CHUNK) return pieceSpans(text);
  const out: Span[] = [];
  for (let at = 0; at < text.length - OVERLAP; at += CHUNK - OVERLAP)
    for (const s of pieceSpans(text.slice(at, at + CHUNK))) out.push({ ...s, from: s.from + at, to: s.to + at });
  return joined(out);
}

/** A run of a message's text: as written, or a contact detail (`hidden`) the other side is not shown. */
export type MaskedPart = { text: string; hidden?: MaskedKind };

function partsOf(text: string, spans: Span[]): MaskedPart[] {
  const parts: MaskedPart[] = [];
  let at = 0;
  for (const s of spans) {
    if (s.from > at) parts.push({ text: text.slice(at, s.from) });
    parts.push({ text: text.slice(s.from, s.to), hidden: s.kind });
    at = s.to;
  }
  if (at < text.length || parts.length === 0) parts.push({ text: text.slice(at) });
  return parts;
}

/**
 * `text` cut into its runs, each contact detail a run of its own with its kind: joined they are `text` again. The
 * back-office marks the hidden runs of an original; `maskContacts` replaces them.
 */
export function maskedParts(text: string): MaskedPart[] {
  return partsOf(text, spansOf(text));
}

/** What a text shows the other side: contact details replaced by '[gizlendi]', and which kinds were found. */
export type Masked = { text: string; kinds: MaskedKind[] };

function maskedOf(parts: MaskedPart[], text: string): Masked {
  const kinds = new Set<MaskedKind>();
  for (const part of parts) if (part.hidden) kinds.add(part.hidden);
  if (kinds.size === 0) return { text, kinds: [] };
  return { text: parts.map((part) => (part.hidden ? MASKED : part.text)).join(''), kinds: [...kinds] };
}

/** `text` with every contact detail replaced by '[gizlendi]', and which kinds were found. */
export function maskContacts(text: string): Masked {
  return maskedOf(maskedParts(text), text);
}

/** How far into two consecutive messages a detail split over them is looked for. */
const EDGE = 256;

/**
 * Consecutive messages of one side, each masked, and a detail split over two of them ('0532 123' then '45 67')
 * hidden in both: what a message hides alone is taken out, and what is found across the end of one and the start of
 * the next in the rest is hidden too. So each message reads the same whichever messages are around it on a page.
 */
export function maskSeries(texts: string[]): Masked[] {
  const spans = texts.map(spansOf);
  const kept = texts.map((text, i) => {
    let rest = text;
    for (const s of spans[i]) rest = rest.slice(0, s.from) + '#'.repeat(s.to - s.from) + rest.slice(s.to);
    return rest;
  });
  const found = spans.map((own) => [...own]);
  for (let i = 0; i + 1 < texts.length; i++) {
    const tail = kept[i].slice(-EDGE);
    const head = kept[i + 1].slice(0, EDGE);
    const cut = tail.length; // the '\n' between them
    const start = texts[i].length - tail.length;
    for (const s of spansOf(`${tail}\n${head}`)) {
      if (s.from >= cut || s.to <= cut + 1) continue; // within one message: found alone, or not at all
      found[i].push({ kind: s.kind, from: start + s.from, to: texts[i].length });
      found[i + 1].push({ kind: s.kind, from: 0, to: s.to - cut - 1 });
    }
  }
  return texts.map((text, i) => maskedOf(partsOf(text, joined(found[i])), text));
}

/** A file's name masked as a text, its extension kept ('Teklif 0532 … .pdf' → 'Teklif [gizlendi].pdf'). */
export function maskFileName(name: string): Masked {
  const ext = /\.[A-Za-z0-9]{1,8}$/.exec(name);
  const base = ext ? name.slice(0, ext.index) : name;
  const masked = maskContacts(base);
  return masked.kinds.length
    ? { text: masked.text + (ext?.[0] ?? ''), kinds: masked.kinds }
    : { text: name, kinds: [] };
}

/**
 * What a reader sees of a text the other side wrote before acceptance (issue 47 item 4): `whole` when it may (its
 * writer, the administrator, the two sides once the buyer accepted the supplier's offer), else masked.
 */
export const shownText = (text: string, whole: boolean) => (whole ? text : maskContacts(text).text);
