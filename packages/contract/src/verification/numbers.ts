// The check digits of Turkish tax numbers (issue 49 item 1): a company's VKN (vergi kimlik numarası, 10 digits) and a
// sole proprietor's TCKN (T.C. kimlik numarası, 11 digits), by the `stdnum` package's tr.vkn and tr.tckimlik. Its two
// modules are imported alone (4.5 KB gzipped in the web form, against 50 KB for the whole package's index), so the form
// and the server check with the same code.
import { validate as validateTckn } from 'stdnum/lib/cjs/tr/tckimlik.js';
import { validate as validateVkn } from 'stdnum/lib/cjs/tr/vkn.js';

/** A VKN: 10 digits whose last is the check digit of the first nine. */
export const isValidVkn = (number: string): boolean => /^\d{10}$/.test(number) && validateVkn(number).isValid;

/** A TCKN: 11 digits, not starting with 0, whose last two are the check digits of the ones before. */
export const isValidTckn = (number: string): boolean => /^\d{11}$/.test(number) && validateTckn(number).isValid;

/** What a tax number typed in a form is: a VKN (10 digits), a TCKN (11), or neither ('length': letters, other lengths). */
export function taxNumberProblem(number: string): 'length' | 'check' | null {
  if (!/^\d{10,11}$/.test(number)) return 'length';
  return (number.length === 10 ? isValidVkn(number) : isValidTckn(number)) ? null : 'check';
}
