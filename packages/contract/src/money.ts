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
export function toTlKurus(amountKurus: number, rate: Rate): number {
  if (!Number.isSafeInteger(amountKurus) || amountKurus < 0)
    throw new RangeError(`not an amount in kuruş: ${amountKurus}`);
  if (!RATE_PATTERN.test(rate.forexSelling)) throw new RangeError(`not a rate: ${rate.forexSelling}`);
  if (!Number.isSafeInteger(rate.unit) || rate.unit < 1) throw new RangeError(`not a unit: ${rate.unit}`);
  const [whole, fraction = ''] = rate.forexSelling.split('.');
  const numerator = BigInt(amountKurus) * BigInt(whole + fraction);
  const denominator = 10n ** BigInt(fraction.length) * BigInt(rate.unit);
  const quotient = numerator / denominator;
  const rounded = (numerator % denominator) * 2n >= denominator ? quotient + 1n : quotient;
  const result = Number(rounded);
  if (!Number.isSafeInteger(result)) throw new RangeError('amount too large');
  return result;
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
/** A decimal amount string ('1234.5', v2's zAmount) → integer kuruş (123450). */
export function kurusOf(amount: string): number {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match) throw new RangeError(`not an amount: ${amount}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Integer kuruş → the decimal amount string with 2 decimals (123450 → '1234.50'). */
export function amountOf(kurus: number): string {
  if (!Number.isSafeInteger(kurus)) throw new RangeError(`not an amount in kuruş: ${kurus}`);
  const sign = kurus < 0 ? '-' : '';
  const text = String(Math.abs(kurus)).padStart(3, '0');
  return `${sign}${text.slice(0, -2)}.${text.slice(-2)}`;
}

/** What a converted amount names (COPY.md): 'TCMB 27.11.2026 döviz satış kuru' for the bulletin of 2026-11-27. */
export const rateLabel = (bulletinDay: string) =>
  `TCMB ${bulletinDay.slice(8, 10)}.${bulletinDay.slice(5, 7)}.${bulletinDay.slice(0, 4)} döviz satış kuru`;
