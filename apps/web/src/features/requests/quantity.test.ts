import { describe, expect, it } from 'vitest';
import { parseQuantity, QUANTITY_MSG } from './quantity';

const value = (text: string) => {
  const read = parseQuantity(text);
  return read.ok ? read.value : read.message;
};

describe('parseQuantity', () => {
  it('reads whole numbers, with thousands dots or spaces', () => {
    expect(value('150')).toBe(150);
    expect(value(' 10 ')).toBe(10);
    expect(value('0')).toBe(0);
    expect(value('1.200')).toBe(1200);
    expect(value('12.000.000')).toBe(12_000_000);
    expect(value('1 200')).toBe(1200);
    expect(value('10,00')).toBe(10);
    expect(value('')).toBeNull();
  });

  // Issue 8: '2,5' became 25 and '12,75' became 1.275 without a word.
  it('refuses a fraction, with the comma or the dot', () => {
    for (const text of ['2,5', '12,75', '0,5', '2.5', '12.75', '1.2000']) {
      expect(value(text), text).toBe(QUANTITY_MSG.fraction);
    }
  });

  it('refuses what is not a number', () => {
    for (const text of ['-5', 'on', '5 adet', '1,2,3', '1e3', '2,5x']) {
      expect(value(text), text).toBe(QUANTITY_MSG.digits);
    }
    expect(value('100.000.001')).toBe(QUANTITY_MSG.tooLarge);
    expect(value('100.000.000')).toBe(100_000_000);
  });
});
