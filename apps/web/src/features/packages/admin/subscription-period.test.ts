import { describe, expect, it } from 'vitest';
import { periodText } from './subscription-period';

describe('periodText', () => {
  it('shows the start and end days', () => {
    expect(periodText({ uypkt: { tarihBaslangic: '2026-11-01' }, bitisTarihi: '2027-05-01' })).toBe(
      '01.11.2026 – 01.05.2027',
    );
  });
  it('shows a dash for an application that has not started', () => {
    expect(periodText({ uypkt: { tarihBaslangic: null }, bitisTarihi: null })).toBe('–');
  });
  it('shows the start alone when no end is known', () => {
    expect(periodText({ uypkt: { tarihBaslangic: '2026-11-01' }, bitisTarihi: null })).toBe('01.11.2026');
  });
});
