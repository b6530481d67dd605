// An offer's money, the same in the browser (the form's live total) and the server (what it stores): amounts are
// integer kuruş (BigInt) from the decimal strings of the wire to the decimal strings back, never a float on the way.
// Rounding is half-up to the kuruş (amounts are never negative).

export const VAT_RATES = [0, 1, 10, 20] as const;
export type VatRate = (typeof VAT_RATES)[number];

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

/** The offer's total from its unit price: × the request's quantity; a quantity of 0 (unknown) makes the unit price the total. */
export const lineTotal = (unitKurus: bigint, quantity: number) =>
  quantity > 0 ? unitKurus * BigInt(quantity) : unitKurus;

export interface VatSplit {
  /** without KDV */
  net: bigint;
  vat: bigint;
  /** with KDV */
  gross: bigint;
}

/**
 * A total split into its net, KDV and gross: KDV excluded (the total is net) → gross = net + round(net × r / 100);
 * included (the total is gross) → net = round(gross × 100 / (100 + r)), KDV the difference.
 */
export function vatSplit(total: bigint, rate: number, included: boolean): VatSplit {
  const r = BigInt(rate);
  if (included) {
    const net = divideHalfUp(total * 100n, 100n + r);
    return { net, vat: total - net, gross: total };
  }
  const vat = divideHalfUp(total * r, 100n);
  return { net: total, vat, gross: total + vat };
}

export interface OfferMoney {
  /** the unit price as typed, '12.5' */
  unitPrice: string;
  quantity: number;
  vatRate: number;
  vatIncluded: boolean;
}

/** An offer's total (in its KDV mode) and its split; undefined when the unit price is no amount. */
export function offerTotals(o: OfferMoney): ({ total: bigint } & VatSplit) | undefined {
  const unit = toKurus(o.unitPrice);
  if (unit === undefined) return undefined;
  const total = lineTotal(unit, o.quantity);
  return { total, ...vatSplit(total, o.vatRate, o.vatIncluded) };
}

const SYMBOLS = { TL: '₺', USD: '$', EUR: '€' } as const;

/**
 * 123456n, 'TL' → '₺1.234,56', as Intl writes money for tr-TR (COPY.md; apps/web lib/format.ts's formatMoney): by
 * hand from the kuruş, which a float could not hold past 15 digits, and without loading Intl's locale data.
 */
export function formatMoney(kurus: bigint, currency: keyof typeof SYMBOLS): string {
  const [whole, cents] = fromKurus(kurus < 0n ? -kurus : kurus).split('.');
  return `${kurus < 0n ? '-' : ''}${SYMBOLS[currency]}${whole.replace(/\B(?=(\d{3})+$)/g, '.')},${cents}`;
}
