// An offer's money, the same in the browser (the form's live total) and the server (what it stores), in integer
// kuruş as ../money.ts counts them.
import { divideHalfUp, readAmount } from '../money';

export const VAT_RATES = [0, 1, 10, 20] as const;
export type VatRate = (typeof VAT_RATES)[number];

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
  /** the unit price as typed ('1.234,56') or as the wire writes it ('1234.56'): money.ts's parseAmount reads it */
  unitPrice: string;
  quantity: number;
  vatRate: number;
  vatIncluded: boolean;
}

/** An offer's total (in its KDV mode) and its split; undefined when the unit price is no amount. */
export function offerTotals(o: OfferMoney): ({ total: bigint } & VatSplit) | undefined {
  const unit = readAmount(o.unitPrice);
  if (unit === undefined) return undefined;
  const total = lineTotal(unit, o.quantity);
  return { total, ...vatSplit(total, o.vatRate, o.vatIncluded) };
}
