import { describe, expect, it } from 'vitest';
import { today } from './today';

describe('today', () => {
  it('is the local calendar day, late in the evening too', () => {
    expect(today(new Date(2026, 10, 2, 23, 59))).toBe('2026-11-02');
    expect(today(new Date(2026, 0, 31, 0, 1))).toBe('2026-01-31');
  });
});
