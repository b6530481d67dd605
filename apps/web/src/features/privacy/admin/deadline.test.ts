import { describe, expect, it } from 'vitest';
import { daysLeft, deadlineOf } from './deadline';

const now = new Date('2026-03-10T09:00:00Z'); // 12:00 in Türkiye

describe("a data request's deadline", () => {
  it('counts whole days in Türkiye, and colours a week or less amber and a passed one red', () => {
    expect(daysLeft('2026-03-30T09:00:00Z', now)).toBe(20);
    expect(deadlineOf('2026-03-30T09:00:00Z', now)).toEqual({ text: '20 gün kaldı', color: 'green' });
    expect(deadlineOf('2026-03-16T09:00:00Z', now)).toEqual({ text: '6 gün kaldı', color: 'orange' });
    expect(deadlineOf('2026-03-10T20:00:00Z', now)).toEqual({ text: 'Bugün son gün', color: 'orange' });
    // 22:30 UTC is the next day in Türkiye
    expect(daysLeft('2026-03-10T22:30:00Z', now)).toBe(1);
    expect(deadlineOf('2026-03-08T09:00:00Z', now)).toEqual({ text: '2 gün gecikti', color: 'red' });
  });
});
