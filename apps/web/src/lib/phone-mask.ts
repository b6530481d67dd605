/**
 * The spec's phone mask 'XXX XXX XX XX': 10 digits, the first 1-9, grouped 3-3-2-2 with spaces (13 characters).
 * Applied on every change so the field only ever holds a masked prefix; leading zeros ('0532…') are dropped.
 */
export function formatPhone(input: string): string {
  const digits = input.replace(/\D/g, '').replace(/^0+/, '').slice(0, 10);
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 8), digits.slice(8, 10)].filter(Boolean).join(' ');
}
