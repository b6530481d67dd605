import { describe, expect, it } from 'vitest';
import { amountOf, kurusOf, perUnit, rateLabel, toTlKurus } from './money';

describe('toTlKurus', () => {
  it('converts exactly and rounds half up to the kuruş, per the rate’s unit', () => {
    expect(toTlKurus(100_000, { unit: 1, forexSelling: '42.4977' })).toBe(4_249_770);
    expect(toTlKurus(5_000, { unit: 1, forexSelling: '42.4977' })).toBe(212_489); // 2124.885 → 2124.89
    expect(toTlKurus(5_000, { unit: 1, forexSelling: '42.4976' })).toBe(212_488); // 2124.88
    expect(toTlKurus(500_000, { unit: 100, forexSelling: '27.3603' })).toBe(136_802); // 1368.015 → 1368.02
    expect(toTlKurus(0, { unit: 1, forexSelling: '42' })).toBe(0);
    // a float product would say 0.1 × 3 = 0.30000000000000004: here every digit is exact
    expect(toTlKurus(3, { unit: 1, forexSelling: '0.1' })).toBe(0);
    expect(toTlKurus(100_000_000_000_000, { unit: 1, forexSelling: '50' })).toBe(5_000_000_000_000_000);
  });

  it('refuses what is no amount or no rate', () => {
    expect(() => toTlKurus(1.5, { unit: 1, forexSelling: '1' })).toThrow(RangeError);
    expect(() => toTlKurus(-1, { unit: 1, forexSelling: '1' })).toThrow(RangeError);
    expect(() => toTlKurus(1, { unit: 1, forexSelling: '1e3' })).toThrow(RangeError);
    expect(() => toTlKurus(1, { unit: 0, forexSelling: '1' })).toThrow(RangeError);
    expect(() => toTlKurus(Number.MAX_SAFE_INTEGER, { unit: 1, forexSelling: '9999' })).toThrow(RangeError);
  });
});

describe('amounts and labels', () => {
  it('reads and writes decimal amounts as kuruş', () => {
    expect([kurusOf('1234.5'), kurusOf('0.05'), kurusOf('7')]).toEqual([123_450, 5, 700]);
    expect(() => kurusOf('1,5')).toThrow(RangeError);
    expect([amountOf(123_450), amountOf(5), amountOf(-5)]).toEqual(['1234.50', '0.05', '-0.05']);
  });

  it('shows a rate per one unit and names the bulletin as COPY.md does', () => {
    expect(perUnit({ unit: 100, forexSelling: '27.3603' })).toBe('0.273603');
    expect(perUnit({ unit: 1, forexSelling: '42.4977' })).toBe('42.4977');
    expect(rateLabel('2026-11-27')).toBe('TCMB 27.11.2026 döviz satış kuru');
  });
});
