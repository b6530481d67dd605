// Field builders shared by every contract. Legacy clients send JSON, urlencoded and multipart forms alike, so every
// scalar arrives either typed or as a string; these accept both.
import { z } from 'zod';
import { isCommonPassword } from './common-passwords';
import { normalizeEmail } from './text';

/**
 * Length caps, checked before any pattern runs (a pattern on a huge input can block the process): names, titles and
 * phones are short; texts follow the spec's 4000.
 */
export const MAX_LENGTH = { email: 254, line: 300, password: 256, text: 4000, search: 100 } as const;
export const TOO_LONG = 'Girdiğiniz metin çok uzun.';
/** The cap of a rich text written in the back-office (sanitised HTML). */
export const MAX_RICH_TEXT = 20_000;
export const BAD_CHARACTER = 'Geçersiz karakter.';

const noNul = (s: string) => !s.includes('\u0000');

/** Trimmed text longer than `over` characters (the spec's "over N"), else `message`; at most `max`, no NUL. */
export const zTextOver = (over: number, message: string, max: number = MAX_LENGTH.line) =>
  z.preprocess(
    toText,
    z
      .string({ error: message })
      .max(max * 2 + 100, { error: TOO_LONG, abort: true }) // before trimming a huge input
      .trim()
      .min(over + 1, { error: message })
      .max(max, { error: TOO_LONG })
      .refine(noNul, { error: BAD_CHARACTER }),
  );

/** Optional trimmed text; missing → ''; at most `max` (default a line), no NUL. */
export const zOptionalText = (max: number = MAX_LENGTH.line, message: string = TOO_LONG) =>
  z.preprocess(
    (v) => toText(v) ?? '',
    z
      .string()
      .max(max * 2 + 100, { error: message, abort: true })
      .trim()
      .max(max, { error: message })
      .refine(noNul, { error: BAD_CHARACTER }),
  );

/** 'true' / '1' / 'on' / true → true; anything else → false. */
export const zFormBool = z.preprocess(
  (v) => v === true || v === 1 || v === 'true' || v === '1' || v === 'on',
  z.boolean(),
);

/** The id columns' range (PostgreSQL `integer`): a larger number reaching a query is a 500. */
export const MAX_ID = 2_147_483_647;

/** A positive integer id from a number or a numeric string, else `message`. */
export const zId = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ error: message }).int({ error: message }).positive({ error: message }).max(MAX_ID, { error: message }),
  );

/**
 * local@domain.tld with at least one dot in the domain and a top level of 2+ characters. No two parts of it can match
 * the same characters (the domain's labels end at a dot they cannot contain), so it runs in linear time.
 */
export const EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/;
/** The registration phone mask: 3-3-2-2 digits with spaces, first digit 1-9 (13 characters). */
export const PHONE_PATTERN = /^[1-9]\d{2} \d{3} \d{2} \d{2}$/;

/** An address that only looks like another (issue 47 item 11). */
export const EMAIL_DECEPTIVE = 'Geçerli bir e-posta adresi girin.';
// characters that show nothing: format and control characters and the other default-ignorables (U+2061, the zero-width
// spaces and joiners, the soft hyphen, variation selectors, Hangul fillers…)
const HIDDEN = /[\p{Cf}\p{Cc}\p{Default_Ignorable_Code_Point}]/u;
// the scripts a look-alike borrows from; a letter of none of them counts as one more script
const SCRIPTS = [
  /\p{Script=Latin}/u,
  /\p{Script=Cyrillic}/u,
  /\p{Script=Greek}/u,
  /[\p{Script=Armenian}\p{Script=Georgian}\p{Script=Cherokee}]/u,
  /[\p{Script=Arabic}\p{Script=Hebrew}]/u,
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}]/u,
];
const CJK = SCRIPTS.length - 1;
/** Whether a part of an address (the local part, a label of the domain) has letters of two scripts (Latin with CJK aside, as UTS #39 allows). */
function mixesScripts(part: string) {
  const seen = new Set<number>();
  for (const letter of part.match(/\p{L}/gu) ?? []) {
    const script = SCRIPTS.findIndex((s) => s.test(letter));
    seen.add(script === -1 ? SCRIPTS.length : script);
  }
  if (seen.size === 2 && seen.has(0) && seen.has(CJK)) return false;
  return seen.size > 1;
}
/** An address with an invisible character, or letters of two scripts in one part: it would show as another one. */
export const isDeceptiveEmail = (address: string) =>
  HIDDEN.test(address) || address.normalize('NFKC').split(/[@.]/).some(mixesScripts);

/**
 * An e-mail: trimmed, longer than `over` characters (else `short`), without invisible characters or mixed scripts
 * (else EMAIL_DECEPTIVE), normalised (text.ts normalizeEmail: look-alikes are one address), and of the usual shape
 * (else `invalid`).
 */
export const zEmail = (opts: { over: number; short: string; invalid: string; pattern?: RegExp }) =>
  zTextOver(opts.over, opts.short, MAX_LENGTH.email).pipe(
    z
      .string()
      .refine((s) => !isDeceptiveEmail(s), { error: EMAIL_DECEPTIVE, abort: true })
      .overwrite(normalizeEmail)
      .regex(opts.pattern ?? EMAIL_PATTERN, { error: opts.invalid }),
  );

/** An e-mail given to find an account (login, forgotten password): normalised the same way, not checked. */
export const zEmailKey = (over: number, message: string) =>
  zTextOver(over, message, MAX_LENGTH.email).pipe(z.string().overwrite(normalizeEmail));

/** A phone number typed with the 3-3-2-2 mask, first digit 1-9. */
export const zPhone = (message: string) =>
  z.string({ error: message }).max(20, { error: message, abort: true }).regex(PHONE_PATTERN, { error: message });

function toText(v: unknown): unknown {
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return v;
}

/** A password: longer than `over` characters once trimmed, else `message`; the value itself is kept as typed. */
export const zPassword = (over: number, message: string) =>
  z
    .string({ error: message })
    .max(MAX_LENGTH.password, { error: TOO_LONG, abort: true }) // hashing a megabyte would cost the server
    .refine((s) => s.trim().length > over, { error: message })
    .refine(noNul, { error: BAD_CHARACTER });

/** New passwords: at least 8 characters (stricter than the spec's "over 2" on purpose) and not a common one. */
export const MIN_PASSWORD = 8;
export const COMMON_PASSWORD = 'Bu şifre çok yaygın ve kolay tahmin edilir, lütfen başka bir şifre seçin.';
export const zNewPassword = (message: string) =>
  zPassword(MIN_PASSWORD - 1, message).refine((p) => !isCommonPassword(p), { error: COMMON_PASSWORD });

/** A calendar day 'YYYY-MM-DD' (a full ISO date-time gives its day), else `message`. */
export const zDay = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().slice(0, 10) : v),
    z
      .string({ error: message })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: message, abort: true })
      .refine(isCalendarDay, { error: message }),
  );

/**
 * A day the calendar has: 2031-02-30 is not one, nor is any day of the year 0000, which PostgreSQL's dates do not
 * have either (both reached the database and failed there, a 500).
 */
function isCalendarDay(day: string) {
  const date = new Date(`${day}T00:00:00Z`);
  return day >= '0001' && !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/**
 * A whole number from `min` to `max`, from a number or a string of digits ('12', not '1e1', '0x10' nor '1.0'), else
 * `message`. Limits, counts and days of the calls beyond the spec; ids are `zId`.
 */
export const zWhole = (message: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,15}\s*$/.test(v) ? Number(v) : v),
    z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }),
  );

/** An instant with its offset ('2026-12-01T14:00:00+03:00' or …Z), else `message`. */
export const zInstant = (message: string) =>
  z
    .string({ error: message })
    .max(40, { error: message })
    .pipe(z.iso.datetime({ offset: true, error: message }));

/** An uploaded file: a Blob in the browser, bytes on the server. */
export const zFile = (message: string) =>
  z.custom<Blob | Uint8Array>((v) => v instanceof Uint8Array || (typeof Blob !== 'undefined' && v instanceof Blob), {
    error: message,
  });

// ── path and query parts ────────────────────────────────────────────────────────────────────────────────────────
/** An id in a path or a query: digits ('42') or a number, from 1 to the id columns' range; anything else fails. */
export const zRouteId = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v),
  z.number().int().positive().max(MAX_ID),
);
/**
 * The id of a `-{id}` path ('/api/genelteklif-42'). One that is no id ('abc', '0', '1e3', eleven digits) is an id no
 * row has (0: ids start at 1), so the call answers as it does for any unknown id (its area's not-found text), not
 * with a 400 of its own: whether an id is malformed or merely unused tells a caller nothing either way.
 */
export const zIdParams = z.object({ id: zRouteId.catch(0) });
/** A link or title in a path: text without NUL characters, which PostgreSQL refuses. */
export const zLinkParam = z.string().max(300).refine(noNul);

/** The deepest page a list serves (its offset stays a small number whatever the URL says). */
export const MAX_PAGE = 10_000;
/** A page number from 1 to MAX_PAGE; a larger one is MAX_PAGE, anything else page 1. */
const pageNumber = (max: number) =>
  z.preprocess((v) => {
    const n = Number(v);
    return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : 1;
  }, z.number());
export const zPageNumber = pageNumber(MAX_PAGE);
/**
 * A page of a list read from whichever end is nearer (the back-office's every request: 50,000 pages at a million),
 * so that every page the pager offers is served; past the last page the list is empty.
 */
export const zDeepPageNumber = pageNumber(100_000_000);

/** A search term: cut to MAX_LENGTH.search characters, NUL characters dropped (a search never fails). */
export const zSearchText = z.preprocess(
  (v) => (typeof v === 'string' ? v.slice(0, MAX_LENGTH.search).replaceAll('\u0000', '') : ''),
  z.string(),
);
/** ?sayfa=n */
export const zPageQuery = z.object({ sayfa: zPageNumber });

// Any rule without a message of its own (a body that is not an object, a path id that is not a number) answers
// 'Geçersiz istek.' rather than zod's English; every rule of the specs carries its Turkish message.
z.config({ customError: () => 'Geçersiz istek.' });

// ── phones and links typed in the profile and the back-office (issue 35) ─────────────────────────────────────────
/**
 * A phone of the back-office's rule (admin spec §5 "at least 10 characters", first digit 1-9): 10 digits typed with
 * or without the mask's spaces ('5449399721', '544 939 97 21'), kept in the mask like every stored phone.
 */
export const zTypedPhone = (message: string) =>
  z.preprocess(
    toText,
    z
      .string({ error: message })
      .max(20, { error: message, abort: true })
      .transform((v) => v.replaceAll(' ', ''))
      .pipe(
        z
          .string()
          .regex(/^[1-9]\d{9}$/, { error: message })
          .transform((d) => `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6, 8)} ${d.slice(8)}`),
      ),
  );

export const LINK_MSG = 'Geçerli bir bağlantı girin: http://, https:// ya da tek / ile başlamalı.';
/** http(s) with a host, or a path of this site ('/talepler'; not '//host' nor '/\host', which browsers take as a host). */
const LINK_PATTERN = /^(?:https?:\/\/[^\s\p{Cc}/\\"<>]|\/(?![/\\]))[^\s\p{Cc}\\"<>]*$/iu;
/** A scheme before a colon ('javascript:'); a dot ends it, so 'ornek.com:8080' is a host with its port. */
const SCHEME = /^[a-z][a-z0-9+-]*:/i;
/** A link the back-office stores (slides, ads, articles): empty, http(s)://… or a site path; no other scheme. */
export const zLink = (max: number = MAX_LENGTH.line) =>
  zOptionalText(max).refine((v) => v === '' || LINK_PATTERN.test(v), { error: LINK_MSG });
/** A member's website: the link rule, where a bare host ('www.ornek.com.tr', 'ornek.com:8080') is taken as https://. */
export const zWebsite = z.preprocess((v) => {
  const text = typeof v === 'string' ? v.trim() : v;
  return typeof text === 'string' && text !== '' && !text.startsWith('/') && !SCHEME.test(text)
    ? `https://${text}`
    : text;
}, zLink());
/**
 * A stored link as answers give it: one with another scheme than http(s) ('javascript:', also spelled with the
 * spaces and controls browsers drop) is given as '' — stored before the rule, it is never offered as a link.
 */
export const shownLink = (link: string) => {
  const bare = link.replace(/[\s\p{Cc}]/gu, '');
  return SCHEME.test(bare) && !/^https?:/i.test(bare) ? '' : link;
};
