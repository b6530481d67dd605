import { formatCount } from '../../lib/format';

// Decision (issue 8): a request's quantity (adet) is a whole number. COPY.md writes quantities as whole numbers with
// thousands dots ('1.200 Adet'), the database column is an integer, and the units (Adet, Takım, Metre, Kilo) are
// counted in whole steps. The field used to drop what it could not read — '2,5' became 25 and '12,75' 1.275 — so a
// fraction is now refused with a message instead of being silently changed into another number. Dots group
// thousands ('1.200' = 1200), as Turkish writes them; a comma is the decimal mark ('10,00' is still ten).

/** The server's cap of a quantity (contract zQuantity of POST /api/talepOlustur). */
const MAX_QUANTITY = 100_000_000;

export const QUANTITY_MSG = {
  fraction: 'Miktar tam sayı olmalıdır.',
  digits: 'Miktarı rakamla yazın.',
  tooLarge: `Miktar en fazla ${formatCount(MAX_QUANTITY)} olabilir.`,
} as const;

/** What the quantity field holds: empty (value null), a whole number, or the reason it is not one. */
type Quantity = { ok: true; value: number | null } | { ok: false; message: string };

const THOUSANDS = /^\d{1,3}(?:\.\d{3})+$/;

/** Reads a typed quantity the Turkish way: '1.200' → 1200, '150' → 150, '2,5' → a fraction, refused. */
export function parseQuantity(text: string): Quantity {
  const typed = text.replace(/[\s\u00a0\u202f]/g, ''); // spaces (also no-break ones) may group thousands too
  if (typed === '') return { ok: true, value: null };
  const [whole = '', decimals, ...more] = typed.split(',');
  if (more.length > 0) return { ok: false, message: QUANTITY_MSG.digits };
  if (decimals !== undefined && /[^0]/.test(decimals)) {
    return { ok: false, message: /^\d+$/.test(decimals) ? QUANTITY_MSG.fraction : QUANTITY_MSG.digits };
  }
  let digits = whole;
  if (whole.includes('.')) {
    // '2.5' or '12.75' is a fraction written the English way, not a thousands group
    if (!THOUSANDS.test(whole))
      return { ok: false, message: /^[\d.]+$/.test(whole) ? QUANTITY_MSG.fraction : QUANTITY_MSG.digits };
    digits = whole.replaceAll('.', '');
  }
  if (!/^\d+$/.test(digits)) return { ok: false, message: QUANTITY_MSG.digits };
  const value = Number(digits);
  return value > MAX_QUANTITY ? { ok: false, message: QUANTITY_MSG.tooLarge } : { ok: true, value };
}
