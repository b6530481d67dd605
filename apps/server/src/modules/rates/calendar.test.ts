// Which TCMB bulletin should exist at a moment: the last business day from 15:30 Istanbul time (UTC+3).

import { istanbulDay } from '@tedarik/contract/dates';
import { describe, expect, it } from 'vitest';
import { expectedBulletin } from './calendar';

const at = (iso: string) => expectedBulletin(new Date(iso));

describe('expectedBulletin', () => {
  it('is today’s from 15:30 Istanbul time on a weekday, else the previous business day’s', () => {
    expect(at('2026-11-27T12:30:00Z')).toEqual({
      day: '2026-11-27',
      publishedAt: new Date('2026-11-27T12:30:00Z'),
    });
    expect(at('2026-11-27T12:29:59Z').day).toBe('2026-11-26'); // Friday 15:29
    expect(at('2026-11-30T12:00:00Z').day).toBe('2026-11-27'); // Monday morning → Friday's
    expect(at('2026-11-30T21:30:00Z').day).toBe('2026-11-30'); // Tuesday 00:30 in Istanbul → Monday's
  });

  it('is Friday’s all weekend', () => {
    for (const moment of ['2026-11-28T00:00:00Z', '2026-11-29T20:59:59Z', '2026-11-27T21:00:00Z'])
      expect(at(moment).day).toBe('2026-11-27');
  });

  it('reads the day in Istanbul, three hours ahead of UTC', () => {
    expect(istanbulDay(new Date('2026-11-27T20:59:59Z'))).toBe('2026-11-27');
    expect(istanbulDay(new Date('2026-11-27T21:00:00Z'))).toBe('2026-11-28');
  });
});
