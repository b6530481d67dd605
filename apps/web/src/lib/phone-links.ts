// Links that call or message a stored or typed number (COPY.md: 'tel:+905321234567', 'https://wa.me/905321234567').
// wa.me accepts only the international form without '+' or a trunk zero: 'wa.me/08501234567' opens nothing.
import { phoneDigits } from './phone-mask';

/** The international digits of a Turkish number (90 + 10 digits), or null when it is not one. */
function international(value: string): string | null {
  const text = value.trim();
  if (/^(?:\+|00)/.test(text) && !/^(?:\+|00)\s*9\s*0/.test(text)) return null; // another country's code
  const digits = phoneDigits(text);
  return digits.length === 10 ? `90${digits}` : null;
}

/** 'tel:+905321234567'; a short or foreign number keeps its digits (and '+'); null without any digit. */
export function telHref(value: string): string | null {
  const full = international(value);
  if (full) return `tel:+${full}`;
  const digits = value.replace(/\D/g, '');
  if (!digits) return null;
  return `tel:${value.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/** 'https://wa.me/905321234567'; a foreign number written with '+' as its digits; null for anything else. */
export function whatsappHref(value: string): string | null {
  const full = international(value);
  if (full) return `https://wa.me/${full}`;
  const digits = value.replace(/\D/g, '');
  return value.trim().startsWith('+') && digits.length >= 8 ? `https://wa.me/${digits}` : null;
}
