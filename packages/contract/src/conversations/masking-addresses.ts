// The addresses of masking.ts, read in the normalised text (masking-normal.ts): web addresses and domains, e-mail
// addresses, social handles and IBANs of any country. A domain is one under a top-level domain of the public-suffix
// list (tlds.ts, generated from tldts), whatever its ending ('.ist', '.at', '.ch'); a dot written otherwise ('firma nokta com', 'firma[.]com',
// 'ali @ firma , com') counts where nobody writes it innocently.
import { TLD_LIST } from './tlds';

export const MASKED_KINDS = ['phone', 'email', 'web', 'social', 'iban'] as const;
export type MaskedKind = (typeof MASKED_KINDS)[number];
export type Span = { from: number; to: number; kind: MaskedKind };

const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,62})';
// every way of writing a dot starts with a character no label has, so a host is read without going back
const BRACKET_DOT = '\\s{0,3}[[({]\\s{0,3}(?:\\.|dot|nokta)\\s{0,3}[\\])}]\\s{0,3}';
const WORD_DOT = '\\s{1,3}(?:dot|nokta)\\s{1,3}';
const SPACED_DOT = '\\s{0,3}[.,]\\s{0,3}';
const WEB_DOT = `(?:\\.|${BRACKET_DOT}|${WORD_DOT})`;
const MAIL_DOT = `(?:${BRACKET_DOT}|${WORD_DOT}|${SPACED_DOT})`;
const AT = '(?:\\s{0,3}@\\s{0,3}|\\s{0,3}[[({]\\s{0,3}(?:at|et|@)\\s{0,3}[\\])}]\\s{0,3}|\\s{1,3}(?:at|et)\\s{1,3})';

const EXPLICIT_WEB = /\b(?:https?:\/\/|www\.)[^\s<>"]+/giu;
const WEB_HOST = new RegExp(`(?<![\\p{L}\\p{N}@._%+-])${LABEL}(?:${WEB_DOT}${LABEL}){1,5}`, 'giu');
const EMAIL = new RegExp(
  `(?<![\\p{L}\\p{N}._%+-])([\\p{L}\\p{N}._%+-]{1,64})(${AT})${LABEL}(?:${MAIL_DOT}${LABEL}){1,5}`,
  'giu',
);
const HOST_PART = new RegExp(`(${LABEL})|(${MAIL_DOT}|\\.)`, 'iuy');
const PATH = /[/?#][^\s<>"]*/y;

// Endings nobody writes innocently with a dot spelt out or spaced ('firma nokta com'): the others are words too
// ('bu nokta de', 'nokta az').
const COMMON = new Set(
  'com net org info biz tr io co me app shop store online site website xyz eu uk us ru gov edu tech pro mobi ist istanbul ai'.split(
    ' ',
  ),
);
// Endings that are Turkish words or abbreviations written after a dot ('San.ve Tic.Ltd.Şti.', 'Cad.No:5') or file
// names ('teklif.zip'): never read as a domain.
const NOT_DOMAINS = new Set('ve ltd no il et ne ki su al zip mov'.split(' '));

const TLDS = new Set(TLD_LIST.trim().split(' '));
const isTld = (label: string) => TLDS.has(label.toLowerCase());

type Dot = 'plain' | 'bracket' | 'word' | 'nokta' | 'spaced';
const dotOf = (sep: string): Dot =>
  sep === '.'
    ? 'plain'
    : /[[({]/.test(sep)
      ? 'bracket'
      : /nokta/i.test(sep)
        ? 'nokta'
        : /dot/i.test(sep)
          ? 'word'
          : 'spaced';

/**
 * Where the host that starts at `from` ends: the longest run of its labels that ends with a top-level domain the
 * way it was written allows, or -1. `mail` is the strength of the '@' before it (none for a web address).
 */
function hostEnd(text: string, from: number, to: number, mail: 'strong' | 'weak' | null): number {
  const labels: { text: string; to: number }[] = [];
  const dots: Dot[] = [];
  HOST_PART.lastIndex = from;
  while (HOST_PART.lastIndex < to) {
    const m = HOST_PART.exec(text);
    if (!m) break;
    if (m[1]) labels.push({ text: m[1], to: HOST_PART.lastIndex });
    else dots.push(dotOf(m[2]));
  }
  // a domain written with real dots ends there: 'ali@firma.com, veli@…' is a list, not 'firma.com, veli'
  const hard = dots.findIndex((d) => d !== 'plain' && d !== 'bracket');
  const ends = hard > 0 ? [hard, labels.length - 1] : [labels.length - 1];
  for (const last of ends) for (let k = last; k >= 1; k--) if (endsAt(labels, dots, k, mail)) return labels[k].to;
  return -1;
}

/** Whether the host of `labels` up to the k-th may end there, by the ending and the dots written before it. */
function endsAt(labels: { text: string }[], dots: Dot[], k: number, mail: 'strong' | 'weak' | null) {
  const tld = labels[k].text;
  const lower = tld.toLowerCase();
  if (!isTld(tld) || NOT_DOMAINS.has(lower)) return false;
  if (!labels.slice(0, k).some((l) => /\p{L}/u.test(l.text))) return false; // '5.mm', '1.5.kg'
  const used = new Set(dots.slice(0, k));
  if (used.has('spaced') && mail !== 'strong') return false;
  if ((used.has('spaced') || used.has('word') || used.has('nokta')) && !COMMON.has(lower)) return false;
  if (used.has('nokta') && !mail && (lower === 'net' || lower === 'biz')) return false; // 'bu nokta net değil'
  // a sentence's first word after a dot with no space ('uygun.Ne zaman'), unless a known ending
  return mail || COMMON.has(lower) || !/^\p{Lu}\p{Ll}+$/u.test(tld);
}

/** Each match of `rule` in `text`, checked by `end` (where it really ends, or -1); the search goes on from there. */
function scan(text: string, rule: RegExp, end: (m: RegExpExecArray) => number, kind: MaskedKind, out: Span[]) {
  rule.lastIndex = 0;
  for (let m = rule.exec(text); m; m = rule.exec(text)) {
    const to = end(m);
    if (to > m.index) out.push({ from: m.index, to, kind });
    rule.lastIndex = to > m.index ? to : m.index + 1;
  }
}

const withPath = (text: string, to: number) => {
  PATH.lastIndex = to;
  return PATH.test(text) ? PATH.lastIndex : to;
};

// ── social handles ──────────────────────────────────────────────────────────────────────────────────────────────
const HANDLE = /(?<![\p{L}\p{N}._%+@-])@[A-Za-z0-9_][A-Za-z0-9._]{2,29}(?![A-Za-z0-9_])/gu;
const NETWORK =
  /(?<![\p{L}\p{N}])(?:[iİIı]nsta(?:gram)?|[iİIı]g|facebook|face|fb|tw[iİIı]tter|t[iİIı]k\s?tok|l[iİIı]nked[iİIı]n|telegram|tg|youtube|skype|snapchat|snap)(?![\p{L}\p{N}])(?:'\p{L}{1,6})?(?:\s{0,5}([:=-])\s{0,5}|\s{1,5})?(@?)([A-Za-z0-9_][A-Za-z0-9._-]{2,29})(?![\p{L}\p{N}_])/giu;
// words that follow a network's name in a sentence ('Instagram var ama…', 'insta sayfamız'), not a handle
const NOT_HANDLE =
  /^(?:var|yok|ve|ile|da|de|ya|veya|icin|gibi|ama|ancak|uzerinden|sayfa|hesab|hesap|adres|profil|takip|link|kanal|grub|grup|mesaj|bak|yaz|ulas|dm|kullan)/i;

function handles(text: string, out: Span[]) {
  for (const m of text.matchAll(HANDLE)) {
    const handle = m[0].replace(/\.+$/, '');
    if (/[A-Za-z]/.test(handle)) out.push({ from: m.index, to: m.index + handle.length, kind: 'social' });
  }
  for (const m of text.matchAll(NETWORK)) {
    const [, sep, at, name] = m;
    const handle = name.replace(/[.-]+$/, '');
    if (!/[A-Za-z]/.test(handle) || (!sep && !at && NOT_HANDLE.test(handle))) continue;
    const to = m.index + m[0].length - (name.length - handle.length);
    out.push({ from: to - handle.length - at.length, to, kind: 'social' });
  }
}

// ── IBANs of any country: the registry's length of the country, and the check digits (ISO 13616, mod 97) ──────────
const IBAN_LENGTHS: Record<string, number> = Object.fromEntries(
  (
    'AD24 AE23 AL28 AT20 AZ28 BA20 BE16 BG22 BH22 BR29 BY28 CH21 CR22 CY28 CZ24 DE22 DK18 DO28 EE20 EG29 ES24 FI18 ' +
    'FO18 FR27 GB22 GE22 GI23 GL18 GR27 GT28 HR21 HU28 IE22 IL23 IQ23 IS26 IT27 JO30 KW30 KZ20 LB28 LC32 LI21 LT20 ' +
    'LU20 LV21 LY25 MC27 MD24 ME22 MK19 MR27 MT31 MU30 NL18 NO15 PK24 PL28 PS29 PT25 QA29 RO24 RS22 RU33 SA24 SC31 ' +
    'SD18 SE24 SI19 SK24 SM27 SO23 ST25 SV28 TL23 TN24 TR26 UA29 VA22 VG24 XK20'
  )
    .split(' ')
    .map((e) => [e.slice(0, 2), Number(e.slice(2))]),
);
const IBAN = /(?<![\p{L}\p{N}])([A-Za-z]{2})(\d{2})((?:[\s_.-]{0,2}[A-Za-z0-9]){11,30})/gu;

function ibanEnd(m: RegExpExecArray): number {
  const country = m[1].toUpperCase();
  const length = IBAN_LENGTHS[country];
  if (!length) return -1;
  let r = 0;
  let taken = 4;
  let end = -1;
  const add = (c: string) => {
    const v = Number.parseInt(c, 36);
    r = v > 9 ? (r * 100 + v) % 97 : (r * 10 + v) % 97;
  };
  const body = m[3];
  for (let i = 0; i < body.length && taken < length; i++) {
    if (!/[A-Za-z0-9]/.test(body[i])) continue;
    add(body[i]);
    taken++;
    end = i;
  }
  if (taken < length) return -1;
  for (const c of country + m[2]) add(c);
  return r === 1 ? m.index + m[1].length + m[2].length + end + 1 : -1;
}

// what a text must hold for each rule to find anything: most messages skip most rules
const MAY_WEB = /https?:|www\./i;
const MAY_MAIL = /@|(?<![\p{L}\p{N}])(?:at|et)(?![\p{L}\p{N}])/iu;
const MAY_HOST = /\.[\p{L}\p{N}]|[[({]\s{0,3}(?:\.|dot|nokta)|(?<![\p{L}\p{N}])(?:dot|nokta)(?![\p{L}\p{N}])/iu;
const MAY_SOCIAL = /@|nsta|[iİIı]g|face|fb|tw[iİIı]t|t[iİIı]k|nked|telegram|tg|youtube|skype|snap/iu;
const MAY_IBAN = /[A-Za-z]{2}\d{2}/;

/** The addresses in the normalised `text`: web, e-mail, social handles, IBANs. */
export function addressSpans(text: string): Span[] {
  const out: Span[] = [];
  if (MAY_WEB.test(text))
    for (const m of text.matchAll(EXPLICIT_WEB)) out.push({ from: m.index, to: m.index + m[0].length, kind: 'web' });
  if (MAY_MAIL.test(text)) scan(text, EMAIL, (m) => emailEnd(text, m), 'email', out);
  if (MAY_SOCIAL.test(text)) handles(text, out);
  if (MAY_HOST.test(text)) scan(text, WEB_HOST, (m) => webEnd(text, m), 'web', out);
  if (MAY_IBAN.test(text)) scan(text, IBAN, ibanEnd, 'iban', out);
  return out;
}

function emailEnd(text: string, m: RegExpExecArray) {
  const hostFrom = m.index + m[1].length + m[2].length;
  return hostEnd(text, hostFrom, m.index + m[0].length, m[2].includes('@') ? 'strong' : 'weak');
}

function webEnd(text: string, m: RegExpExecArray) {
  const end = hostEnd(text, m.index, m.index + m[0].length, null);
  return end < 0 ? end : withPath(text, end);
}
