import { describe, expect, it } from 'vitest';
import { waitOf } from './wait';

const now = Date.parse('2026-12-02T12:00:00Z');
const ago = (hours: number) => new Date(now - hours * 3_600_000).toISOString();

describe('an item’s wait', () => {
  it('is amber from 4 hours and red from 24, in words too', () => {
    expect(waitOf(ago(0.5), now)).toMatchObject({ level: 'fresh', text: '30 dakika bekliyor' });
    expect(waitOf(ago(3.9), now)).toMatchObject({ level: 'fresh', text: '3 saat bekliyor' });
    expect(waitOf(ago(4), now)).toMatchObject({
      level: 'soon',
      text: '4 saat bekliyor · Gecikiyor',
      color: 'yellow.6',
    });
    expect(waitOf(ago(23.9), now).level).toBe('soon');
    expect(waitOf(ago(24), now)).toMatchObject({ level: 'late', text: '1 gün bekliyor · Çok gecikti', color: 'red' });
    expect(waitOf(ago(24 * 3 + 1), now).text).toBe('3 gün bekliyor · Çok gecikti');
  });
});
