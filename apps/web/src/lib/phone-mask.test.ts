import { PHONE_PATTERN } from '@tedarik/contract/fields';
import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone-mask';

describe('formatPhone', () => {
  it('groups digits 3-3-2-2 as they are typed', () => {
    expect(formatPhone('5')).toBe('5');
    expect(formatPhone('5321')).toBe('532 1');
    expect(formatPhone('532123456')).toBe('532 123 45 6');
    expect(formatPhone('5321234567')).toBe('532 123 45 67');
  });

  it('drops leading zeros, other characters and extra digits', () => {
    expect(formatPhone('0 (532) 123-45-67 89')).toBe('532 123 45 67');
    expect(formatPhone('000')).toBe('');
  });

  it('produces what the contract accepts', () => {
    expect(formatPhone('05321234567')).toMatch(PHONE_PATTERN);
  });
});
