import { describe, expect, it } from 'vitest';
import { isDraftReady } from './draft';

describe('isDraftReady', () => {
  it('needs a quantity of at least 10', () => {
    expect(isDraftReady(9, 'Paslanmaz boru')).toBe(false);
    expect(isDraftReady(10, 'Paslanmaz boru')).toBe(true);
    expect(isDraftReady(null, 'Paslanmaz boru')).toBe(false);
  });
  it('needs a trimmed detail of 3 to 4000 characters', () => {
    expect(isDraftReady(50, '  ab  ')).toBe(false);
    expect(isDraftReady(50, ' abc ')).toBe(true);
    expect(isDraftReady(50, 'x'.repeat(4000))).toBe(true);
    expect(isDraftReady(50, 'x'.repeat(4001))).toBe(false);
  });
});
