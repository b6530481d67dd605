import { describe, expect, it } from 'vitest';
import {
  AMOUNT_MSG,
  amountText,
  decimalToKurus,
  divideHalfUp,
  formatMoney,
  fromKurus,
  kurusOf,
  kurusOfNumber,
  parseAmount,
  perUnit,
  rateLabel,
  readAmount,
  toKurus,
  toTlKurus,
} from './money';
import { zAmount } from './v2';

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
  it('writes money as Intl writes it for tr-TR, in each currency, from the kuruş (the screens had a float copy)', () => {
    // Intl may separate the symbol with a no-break space depending on ICU; compare without spaces
    const flat = (text: string) => text.replace(/[\s\u00a0\u202f]/g, '');
    for (const [currency, code] of [
      ['TL', 'TRY'],
      ['USD', 'USD'],
      ['EUR', 'EUR'],
    ] as const) {
      const intl = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: code, minimumFractionDigits: 2 });
      for (let i = 0; i < 3000; i++) {
        const kurus = BigInt((i * 7919) % 1000003) * BigInt(1 + (i % 1000));
        expect(formatMoney(kurus, currency), String(kurus)).toBe(flat(intl.format(Number(kurus) / 100)));
        expect(formatMoney(-kurus - 1n, currency)).toBe(flat(intl.format(Number(-kurus - 1n) / 100)));
      }
    }
  });

  it('reads a wire amount or a legacy number, and calls what is no amount an error, never 0', () => {
    expect(kurusOf('1234.50')).toBe(123_450n);
    expect(kurusOfNumber(1234.5)).toBe(123_450n);
    expect(kurusOfNumber(0)).toBe(0n);
    for (const bad of ['', 'abc', '1,5', '1.234']) expect(() => kurusOf(bad), bad).toThrow(RangeError);
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, -1, 1.005, 1e21])
      expect(() => kurusOfNumber(bad)).toThrow(RangeError);
  });

  it('shows a rate per one unit and names the bulletin as COPY.md does', () => {
    expect(perUnit({ unit: 100, forexSelling: '27.3603' })).toBe('0.273603');
    expect(perUnit({ unit: 1, forexSelling: '42.4977' })).toBe('42.4977');
    expect(rateLabel('2026-11-27')).toBe('TCMB 27.11.2026 döviz satış kuru');
  });
});

describe('parseAmount: an amount as a Turkish user types it', () => {
  // [typed, kuruş] — what the field must read, each as the user means it
  const READ: [string, bigint][] = [
    ['1.234,56', 123_456n],
    ['1234,56', 123_456n],
    ['12.500', 1_250_000n],
    ['12500', 1_250_000n],
    ['12,50', 1_250n],
    ['12,5', 1_250n],
    ['12,', 1_200n],
    [',5', 50n],
    ['0,01', 1n],
    ['0', 0n],
    ['1.234', 123_400n],
    ['1.234.567', 123_456_700n],
    ['1.234.567,89', 123_456_789n],
    ['999.999.999.999,99', 99_999_999_999_999n],
    ['  1.234,56  ', 123_456n],
    ['007', 700n],
    // the wire's decimal string, read as before: one dot with 1 or 2 digits is the decimal mark
    ['1234.56', 123_456n],
    ['12.5', 1_250n],
    ['12.50', 1_250n],
    ['1.23', 123n],
    ['0.01', 1n],
    ['999999999999.99', 99_999_999_999_999n],
    ['12.', 1_200n],
  ];
  it.each(READ)('reads %j as %s kuruş', (typed, kurus) => {
    expect(parseAmount(typed)).toEqual({ kurus });
    expect(readAmount(typed)).toBe(kurus);
  });

  // [typed, why] — what it cannot read, and says why
  const REFUSED: [string, keyof typeof AMOUNT_MSG][] = [
    ['', 'unreadable'],
    ['   ', 'unreadable'],
    [',', 'unreadable'],
    ['.', 'unreadable'],
    ['abc', 'unreadable'],
    ['-5', 'unreadable'],
    ['+5', 'unreadable'],
    ['1e3', 'unreadable'],
    ['0x10', 'unreadable'],
    ['₺5', 'unreadable'],
    ['5 TL', 'unreadable'],
    ['1 234,56', 'unreadable'],
    ['1,234.56', 'unreadable'], // English writing: refused, not read as 1,23
    ['1.234.56', 'unreadable'],
    ['12.50.0', 'unreadable'],
    ['1..2', 'unreadable'],
    ['12,5,0', 'unreadable'],
    ['1.2345', 'unreadable'],
    ['12.34,5', 'unreadable'], // dots before the comma that are no thousands
    ['1234.567', 'decimals'],
    ['12,505', 'decimals'], // 3 kuruş digits, or an English 12.505? neither is guessed
    ['0,001', 'decimals'],
    ['1.000.000.000.000', 'tooLarge'],
    ['1000000000000', 'tooLarge'],
    ['9'.repeat(40), 'tooLarge'],
    ['9'.repeat(41), 'unreadable'], // past the length cap: nothing runs on it
    ['1'.repeat(100_000), 'unreadable'],
    ['1\u00002', 'unreadable'],
    ['١٢', 'unreadable'],
  ];
  it.each(REFUSED)('refuses %j (%s)', (typed, error) => {
    expect(parseAmount(typed)).toEqual({ error });
    expect(readAmount(typed)).toBeUndefined();
  });

  it('writes an amount back as the user types it', () => {
    expect(amountText(123_456n)).toBe('1.234,56');
    expect(amountText(1_250n)).toBe('12,50');
    expect(amountText(0n)).toBe('0,00');
    for (const kurus of [1n, 1_250_000n, 99_999_999_999_999n]) expect(readAmount(amountText(kurus))).toBe(kurus);
  });

  it("is the v2 calls' amount field: the wire's decimal string out, the field's text and the reason on refusal", () => {
    const field = zAmount('Geçerli bir birim fiyat girin.');
    expect(field.parse('1.234,56')).toBe('1234.56');
    expect(field.parse('12.500')).toBe('12500.00');
    expect(field.parse('12,5')).toBe('12.50');
    expect(field.parse('1234.5')).toBe('1234.50');
    const message = (v: unknown) => field.safeParse(v).error?.issues[0]?.message;
    expect(message('')).toBe('Geçerli bir birim fiyat girin.');
    expect(message(12.5)).toBe('Geçerli bir birim fiyat girin.');
    expect(message('12,505')).toBe(`Geçerli bir birim fiyat girin. ${AMOUNT_MSG.decimals}`);
    expect(message('1,234.56')).toBe(`Geçerli bir birim fiyat girin. ${AMOUNT_MSG.unreadable}`);
  });
});

describe("decimalToKurus: the legacy offer's price", () => {
  it('reads decimal notation and rounds half up to the kuruş', () => {
    const read: [string | number, bigint][] = [
      ['1500', 150_000n],
      ['1500.5', 150_050n],
      [' 12.345 ', 1_235n],
      ['12.344', 1_234n],
      ['0.005', 1n],
      ['0.004', 0n], // 0: the caller refuses it
      ['.5', 50n],
      ['5.', 500n],
      ['999999999999.99', 99_999_999_999_999n],
      ['999999999999.994', 99_999_999_999_999n],
      [1500.5, 150_050n],
      [1.005, 101n],
      [0.1 + 0.2, 30n],
    ];
    for (const [value, kurus] of read) expect(decimalToKurus(value), String(value)).toBe(kurus);
  });
  it('refuses every other notation and what the column cannot hold', () => {
    for (const value of [
      '0x10',
      '1e3',
      '1e-9',
      '-5',
      '+5',
      '1,5',
      '1.234,56',
      '1.2.3',
      '',
      '.',
      'Infinity',
      '١٢',
      1e-9,
    ])
      expect(decimalToKurus(value), String(value)).toBeUndefined();
    for (const value of ['1000000000000', '999999999999.995', '9'.repeat(61), 1e21])
      expect(decimalToKurus(value), String(value)).toBeUndefined();
  });
});
