import { describe, expect, it } from 'vitest';
import { deliveryDayPlace, latestDay } from './dates';

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
