// Addresses that only look like another (issue 47 item 11): invisible characters anywhere, or letters of two scripts
// in one part (a Cyrillic 'а' among Latin letters), are refused with one text; an address written in one script per
// part, Turkish letters and full-width forms (folded by NFKC) included, is taken.
import { describe, expect, it } from 'vitest';
import { EMAIL_DECEPTIVE, zEmail } from './fields';

const email = zEmail({ over: 2, short: 'Kısa.', invalid: 'Geçersiz Email.' });
const refusal = (address: string) => {
  const r = email.safeParse(address);
  return r.success ? null : r.error.issues[0].message;
};

describe('an e-mail address', () => {
  it('is refused with invisible characters or two scripts in one part', () => {
    const deceptive = [
      'ali\u2061@ornek.com', // function application
      'a\u200Bli@ornek.com', // zero-width space
      'ali@orn\u200Dek.com', // zero-width joiner
      'ali@ornek\u00AD.com', // soft hyphen
      'ali\u2060@ornek.com', // word joiner
      '\u202Eali@ornek.com', // right-to-left override
      'ali\uFE0F@ornek.com', // variation selector
      'al\u034Fi@ornek.com', // combining grapheme joiner
      'a\u3164li@ornek.com', // Hangul filler
      'ali@ornek\uFEFF.com', // byte-order mark (at an end it is trimmed, as a space)
      'ali\u180E@ornek.com', // Mongolian vowel separator
      '\u0430li@ornek.com', // Cyrillic а in a Latin local part
      'ali@\u043Ernek.com', // Cyrillic о in the domain
      'ali@ornek.c\u03BFm', // Greek omicron in the top level
      'p\u0430ypal@ornek.com',
      'ali@\u0440\u0430ypal.com',
      'ali@xn--ornek.\u0441om',
    ];
    for (const address of deceptive) expect(refusal(address), JSON.stringify(address)).toBe(EMAIL_DECEPTIVE);
    expect(EMAIL_DECEPTIVE).toBe('Geçerli bir e-posta adresi girin.');
  });

  it('is taken in one script per part, Turkish letters and full-width forms included', () => {
    const fine = [
      'ali@ornek.com',
      'ALİ@ORNEK.COM',
      'ali.veli+teklif_1@ornek.com.tr',
      'çağrı@örnek.com.tr',
      'ｓａｔｉｎａｌｍａ@ornek.com', // full-width, folded by NFKC
      'иван@пример.рф',
      'ali@例え.jp',
      'θεσσαλονίκη@παράδειγμα.gr',
      '123@456.com',
    ];
    for (const address of fine) expect(refusal(address), address).toBeNull();
    expect(refusal('ali@ornek')).toBe('Geçersiz Email.');
  });
});
