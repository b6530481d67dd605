import { describe, expect, it } from 'vitest';
import { lineTotal, offerTotals, vatSplit } from './totals';

describe('an offer’s money in kuruş', () => {
  it('multiplies the unit price by the quantity, and takes it as the total when the quantity is unknown', () => {
    expect(lineTotal(1250n, 3)).toBe(3750n);
    expect(lineTotal(1250n, 0)).toBe(1250n);
    expect(lineTotal(99_999n, 100_000_000)).toBe(9_999_900_000_000n);
  });

  it('adds KDV to a price without it, to the kuruş', () => {
    expect(vatSplit(100_00n, 20, false)).toEqual({ net: 100_00n, vat: 20_00n, gross: 120_00n });
    // 1 kuruş at %1 is 0.01 kuruş of KDV: none; at %20 0.2: none; 3 kuruş at %20 is 0.6: 1
    expect(vatSplit(1n, 1, false)).toEqual({ net: 1n, vat: 0n, gross: 1n });
    expect(vatSplit(1n, 20, false)).toEqual({ net: 1n, vat: 0n, gross: 1n });
    expect(vatSplit(3n, 20, false)).toEqual({ net: 3n, vat: 1n, gross: 4n });
    // 50 kuruş at %1 is exactly half a kuruş: up
    expect(vatSplit(50n, 1, false)).toEqual({ net: 50n, vat: 1n, gross: 51n });
    expect(vatSplit(1234_56n, 10, false)).toEqual({ net: 1234_56n, vat: 123_46n, gross: 1358_02n });
    expect(vatSplit(777n, 0, false)).toEqual({ net: 777n, vat: 0n, gross: 777n });
  });

  it('takes KDV out of a price that includes it, to the kuruş', () => {
    expect(vatSplit(120_00n, 20, true)).toEqual({ net: 100_00n, vat: 20_00n, gross: 120_00n });
    // 1 kuruş with %20 in it: 0.8333 net → 1, no KDV
    expect(vatSplit(1n, 20, true)).toEqual({ net: 1n, vat: 0n, gross: 1n });
    // 101 kuruş with %1: exactly 100 net
    expect(vatSplit(101n, 1, true)).toEqual({ net: 100n, vat: 1n, gross: 101n });
    // 1 kuruş with %1: 0.990 → 1
    expect(vatSplit(1n, 1, true)).toEqual({ net: 1n, vat: 0n, gross: 1n });
    // 11 kuruş with %10: exactly 10
    expect(vatSplit(11n, 10, true)).toEqual({ net: 10n, vat: 1n, gross: 11n });
    // 1.05 TL with %10: 95.4545 → 95
    expect(vatSplit(105n, 10, true)).toEqual({ net: 95n, vat: 10n, gross: 105n });
    expect(vatSplit(0n, 20, true)).toEqual({ net: 0n, vat: 0n, gross: 0n });
  });

  it('is exact on the largest totals', () => {
    const total = 99_999_999_999_999n;
    expect(vatSplit(total, 20, false)).toEqual({ net: total, vat: 20_000_000_000_000n, gross: 119_999_999_999_999n });
    // 99,999,999,999,999 × 100 / 120 = 83,333,333,333,332.5 → up
    expect(vatSplit(total, 20, true).net).toBe(83_333_333_333_333n);
  });

  it('totals an offer as it is typed', () => {
    expect(offerTotals({ unitPrice: '12.35', quantity: 100, vatRate: 20, vatIncluded: false })).toEqual({
      total: 1235_00n,
      net: 1235_00n,
      vat: 247_00n,
      gross: 1482_00n,
    });
    expect(offerTotals({ unitPrice: '', quantity: 1, vatRate: 20, vatIncluded: false })).toBeUndefined();
  });
});
