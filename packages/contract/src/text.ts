// Turkish text rules shared by server and browser (DESIGN §4 "Turkish text", "Masking").

// Turkish differs from the default case mapping in i/İ and ı/I only, so these equal toLocaleUpperCase('tr-TR') and
// toLocaleLowerCase('tr-TR') (text.test.ts checks every character) at a seventeenth of their cost: the locale calls
// took an eighth of a busy server's time, masking the companies of a 200-row list.
/** Upper-case with Turkish rules: i → İ, ı → I. */
export const upperTr = (s: string) => s.replace(/i/g, 'İ').toUpperCase();
/** Lower-case with Turkish rules: I → ı, İ → i. */
export const lowerTr = (s: string) =>
  s
    .replace(/İ|I\u0307/g, 'i')
    .replace(/I/g, 'ı')
    .toLowerCase();

const FOLD: Record<string, string> = { ı: 'i', ç: 'c', ğ: 'g', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u' };

/**
 * The search key of a text: Turkish lower-case, then ı→i and the other diacritics dropped, so that 'İSTANBUL',
 * 'istanbul', 'Istanbul' and 'ıstanbul' all fold to 'istanbul', and 'ÇELİK' and 'çelik' to 'celik'.
 * Stored in the `search` columns and applied to every query.
 */
export function fold(s: string): string {
  return lowerTr(s)
    .normalize('NFC')
    .replace(/[ıçğöşüâîû]/g, (c) => FOLD[c] ?? c)
    .replace(/\s+/g, ' ')
    .trim();
}

/** 'Ak Demir çelik' → 'A* D**** Ç****': the first letter of each word, the rest as stars, upper-cased. */
export function maskCompany(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => {
      const chars = Array.from(upperTr(w));
      return chars[0] + '*'.repeat(chars.length - 1);
    })
    .join(' ');
}

/** URL slug with Turkish letters transliterated: 'Çelik Boru İmalatı' → 'celik-boru-imalati'. */
export function slugify(s: string): string {
  return fold(s)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The role badges of the UI (COPY.md): Turkish names, upper-cased the Turkish way. */
const ROLE_LABELS: Record<string, string> = {
  basic: 'ALICI ÜYELİK',
  onay: 'ONAY BEKLİYOR',
  firma: 'FİRMA ÜYELİK',
  imalatci: 'İMALATÇI ÜYELİK',
};
export const roleLabel = (role: string) => ROLE_LABELS[role] ?? `${upperTr(role)} ÜYELİK`;

// zero-width space, non-joiner, joiner, word joiner, byte-order mark, soft hyphen
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;

/**
 * An e-mail as it is stored and compared: look-alikes of one address are one key. Compatibility forms folded (NFKC:
 * 'ａ' → 'a'), invisible characters dropped, lower-cased, and the Turkish dotted and dotless I folded to 'i' (so
 * 'ALİCİ@…', 'ALICI@…' and 'alıcı@…' are all 'alici@…').
 */
export function normalizeEmail(s: string): string {
  return s
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .toLowerCase() // 'İ' becomes 'i' + U+0307, dropped next
    .replace(/\u0307/g, '')
    .replace(/ı/g, 'i')
    .trim();
}
