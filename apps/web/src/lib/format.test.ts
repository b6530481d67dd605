import { describe, expect, it, onTestFinished } from 'vitest';
import { formatAverage, formatCount, formatDate, formatOfferCount, shorten } from './format';

describe('formatDate', () => {
  it("is the contract's: Istanbul time whatever the browser's zone", () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    onTestFinished(() => {
      process.env.TZ = zone;
    });
    expect(formatDate('2026-11-22')).toBe('22.11.2026');
    expect(formatDate('2026-11-27T21:38:00.000Z', true)).toBe('28.11.2026 00:38');
  });
});

describe('formatCount', () => {
  it('groups thousands with dots', () => {
    expect(formatCount(18850)).toBe('18.850');
  });
});

describe('counts written by hand', () => {
  // what they stand in for (format.ts): Node's ICU writes tr-TR as browsers do
  const intlCount = new Intl.NumberFormat('tr-TR');
  const integers = [0, -0, 1, 9, 10, 999, 1000, 1200, 9999, 10000, 18850, 100000, 999999, 1000000, -1, -1234, -1000000];
  const numbers = [
    ...integers,
    0.004,
    -0.004,
    0.005,
    1.005,
    2.675,
    1234.5,
    658292.65,
    0.1 + 0.2,
    99.995,
    -99.995,
    1e20,
  ];

  it('counts as Intl writes them, and fractions, huge and invalid numbers through Intl', () => {
    for (const value of [...integers, Number.MAX_SAFE_INTEGER, 1.5, -2.25, 1e21, Number.NaN, Number.POSITIVE_INFINITY])
      expect(formatCount(value), String(value)).toBe(intlCount.format(value));
  });

  it('averages with one decimal at most, as Intl writes them', () => {
    const intl = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1 });
    for (const value of [...numbers, 4, 4.25, 4.05, 4.95, 3.333333, 4.999, 1e21, Number.NaN])
      expect(formatAverage(value), String(value)).toBe(intl.format(value));
    for (let i = 0; i <= 5000; i++) expect(formatAverage(i / 1000), String(i / 1000)).toBe(intl.format(i / 1000));
  });
});

describe('shorten', () => {
  it('keeps short texts and cuts long ones at a word', () => {
    expect(shorten('kısa  metin', 20)).toBe('kısa metin');
    expect(shorten('Fabrikamızın bakım ve onarım ihtiyacı için', 20)).toBe('Fabrikamızın bakım…');
  });
});

describe('a request’s offers', () => {
  it('show their cap when there is one', () => {
    expect(formatOfferCount(3, 10)).toBe('3 / 10 teklif');
    expect(formatOfferCount(1200, null)).toBe('1.200');
    expect(formatOfferCount(0)).toBe('0');
  });
});
