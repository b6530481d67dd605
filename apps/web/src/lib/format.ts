// The formats of COPY.md "Formats", one place for every screen: dates 22.11.2026, money 1.234,56 ₺ (USD and EUR the
// same way), counts with thousands dots.
import { dayjs } from './dayjs';

/** '2026-11-22' or an ISO time → '22.11.2026'; with `time` '22.11.2026 14:05'. Read as local time (dayjs). */
export function formatDate(value: string, time = false): string {
  const day = dayjs(value);
  return day.isValid() ? day.format(time ? 'DD.MM.YYYY HH:mm' : 'DD.MM.YYYY') : value;
}

/** The wire's currencies ('TL', 'USD', 'EUR') as ISO 4217 codes for Intl. */
const ISO_CURRENCY: Record<string, string> = { TL: 'TRY', TRY: 'TRY', USD: 'USD', EUR: 'EUR' };

const money = new Map<string, Intl.NumberFormat>();

/** 1234.5, 'TL' → '₺1.234,50', as Intl writes it for tr-TR (COPY.md): always 2 decimals. */
export function formatMoney(value: number, currency = 'TL'): string {
  const code = ISO_CURRENCY[currency] ?? 'TRY';
  let format = money.get(code);
  if (!format) {
    format = new Intl.NumberFormat('tr-TR', {
      style: 'currency',
      currency: code,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    money.set(code, format);
  }
  return format.format(value);
}

const count = new Intl.NumberFormat('tr-TR');

/** 1200 → '1.200'. One formatter for every call: `toLocaleString('tr-TR')` builds a new one each time (about 2 ms on a
 * phone, 40 ms for the home page's request rows). */
export const formatCount = (value: number) => count.format(value);

/** A long text cut at a word to at most `max` characters, with '…' when cut (the full text stays in a title). */
export function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
