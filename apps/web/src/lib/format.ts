// The formats of COPY.md "Formats", one place for every screen: dates 22.11.2026 (in Istanbul time, from the
// contract), counts with thousands dots. Money is the contract's (money.ts formatMoney, from integer kuruş, the same on
// the server and in the exports).
/** Days and times in Istanbul time, '22.11.2026 14:05': the contract's one formatter (issue 47 item 17). */
export { formatDate, formatLongDate, formatMonth } from '@tedarik/contract/dates';

// Counts and averages are written here by hand, as Intl writes them for tr-TR (format.test.ts compares the two): a page's
// first Intl formatter loads the locale's data, about 40 ms of a phone's main thread (160 ms in Lighthouse's 4× slower
// CPU) in the middle of hydration. Intl stays for what the hand-written forms do not cover (NaN, ±Infinity, ≥ 1e21,
// fractions of a count), which no page shows in the normal course: those build their formatter when they come.

/** '1234567' → '1.234.567' */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, '.');
/** the minus of a negative number, -0 included, as Intl writes it */
const sign = (value: number) => (value < 0 || Object.is(value, -0) ? '-' : '');

/**
 * 1.005, 2 → ['1', '01']: a number ≥ 0 below 1e21 rounded as Intl rounds it, from the shortest decimal that reads back
 * as the number (not its exact binary value, which toFixed rounds: 1.005.toFixed(2) is '1.00'), half away from zero.
 */
function rounded(value: number, digits: number): [whole: string, fraction: string] {
  if (value < 1e-6) return ['0', '0'.repeat(digits)]; // String() writes these with an exponent; all round to 0
  const [whole, fraction = ''] = String(value).split('.');
  if (fraction.length <= digits) return [whole, fraction.padEnd(digits, '0')];
  const up = fraction[digits] >= '5' ? 1n : 0n;
  const all = (BigInt(whole + fraction.slice(0, digits)) + up).toString().padStart(digits + 1, '0');
  return [all.slice(0, -digits), all.slice(-digits)];
}

/** Whether the hand-written forms below cover the number */
const plain = (value: number) => Number.isFinite(value) && Math.abs(value) < 1e21;

/** 1200 → '1.200' */
export function formatCount(value: number): string {
  if (Number.isSafeInteger(value)) return `${sign(value)}${grouped(String(Math.abs(value)))}`;
  return new Intl.NumberFormat('tr-TR').format(value);
}

/** 4.25 → '4,3', 4 → '4': an average (a rating) with one decimal at most. */
export function formatAverage(value: number): string {
  if (plain(value)) {
    const [whole, tenth] = rounded(Math.abs(value), 1);
    return `${sign(value)}${grouped(whole)}${tenth === '0' ? '' : `,${tenth}`}`;
  }
  return new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1 }).format(value);
}

/** A long text cut at a word to at most `max` characters, with '…' when cut (the full text stays in a title). */
export function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** A request's offers: '3', or with its cap '3 / 10 teklif' (COPY.md, issue 37). */
export const formatOfferCount = (count: number, cap?: number | null) =>
  cap === null || cap === undefined ? formatCount(count) : `${formatCount(count)} / ${formatCount(cap)} teklif`;
