import { describe, expect, it, onTestFinished } from 'vitest';
import {
  deliveryDayPlace,
  formatDate,
  formatLongDate,
  formatMonth,
  fromIstanbulMinute,
  istanbulDay,
  istanbulMinute,
  latestDay,
} from './dates';

describe('the delivery window', () => {
  it('ends 5 years later on the same day, 29 February on 28 February', () => {
    expect(latestDay('2026-11-28')).toBe('2031-11-28');
    expect(latestDay('2028-02-29')).toBe('2033-02-28');
    expect(latestDay('2027-02-28')).toBe('2032-02-28');
  });

  it('places a day before, within or beyond it', () => {
    expect(deliveryDayPlace('2026-11-27', '2026-11-28')).toBe('past');
    expect(deliveryDayPlace('0001-01-01', '2026-11-28')).toBe('past');
    expect(deliveryDayPlace('2026-11-28', '2026-11-28')).toBe('within');
    expect(deliveryDayPlace('2031-11-28', '2026-11-28')).toBe('within');
    expect(deliveryDayPlace('2031-11-29', '2026-11-28')).toBe('far');
    expect(deliveryDayPlace('9999-12-31', '2026-11-28')).toBe('far');
  });
});

describe('Istanbul time (issue 47 item 17)', () => {
  it('shows an instant in Istanbul whatever the zone of the machine writing it', () => {
    const zone = process.env.TZ;
    onTestFinished(() => {
      process.env.TZ = zone;
    });
    for (const tz of ['UTC', 'America/New_York', 'Asia/Tokyo', 'Europe/Istanbul']) {
      process.env.TZ = tz;
      // the visitor's case: a sealed deadline at 00:38 in Istanbul is 21:38 the day before in UTC
      expect(formatDate('2026-11-27T21:38:00.000Z', true)).toBe('28.11.2026 00:38');
      expect(formatDate(new Date('2026-11-27T21:38:00Z'), true)).toBe('28.11.2026 00:38');
      expect(formatDate('2026-11-28T00:38:00+03:00', true)).toBe('28.11.2026 00:38');
      expect(formatDate('2026-11-27T21:38:00.000Z')).toBe('28.11.2026');
      // a calendar day and a time without a zone are Istanbul's already
      expect(formatDate('2026-11-22')).toBe('22.11.2026');
      expect(formatDate('2026-11-22 09:30', true)).toBe('22.11.2026 09:30');
      expect(formatDate('2026-11-22T23:59:59.123', true)).toBe('22.11.2026 23:59');
      expect(formatLongDate('2026-11-27T21:38:00Z')).toBe('28 Kasım 2026');
      expect(formatLongDate('2026-05-01')).toBe('1 Mayıs 2026');
      expect(formatMonth('2026-08-31T22:00:00Z')).toBe('Eylül 2026');
      expect(istanbulDay(new Date('2026-11-27T21:00:00Z'))).toBe('2026-11-28');
      expect(istanbulMinute('2026-11-27T21:38:00Z')).toBe('2026-11-28T00:38');
    }
  });

  it('reads an instant before 2016 by the summer time of its day', () => {
    // 1 July 2015: Istanbul was UTC+3 (summer time); 1 January 2015 UTC+2
    expect(formatDate('2015-07-01T21:30:00Z', true)).toBe('02.07.2015 00:30');
    expect(formatDate('2015-01-01T21:30:00Z', true)).toBe('01.01.2015 23:30');
  });

  it('gives back what is no date, and nothing for an empty value', () => {
    expect(formatDate('yarın')).toBe('yarın');
    expect(formatDate('2026-02-30')).toBe('2026-02-30');
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
  });

  it("reads a datetime field's value as Istanbul time and writes one back", () => {
    expect(fromIstanbulMinute('2026-11-28T00:38')).toBe('2026-11-28T00:38:00+03:00');
    expect(new Date(fromIstanbulMinute('2026-11-28T00:38')).toISOString()).toBe('2026-11-27T21:38:00.000Z');
    expect(istanbulMinute(fromIstanbulMinute('2026-11-28T00:38'))).toBe('2026-11-28T00:38');
  });
});
