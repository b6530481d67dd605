import { describe, expect, it } from 'vitest';
import { telHref, whatsappHref } from './phone-links';

describe('whatsappHref', () => {
  // Issue 8: the footer linked 'https://wa.me/08501234567', which WhatsApp cannot open.
  it('gives wa.me the international form', () => {
    for (const stored of ['0850 123 45 67', '08501234567', '8501234567', '+90 850 123 45 67', '908501234567']) {
      expect(whatsappHref(stored), stored).toBe('https://wa.me/908501234567');
    }
    expect(whatsappHref('532 123 45 67')).toBe('https://wa.me/905321234567');
  });

  it('keeps a foreign number written with +, refuses what is no number', () => {
    expect(whatsappHref('+49 171 1234567')).toBe('https://wa.me/491711234567');
    expect(whatsappHref('444 1 234')).toBeNull();
    expect(whatsappHref('')).toBeNull();
  });
});

describe('telHref', () => {
  it('calls a Turkish number with +90', () => {
    expect(telHref('0532 123 45 67')).toBe('tel:+905321234567');
    expect(telHref('(0850) 123 45 67')).toBe('tel:+908501234567');
    expect(telHref('+90 532 123 45 67')).toBe('tel:+905321234567');
  });

  it('keeps the digits of a short or foreign number', () => {
    expect(telHref('444 1 234')).toBe('tel:4441234');
    expect(telHref('+49 30 1234567')).toBe('tel:+49301234567');
    expect(telHref('-')).toBeNull();
  });
});
