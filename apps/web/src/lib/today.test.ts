import { describe, expect, it } from 'vitest';
import { today } from './today';

describe('today', () => {
  it("is the day in Türkiye, late in the evening too, whatever the browser's zone", () => {
    expect(today(new Date('2026-11-02T20:59:00Z'))).toBe('2026-11-02');
    expect(today(new Date('2026-11-02T21:01:00Z'))).toBe('2026-11-03');
    expect(today(new Date('2026-01-30T22:01:00Z'))).toBe('2026-01-31');
  });
});
