// Money arithmetic shared by the server and the browser: exact (integer kuruş and BigInt, never a float in the
// arithmetic), pure, and without zod so that the web can import it into any chunk.

// ── exchange rates (TCMB ForexSelling per unit) ───────────────────────────────────────────────────────────────────
/** A rate as TCMB gives it: TL for `unit` units of the currency ('42.5012' for 1 USD, '28.1234' for 100 JPY). */
export type Rate = { unit: number; forexSelling: string };

/** A plain non-negative decimal with at most 6 decimals ('42.5012'); no sign, exponent or separator of thousands. */
export const RATE_PATTERN = /^\d{1,10}(\.\d{1,6})?$/;

/**
 * An amount in kuruş (cents) of a currency → TL kuruş at `rate` (ForexSelling TL per `rate.unit` units), computed
 * exactly and rounded half up to the kuruş: 1.000,00 USD at 42,5012 → 4.250.120 kuruş (42.501,20 ₺); 1.000 JPY at
 * 28,1234 per 100 → 28.123 kuruş (281,23 ₺ from 281,234).
 */
export function toTlKurus(amountKurus: bigint, rate: Rate): bigint {
  if (amountKurus < 0n) throw new RangeError(`not an amount in kuruş: ${amountKurus}`);
  if (!RATE_PATTERN.test(rate.forexSelling)) throw new RangeError(`not a rate: ${rate.forexSelling}`);
  if (!Number.isSafeInteger(rate.unit) || rate.unit < 1) throw new RangeError(`not a unit: ${rate.unit}`);
  const [whole, fraction = ''] = rate.forexSelling.split('.');
  return divideHalfUp(amountKurus * BigInt(whole + fraction), 10n ** BigInt(fraction.length) * BigInt(rate.unit));
}

/** A rate's TL value of one unit of the currency as a decimal string, for showing: 100 JPY at 28.1234 → '0.281234'. */
export function perUnit(rate: Rate): string {
  const [whole, fraction = ''] = rate.forexSelling.split('.');
  if (rate.unit === 1) return fraction ? `${whole}.${fraction}` : whole;
  // exact while the unit is a power of ten, as TCMB's are (1, 100); otherwise rounded to 8 decimals
  const digits = 8;
  const scaled =
    (BigInt(whole + fraction) * 10n ** BigInt(digits)) / (10n ** BigInt(fraction.length) * BigInt(rate.unit));
  const text = scaled.toString().padStart(digits + 1, '0');
  const result = `${text.slice(0, -digits)}.${text.slice(-digits)}`.replace(/0+$/, '').replace(/\.$/, '');
  return result;
}

// ── amounts ───────────────────────────────────────────────────────────────────────────────────────────────────────
// Amounts are integer kuruş (BigInt) from the wire's decimal strings to the decimal strings back, never a float on
// the way; rounding is half up to the kuruş (amounts are never negative).

/** The largest amount a price column (numeric 14,2) holds, in kuruş. */
export const MAX_KURUS = 99_999_999_999_999n;

/** '1234.5' → 123450n; undefined when it is no amount (at most 2 decimals, digits only). */
export function toKurus(amount: string): bigint | undefined {
  const m = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!m) return undefined;
  return BigInt(m[1]) * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
}

// ── amounts as a person types them ────────────────────────────────────────────────────────────────────────────────
// One reader for every amount field of the web and every amount of a v2 call (v2.ts zAmount): Turkish writing first
// ('1.234,56': dots group thousands, the comma starts the kuruş), and the wire's own decimal string ('1234.56') read
// the same as before, with no input of either that the other reads otherwise:
//   with a comma   the comma is the decimal mark, dots before it must group thousands: '1.234,56' '1234,56' '12,5'
//   without one    dots that group thousands are thousands ('12.500', '1.234.567'); a single dot with 1 or 2 digits
//                  after it is the decimal mark ('12.5', '1234.56', the wire's form: a kuruş has 2 digits, a group 3)
// Anything else is refused with its reason, never guessed: '12,505' (3 digits of kuruş, or an English 12.505?),
// '1,234.56', '1.23.4', '-5', '1e3', '0x10', '₺5'.

/** Why a typed amount cannot be read (the field's own text comes first where a form has one). */
export const AMOUNT_MSG = {
  unreadable: 'Tutarı rakamlarla yazın; binlikleri noktayla, kuruşu virgülle ayırın (ör. 1.234,56).',
  decimals: 'Kuruş en fazla iki basamak olabilir (ör. 1.234,56).',
  tooLarge: 'Tutar en fazla 999.999.999.999,99 olabilir.',
} as const;
export type AmountError = keyof typeof AMOUNT_MSG;

/** digits grouped by thousands with dots: '1.234', '12.500.000' (the first group 1 to 3 digits, the others 3) */
const GROUPED = /^\d{1,3}(?:\.\d{3})+$/;

/**
 * What a person typed (or the wire sent) as an amount → its kuruş, or why it cannot be read: '1.234,56' → 123456n,
 * '12.500' → 1250000n, '12,50' and '12.50' → 1250n. Surrounding spaces are ignored; at most MAX_KURUS.
 */
export function parseAmount(text: string): { kurus: bigint } | { error: AmountError } {
  const t = text.length > 40 ? '' : text.trim(); // a long input is no amount; nothing below runs on it
  if (!/^[\d.,]*\d[\d.,]*$/.test(t)) return { error: 'unreadable' };
  const comma = t.indexOf(',');
  let whole: string;
  let fraction: string;
  if (comma >= 0) {
    whole = t.slice(0, comma);
    fraction = t.slice(comma + 1);
    if (fraction.includes(',') || fraction.includes('.')) return { error: 'unreadable' };
    if (whole.includes('.')) {
      if (!GROUPED.test(whole)) return { error: 'unreadable' };
      whole = whole.replaceAll('.', '');
    }
  } else if (GROUPED.test(t)) {
    whole = t.replaceAll('.', '');
    fraction = '';
  } else {
    const parts = t.split('.');
    if (parts.length > 2) return { error: 'unreadable' };
    [whole, fraction = ''] = parts;
    if (fraction.length > 2) return { error: whole.length > 3 ? 'decimals' : 'unreadable' };
  }
  if (fraction.length > 2) return { error: 'decimals' };
  whole = whole.replace(/^0+(?=\d)/, '');
  if (whole.length > 12) return { error: 'tooLarge' };
  const kurus = BigInt(whole || '0') * 100n + BigInt(fraction.padEnd(2, '0'));
  return kurus > MAX_KURUS ? { error: 'tooLarge' } : { kurus };
}

/** A typed amount's kuruş, or undefined when it cannot be read (a live total shows '—' for it). */
export function readAmount(text: string): bigint | undefined {
  const read = parseAmount(text);
  return 'kurus' in read ? read.kurus : undefined;
}

/** 123456n → '1.234,56': an amount as a Turkish user types it (an amount field's value, without the symbol). */
export function amountText(kurus: bigint): string {
  const [whole, cents] = fromKurus(kurus).split('.');
  return `${whole.replace(/\B(?=(\d{3})+$)/g, '.')},${cents}`;
}

/**
 * A legacy call's price (the spec's `fiyat` of genelteklifolustur) in plain decimal notation, as a form field or a
 * JSON number sends it ('1500', '1500.5', '0.125', '.5', 1500.5), rounded half up to the kuruş: 15000n, 150050n,
 * 13n, 50n. No sign, exponent, hexadecimal or thousands separator ('0x10' was read as 16 by Number()); undefined
 * for those and for what is past MAX_KURUS once rounded. Whether 0 is a price is the caller's rule.
 */
export function decimalToKurus(value: string | number): bigint | undefined {
  const text = typeof value === 'number' ? String(value) : value.length > 60 ? '' : value.trim();
  const m = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m || !/\d/.test(text)) return undefined;
  const [, whole, fraction = ''] = m;
  const digits = whole.replace(/^0+/, '');
  if (digits.length > 13) return undefined;
  const kurus = BigInt(digits || '0') * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0'));
  const rounded = fraction.length > 2 && fraction[2] >= '5' ? kurus + 1n : kurus;
  return rounded > MAX_KURUS ? undefined : rounded;
}

/**
 * An amount a legacy answer sends as a JSON number (its shortest decimal: 1500.5) → its kuruş. Such a number comes
 * from a column of 2 decimals; one that is not an amount of 2 decimals (1.005, NaN, -1, 1e21) is an error, never 0.
 */
export function kurusOfNumber(n: number): bigint {
  const kurus = Number.isFinite(n) ? toKurus(String(n)) : undefined;
  if (kurus === undefined) throw new RangeError(`not an amount: ${n}`);
  return kurus;
}

/**
 * The wire's or the database's decimal string ('1234.50', a numeric column read as text) → its kuruş. Those strings
 * are written by fromKurus and the columns, so one that is no amount is an error (a RangeError), never 0.
 */
export function kurusOf(amount: string): bigint {
  const kurus = toKurus(amount);
  if (kurus === undefined) throw new RangeError(`not an amount: ${amount.slice(0, 40)}`);
  return kurus;
}

/**
 * A price column's decimal string ('1234.50') as the legacy answers send amounts, a JSON number (1234.5): exact, as a
 * double holds 15 significant digits and the widest price column (numeric 14,2) 14. Not an amount: a RangeError.
 */
export function amountNumber(amount: string): number {
  if (kurusOf(amount) > MAX_KURUS) throw new RangeError(`past a price column: ${amount}`);
  return Number(amount);
}

/** 123450n → '1234.50' (the wire's and the database's decimal string). */
export function fromKurus(kurus: bigint): string {
  const sign = kurus < 0n ? '-' : '';
  const abs = kurus < 0n ? -kurus : kurus;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** a / b rounded half-up, for a ≥ 0 and b > 0. */
export const divideHalfUp = (a: bigint, b: bigint) => (2n * a + b) / (2n * b);

const SYMBOLS = { TL: '₺', USD: '$', EUR: '€' } as const;
/** The currencies amounts are in (requests/member.ts CURRENCIES). */
export type Currency = keyof typeof SYMBOLS;

/**
 * 123456n, 'TL' → '₺1.234,56', as Intl writes money for tr-TR (COPY.md): by hand from the kuruş, which a float could
 * not hold past 15 digits, and without loading Intl's locale data. Every screen, export and mail writes money with it.
 */
export function formatMoney(kurus: bigint, currency: Currency): string {
  const [whole, cents] = fromKurus(kurus < 0n ? -kurus : kurus).split('.');
  return `${kurus < 0n ? '-' : ''}${SYMBOLS[currency]}${whole.replace(/\B(?=(\d{3})+$)/g, '.')},${cents}`;
}

/** What a converted amount names (COPY.md): 'TCMB 27.11.2026 döviz satış kuru' for the bulletin of 2026-11-27. */
export const rateLabel = (bulletinDay: string) =>
  `TCMB ${bulletinDay.slice(8, 10)}.${bulletinDay.slice(5, 7)}.${bulletinDay.slice(0, 4)} döviz satış kuru`;
