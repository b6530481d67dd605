// What a writer does to a contact detail so that a plain pattern misses it, undone before the patterns run (issue 47
// item 3): compatibility forms folded (NFKC: '０５３２', '＠', '．', '①', '𝟓'), invisible characters dropped (zero-width
// space and joiner, word joiner, soft hyphen, controls, combining marks on digits), digits of every script folded to
// 0–9 ('٠٥٣٢', '०५३२'), dashes and dots of other scripts to '-' and '.', letters that look like digits inside a run of
// digits read as those digits ('O532 l23'), and digits written as Turkish words read as digits ('sıfır beş yüz otuz
// iki' → '0 532'). Each unit of the result remembers the range of the written text it stands for, so that what the
// rules find is hidden where it was written.

/**
 * The text the rules read, and for each of its UTF-16 units the range [from, to) of the written text it comes from
 * (none when each unit is the written one: plain ASCII with nothing to undo).
 */
export type Normal = { text: string; from: number[] | null; to: number[] | null };

/** Where [from, to) of the normalised text was written. */
export const written = (n: Normal, from: number, to: number) => ({
  from: n.from ? n.from[from] : from,
  to: n.to ? n.to[to - 1] : to,
});

// a text of these characters only reads as written: nothing to fold, drop or map (Turkish letters are NFKC-stable)
const PLAIN = /^[\t\n\r\x20-\x7eçğıöşüÇĞİÖŞÜâîûÂÎÛäëïéèêáàíìóòúùñÑ₺€£°±×’‘“”]*$/;
const MARKS = /\P{M}\p{M}*|\p{M}+/uy;
const IGNORED = /[\p{Default_Ignorable_Code_Point}\p{Cc}]/u;
const MARK = /\p{M}/u;
const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;
const DASH = /\p{Pd}/u;
const DOTS = new Set(['\u3002', '\u00B7', '\u2219', '\u2027', '\u2022', '\u30FB']);

const digitCache = new Map<number, string>();
/** The value of a decimal digit of any script: its distance from the first digit of its run of ten. */
function asciiDigit(cp: number): string {
  let digit = digitCache.get(cp);
  if (digit === undefined) {
    let zero = cp;
    while (cp - zero < 60 && DIGIT.test(String.fromCodePoint(zero - 1))) zero--;
    digit = String((cp - zero) % 10);
    digitCache.set(cp, digit);
  }
  return digit;
}

class Units {
  chars: string[] = [];
  from: number[] = [];
  to: number[] = [];
  push(s: string, from: number, to: number) {
    for (let i = 0; i < s.length; i++) {
      this.chars.push(s[i]);
      this.from.push(from);
      this.to.push(to);
    }
  }
  normal(): Normal {
    return { text: this.chars.join(''), from: this.from, to: this.to };
  }
}

/** What one character and the marks written on it read as: compatibility forms, invisible characters, digits. */
function readCluster(cluster: string): string {
  let out = '';
  let base = '';
  for (const c of cluster.normalize('NFKC')) {
    if (c !== '\t' && c !== '\n' && c !== '\r' && IGNORED.test(c)) continue;
    if (MARK.test(c)) {
      if (LETTER.test(base)) out += c; // 'ş' written as s + cedilla stays a letter; a mark on '5' goes
      continue;
    }
    base = c;
    const cp = c.codePointAt(0) ?? 0;
    if (cp > 0x39 && DIGIT.test(c)) out += asciiDigit(cp);
    else if (c !== '-' && DASH.test(c)) out += '-';
    else if (DOTS.has(c)) out += '.';
    else out += c;
  }
  return out;
}

// what single characters read as, remembered: most texts use a few hundred
const alone = new Map<string, string>();

/** Compatibility forms, invisible characters, digits of other scripts, dashes and dots. */
function fold1(text: string): Normal {
  if (PLAIN.test(text)) return { text, from: null, to: null };
  const out = new Units();
  for (let i = 0; i < text.length; ) {
    const code = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1); // NaN at the end; no mark is below U+0300
    if (code >= 0x20 && code < 0x7f && !(next >= 0x300 && MARK.test(text[i + 1]))) {
      out.push(text[i], i, i + 1);
      i++;
      continue;
    }
    MARKS.lastIndex = i;
    const m = MARKS.exec(text);
    const cluster = m ? m[0] : text[i];
    let read = cluster.length <= 2 ? alone.get(cluster) : undefined;
    if (read === undefined) {
      read = readCluster(cluster);
      if (cluster.length <= 2 && alone.size < 10_000) alone.set(cluster, read);
    }
    out.push(read, i, i + cluster.length);
    i += cluster.length;
  }
  return out.normal();
}

const LOOK_ALIKE: Record<string, string> = { O: '0', o: '0', О: '0', о: '0', Ο: '0', ο: '0', l: '1', I: '1' };
const ALIKE_TOKEN = /^[0-9OoОоΟοlI]+$/u;

/** 'O532', 'l23', '1OO': a word of digits and letters that look like digits is read as digits (one unit each). */
function lookAlikes(text: string): string {
  if (!/[0-9][OoОоΟοlI]|[OoОоΟοlI][0-9]/u.test(text)) return text;
  return text.replace(/[\p{L}\p{N}]+/gu, (w) =>
    ALIKE_TOKEN.test(w) && /[0-9]/.test(w) ? w.replace(/[^0-9]/g, (c) => LOOK_ALIKE[c] ?? c) : w,
  );
}

const UNITS: Record<string, number> = {
  sifir: 0,
  bir: 1,
  iki: 2,
  uc: 3,
  dort: 4,
  bes: 5,
  alti: 6,
  yedi: 7,
  sekiz: 8,
  dokuz: 9,
};
const TENS: Record<string, number> = {
  on: 1,
  yirmi: 2,
  otuz: 3,
  kirk: 4,
  elli: 5,
  altmis: 6,
  yetmis: 7,
  seksen: 8,
  doksan: 9,
};
const TR_FOLD: Record<string, string> = { ı: 'i', ç: 'c', ğ: 'g', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u' };
// no word is the beginning of another, so a word is read from its start without going back
const ATOM = /sifir|bir|iki|uc|dort|bes|alti|yedi|sekiz|dokuz|on|yirmi|otuz|kirk|elli|altmis|yetmis|seksen|doksan|yuz/y;

/** The number words a word is made of ('beşyüzotuziki' → beş, yüz, otuz, iki), or none. */
function atomsOf(word: string): string[] | null {
  if (word.length > 60 || !/^[sbiuüdayeokSBİIUÜDAYEOK]/.test(word)) return null;
  const w = word
    .toLowerCase() // 'I' → 'i', 'İ' → 'i' + a dot dropped next: 'SIFIR' and 'sıfır' read alike
    .replace(/\u0307/g, '')
    .replace(/[ıçğöşüâîû]/g, (c) => TR_FOLD[c] ?? c);
  const atoms: string[] = [];
  ATOM.lastIndex = 0;
  while (ATOM.lastIndex < w.length) {
    const at = ATOM.lastIndex;
    const m = ATOM.exec(w);
    if (!m || m.index !== at) return null;
    atoms.push(m[0]);
  }
  return atoms.length ? atoms : null;
}

/** Number words read as the groups of digits a speaker means: 'beş yüz otuz iki' 532, 'kırk beş' 45, 'sıfır' 0. */
function groupsOf(atoms: { atom: string; token: number }[]) {
  const groups: { digits: string; first: number; last: number }[] = [];
  let i = 0;
  const unit = (k: number) => (k < atoms.length && atoms[k].atom in UNITS ? UNITS[atoms[k].atom] : undefined);
  const tens = (k: number) => (k < atoms.length && atoms[k].atom in TENS ? TENS[atoms[k].atom] : undefined);
  while (i < atoms.length) {
    const start = i;
    let hundreds: number | undefined;
    const u0 = unit(i);
    if (u0 !== undefined && u0 > 0 && atoms[i + 1]?.atom === 'yuz') {
      hundreds = u0;
      i += 2;
    } else if (atoms[i].atom === 'yuz') {
      hundreds = 1;
      i += 1;
    }
    const t = tens(i);
    if (t !== undefined) i++;
    const u = unit(i);
    const ones = u !== undefined && (u > 0 || (t === undefined && hundreds === undefined)) ? u : undefined;
    if (ones !== undefined) i++;
    const digits =
      hundreds !== undefined
        ? `${hundreds}${t ?? 0}${ones ?? 0}`
        : t !== undefined
          ? `${t}${ones ?? 0}`
          : String(ones ?? '');
    if (i === start) i++; // cannot happen: every atom is one of the above
    groups.push({ digits, first: atoms[start].token, last: atoms[i - 1].token });
  }
  return groups;
}

/** Runs of number words, separated only by spaces or dashes, replaced by their digits. */
function numberWords(n: Normal): Normal {
  const { text } = n;
  const words = [...text.matchAll(/\p{L}+/gu)].map((m) => ({ from: m.index, to: m.index + m[0].length, w: m[0] }));
  let out: Units | undefined;
  const keep = (from: number, to: number) => {
    for (let k = from; k < to; k++) out?.push(text[k], n.from ? n.from[k] : k, n.to ? n.to[k] : k + 1);
  };
  let at = 0;
  let i = 0;
  while (i < words.length) {
    const first = atomsOf(words[i].w);
    if (!first) {
      i++;
      continue;
    }
    const run = [{ ...words[i], atoms: first }];
    while (i + run.length < words.length) {
      const next = words[i + run.length];
      const atoms = /^[\s\-_.,/]+$/.test(text.slice(run[run.length - 1].to, next.from)) && atomsOf(next.w);
      if (!atoms) break;
      run.push({ ...next, atoms });
    }
    out ??= new Units();
    keep(at, run[0].from);
    const atoms = run.flatMap((r, token) => r.atoms.map((atom) => ({ atom, token })));
    groupsOf(atoms).forEach((g, k) => {
      const { from } = written(n, run[g.first].from, run[g.first].from + 1);
      const { to } = written(n, run[g.last].to - 1, run[g.last].to);
      if (k > 0) out?.push(' ', from, from);
      out?.push(g.digits, from, to);
    });
    at = run[run.length - 1].to;
    i += run.length;
  }
  if (!out) return n;
  keep(at, text.length);
  return out.normal();
}

/** `text` as the masking rules read it, each unit mapped to the range of `text` it was read from. */
export function normalise(text: string): Normal {
  const folded = fold1(text);
  const read = { ...folded, text: lookAlikes(folded.text) };
  return /\p{L}/u.test(text) ? numberWords(read) : read;
}
