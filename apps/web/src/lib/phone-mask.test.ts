import { PHONE_PATTERN } from '@tedarik/contract/fields';
import { describe, expect, it } from 'vitest';
import { displayPhone, formatPhone, phoneDigits } from './phone-mask';

describe('formatPhone', () => {
  it('groups digits 3-3-2-2 as they are typed', () => {
    expect(formatPhone('5')).toBe('5');
    expect(formatPhone('5321')).toBe('532 1');
    expect(formatPhone('532123456')).toBe('532 123 45 6');
    expect(formatPhone('5321234567')).toBe('532 123 45 67');
    expect(formatPhone('5321234567')).toHaveLength(13);
  });

  // Issue 8: a pasted or autofilled number lost its last digits ('0532 123 45 67' → '532 123 45 6').
  it('keeps every digit of a pasted or autofilled number', () => {
    for (const pasted of [
      '0532 123 45 67',
      '05321234567',
      '+90 532 123 45 67',
      '+905321234567',
      '+90 (532) 123-45-67',
      '0090 532 123 45 67',
      '90 532 123 45 67',
      '905321234567',
      '0 (532) 123.45.67',
      ' 532-123-45-67 ',
    ]) {
      expect(formatPhone(pasted), pasted).toBe('532 123 45 67');
    }
  });

  it('ends right when +90 or 90 is typed digit by digit', () => {
    let field = '';
    for (const key of '+905321234567') field = formatPhone(field + key);
    expect(field).toBe('532 123 45 67');
    field = '';
    for (const key of '05321234567') field = formatPhone(field + key);
    expect(field).toBe('532 123 45 67');
  });

  it('drops leading zeros, other characters and extra digits', () => {
    expect(formatPhone('0 (532) 123-45-67 89')).toBe('532 123 45 67');
    expect(formatPhone('000')).toBe('');
  });

  it('produces what the contract accepts', () => {
    expect(formatPhone('05321234567')).toMatch(PHONE_PATTERN);
    expect(formatPhone('+90 532 123 45 67')).toMatch(PHONE_PATTERN);
  });
});

describe('phoneDigits', () => {
  it('keeps a short number as it is', () => {
    expect(phoneDigits('0850 123 45 67')).toBe('8501234567');
    expect(phoneDigits('90')).toBe('90');
  });
});

describe('displayPhone', () => {
  it('shows a stored number with its trunk zero', () => {
    expect(displayPhone('5321234567')).toBe('0532 123 45 67');
    expect(displayPhone('+90 850 123 45 67')).toBe('0850 123 45 67');
    expect(displayPhone('444 1 234')).toBe('444 1 234');
  });
});
