import { describe, expect, it } from 'vitest';
import { isoDate, pageCount } from './paging';

describe('dates and pages', () => {
  it('gives a moment its day in Türkiye, not in UTC', () => {
    expect(isoDate(new Date('2026-11-20T22:30:00Z'))).toBe('2026-11-21');
    expect(isoDate(new Date('2026-11-20T20:59:00Z'))).toBe('2026-11-20');
    expect(isoDate('2026-01-05')).toBe('2026-01-05');
    // the same as the time zone database says, every hour of a year (summer included)
    const istanbul = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' });
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 3_600_000)
      expect(isoDate(new Date(t))).toBe(istanbul.format(new Date(t)));
  });

  it('counts at least one page', () => {
    expect([pageCount(0, 20), pageCount(20, 20), pageCount(21, 20)]).toEqual([1, 1, 2]);
  });
});
