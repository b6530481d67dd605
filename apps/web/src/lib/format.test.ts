import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatMoney, shorten } from './format';

// Intl may separate the symbol with a no-break space depending on ICU; compare without spaces.
const flat = (text: string) => text.replace(/[\s\u00a0\u202f]/g, '');

describe('formatDate', () => {
  it('writes days as 22.11.2026, with the time on demand', () => {
    expect(formatDate('2026-11-22')).toBe('22.11.2026');
    expect(formatDate('2026-01-05T14:05:00')).toBe('05.01.2026');
    expect(formatDate('2026-01-05T14:05:00', true)).toBe('05.01.2026 14:05');
  });
  it('leaves what is not a date as it is', () => {
    expect(formatDate('yarın')).toBe('yarın');
  });
});

describe('formatMoney', () => {
  it('writes the wire currencies with thousands dots and 2 decimals', () => {
    expect(flat(formatMoney(1234.5, 'TL'))).toBe('₺1.234,50');
    expect(flat(formatMoney(658292.65, 'USD'))).toBe('$658.292,65');
    expect(flat(formatMoney(10, 'EUR'))).toBe('€10,00');
  });
});

describe('formatCount', () => {
  it('groups thousands with dots', () => {
    expect(formatCount(18850)).toBe('18.850');
  });
});

describe('shorten', () => {
  it('keeps short texts and cuts long ones at a word', () => {
    expect(shorten('kısa  metin', 20)).toBe('kısa metin');
    expect(shorten('Fabrikamızın bakım ve onarım ihtiyacı için', 20)).toBe('Fabrikamızın bakım…');
  });
});
