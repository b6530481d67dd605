// The check digits of Turkish tax numbers (issue 49 item 1): a company's VKN (vergi kimlik numarası, 10 digits) and a
// sole proprietor's TCKN (T.C. kimlik numarası, 11 digits), computed as python-stdnum's tr.vkn and tr.tckimlik do.
// Written here rather than taken from the `stdnum` package: it is two loops, the web form checks with them too (no
// 100 KB package in the bundle), and the server's check is the same function.

const digitsOf = (text: string) => [...text].map(Number);

/** A VKN: 10 digits whose last is the check digit of the first nine. */
export function isValidVkn(number: string): boolean {
  if (!/^\d{10}$/.test(number)) return false;
  const d = digitsOf(number);
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const power = 9 - i; // the ninth digit weighs 2¹, the first 2⁹
    const c1 = (d[i] + power) % 10;
    if (c1 !== 0) sum += (c1 * 2 ** power) % 9 || 9;
  }
  return (10 - (sum % 10)) % 10 === d[9];
}

/** A TCKN: 11 digits, not starting with 0, whose last two are the check digits of the ones before. */
export function isValidTckn(number: string): boolean {
  if (!/^[1-9]\d{10}$/.test(number)) return false;
  const d = digitsOf(number);
  const odd = d[0] + d[2] + d[4] + d[6] + d[8];
  const even = d[1] + d[3] + d[5] + d[7];
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = (odd + even + tenth) % 10;
  return d[9] === tenth && d[10] === eleventh;
}

/** What a tax number typed in a form is: a VKN (10 digits), a TCKN (11), or neither ('length': letters, other lengths). */
export function taxNumberProblem(number: string): 'length' | 'check' | null {
  if (!/^\d{10,11}$/.test(number)) return 'length';
  return (number.length === 10 ? isValidVkn(number) : isValidTckn(number)) ? null : 'check';
}
