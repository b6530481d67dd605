import { describe, expect, it } from 'vitest';
import { divideHalfUp, formatMoney, fromKurus, perUnit, rateLabel, toKurus, toTlKurus } from './money';

describe('toTlKurus', () => {
  it('converts exactly and rounds half up to the kuruş, per the rate’s unit', () => {
    expect(toTlKurus(100_000n, { unit: 1, forexSelling: '42.4977' })).toBe(4_249_770n);
    expect(toTlKurus(5_000n, { unit: 1, forexSelling: '42.4977' })).toBe(212_489n); // 2124.885 → 2124.89
    expect(toTlKurus(5_000n, { unit: 1, forexSelling: '42.4976' })).toBe(212_488n); // 2124.88
    expect(toTlKurus(500_000n, { unit: 100, forexSelling: '27.3603' })).toBe(136_802n); // 1368.015 → 1368.02
    expect(toTlKurus(0n, { unit: 1, forexSelling: '42' })).toBe(0n);
    // a float product would say 0.1 × 3 = 0.30000000000000004: here every digit is exact
    expect(toTlKurus(3n, { unit: 1, forexSelling: '0.1' })).toBe(0n);
    expect(toTlKurus(100_000_000_000_000n, { unit: 1, forexSelling: '50' })).toBe(5_000_000_000_000_000n);
  });

  it('refuses what is no amount or no rate', () => {
    expect(() => toTlKurus(-1n, { unit: 1, forexSelling: '1' })).toThrow(RangeError);
    expect(() => toTlKurus(1n, { unit: 1, forexSelling: '1e3' })).toThrow(RangeError);
    expect(() => toTlKurus(1n, { unit: 0, forexSelling: '1' })).toThrow(RangeError);
  });
});

describe('amounts and labels', () => {
  it('reads and writes decimal strings exactly', () => {
    expect(toKurus('0.01')).toBe(1n);
    expect(toKurus('12.5')).toBe(1250n);
    expect(toKurus('999999999999.99')).toBe(99_999_999_999_999n);
    expect(toKurus('1,5')).toBeUndefined();
    expect(toKurus('-1')).toBeUndefined();
    expect(toKurus('1.234')).toBeUndefined();
    expect(toKurus('1e3')).toBeUndefined();
    expect(fromKurus(1n)).toBe('0.01');
    expect(fromKurus(99_999_999_999_999n)).toBe('999999999999.99');
    expect(fromKurus(0n)).toBe('0.00');
  });

  it('rounds half up', () => {
    expect(divideHalfUp(5n, 10n)).toBe(1n);
    expect(divideHalfUp(4n, 10n)).toBe(0n);
    expect(divideHalfUp(15n, 10n)).toBe(2n);
    expect(divideHalfUp(0n, 7n)).toBe(0n);
  });

  it('writes money as the screens do', () => {
    expect(formatMoney(123456n, 'TL')).toBe('₺1.234,56');
    expect(formatMoney(1n, 'USD')).toBe('$0,01');
    expect(formatMoney(99_999_999_999_999n, 'EUR')).toBe('€999.999.999.999,99');
    expect(formatMoney(100_000n, 'TL')).toBe('₺1.000,00');
  });
  it('shows a rate per one unit and names the bulletin as COPY.md does', () => {
    expect(perUnit({ unit: 100, forexSelling: '27.3603' })).toBe('0.273603');
    expect(perUnit({ unit: 1, forexSelling: '42.4977' })).toBe('42.4977');
    expect(rateLabel('2026-11-27')).toBe('TCMB 27.11.2026 döviz satış kuru');
  });
});
