import { describe, expect, it } from 'vitest';
import { zDay } from './fields';

describe('zDay', () => {
  const day = zDay('Geçerli bir tarih seçin.');
  it('takes a day the calendar has, and the day of a full ISO date-time', () => {
    for (const ok of ['2031-02-28', '2032-02-29', '2031-12-31', '0001-01-01'])
      expect(day.safeParse(ok)).toMatchObject({ success: true, data: ok });
    expect(day.safeParse(' 2031-06-15T10:00:00.000Z ').data).toBe('2031-06-15');
  });
  it('refuses a day no calendar has with its message, before the database sees it', () => {
    for (const bad of ['2031-02-29', '2031-02-30', '2031-04-31', '2031-13-01', '2031-00-10', '0000-01-01', '2031-1-1'])
      expect(day.safeParse(bad).error?.issues.map((i) => i.message)).toEqual(['Geçerli bir tarih seçin.']);
  });
});
