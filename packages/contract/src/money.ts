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

/** 123450n → '1234.50' (the wire's and the database's decimal string). */
export function fromKurus(kurus: bigint): string {
  const sign = kurus < 0n ? '-' : '';
  const abs = kurus < 0n ? -kurus : kurus;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** a / b rounded half-up, for a ≥ 0 and b > 0. */
export const divideHalfUp = (a: bigint, b: bigint) => (2n * a + b) / (2n * b);

const SYMBOLS = { TL: '₺', USD: '$', EUR: '€' } as const;

/**
 * 123456n, 'TL' → '₺1.234,56', as Intl writes money for tr-TR (COPY.md; apps/web lib/format.ts's formatMoney): by
 * hand from the kuruş, which a float could not hold past 15 digits, and without loading Intl's locale data.
 */
export function formatMoney(kurus: bigint, currency: keyof typeof SYMBOLS): string {
  const [whole, cents] = fromKurus(kurus < 0n ? -kurus : kurus).split('.');
  return `${kurus < 0n ? '-' : ''}${SYMBOLS[currency]}${whole.replace(/\B(?=(\d{3})+$)/g, '.')},${cents}`;
}

/** What a converted amount names (COPY.md): 'TCMB 27.11.2026 döviz satış kuru' for the bulletin of 2026-11-27. */
export const rateLabel = (bulletinDay: string) =>
  `TCMB ${bulletinDay.slice(8, 10)}.${bulletinDay.slice(5, 7)}.${bulletinDay.slice(0, 4)} döviz satış kuru`;
