// Turkish phone numbers as people type, paste and autofill them ('0532 123 45 67', '+90 (532) 123-45-67',
// '905321234567') reduced to the 10 national digits the site stores (COPY.md "Phones"), and the spec's mask of them.

/**
 * The national digits of a number, not yet capped: separators dropped, then the country code and the trunk zero.
 * A Turkish national number never starts with 0 or 9, so a leading 0 is the trunk prefix and a leading 90 is the
 * country code: '+90…' / '0090…' always, a bare '90…' once more than 10 digits came (a pasted '905321234567', or
 * the 11th digit typed after '90…', which then falls into place).
 */
export function phoneDigits(input: string): string {
  const text = input.trim();
  let digits = text.replace(/\D/g, '');
  if (/^(?:\+|00)\s*9\s*0/.test(text)) digits = digits.replace(/^0*90/, '');
  digits = digits.replace(/^0+/, '');
  if (digits.length > 10 && digits.startsWith('90')) digits = digits.slice(2).replace(/^0+/, '');
  return digits;
}

/**
 * The spec's phone mask 'XXX XXX XX XX': 10 digits, the first 1-9, grouped 3-3-2-2 with spaces (13 characters).
 * Applied on every change so the field only ever holds a masked prefix.
 */
export function formatPhone(input: string): string {
  const digits = phoneDigits(input).slice(0, 10);
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 8), digits.slice(8, 10)].filter(Boolean).join(' ');
}

/** A stored number as the site shows it: '0532 123 45 67' (COPY.md); anything that is not 10 digits as it is. */
export function displayPhone(value: string): string {
  return phoneDigits(value).length === 10 ? `0${formatPhone(value)}` : value.trim();
}
