// Field builders shared by every contract. Legacy clients send JSON, urlencoded and multipart forms alike, so every
// scalar arrives either typed or as a string; these accept both.
import { z } from 'zod';

/** Trimmed text longer than `over` characters (the spec's "over N"), else `message`. */
export const zTextOver = (over: number, message: string) =>
  z.preprocess(
    toText,
    z
      .string({ error: message })
      .trim()
      .min(over + 1, { error: message }),
  );

/** Optional trimmed text; missing → ''. */
export const zOptionalText = (max?: number, message?: string) => {
  const s = z.string().trim();
  return z.preprocess((v) => toText(v) ?? '', max ? s.max(max, { error: message }) : s);
};

/** 'true' / '1' / 'on' / true → true; anything else → false. */
export const zFormBool = z.preprocess(
  (v) => v === true || v === 1 || v === 'true' || v === '1' || v === 'on',
  z.boolean(),
);

const MAX_ID = 2_147_483_647; // the id columns' range

/** A positive integer id from a number or a numeric string, else `message`. */
export const zId = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ error: message }).int({ error: message }).positive({ error: message }).max(MAX_ID, { error: message }),
  );

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** The registration phone mask: 3-3-2-2 digits with spaces, first digit 1-9 (13 characters). */
export const PHONE_PATTERN = /^[1-9]\d{2} \d{3} \d{2} \d{2}$/;

/**
 * An e-mail: trimmed, longer than `over` characters (else `short`), lower-cased, and of the usual shape (else
 * `invalid`).
 */
export const zEmail = (opts: { over: number; short: string; invalid: string; pattern?: RegExp }) =>
  zTextOver(opts.over, opts.short).pipe(
    z
      .string()
      .toLowerCase()
      .regex(opts.pattern ?? EMAIL_PATTERN, { error: opts.invalid }),
  );

/** A phone number typed with the 3-3-2-2 mask, first digit 1-9. */
export const zPhone = (message: string) => z.string({ error: message }).regex(PHONE_PATTERN, { error: message });

function toText(v: unknown): unknown {
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return v;
}

/** A password: longer than `over` characters once trimmed, else `message`; the value itself is kept as typed. */
export const zPassword = (over: number, message: string) =>
  z.string({ error: message }).refine((s) => s.trim().length > over, { error: message });

// ── path and query parts ────────────────────────────────────────────────────────────────────────────────────────
/** An id in a path ('/api/genelteklif-42'); anything else is refused before the database sees it. */
export const zRouteId = z.coerce.number().int().positive().max(MAX_ID);
export const zIdParams = z.object({ id: zRouteId });
/** A link or title in a path: text without NUL characters, which PostgreSQL refuses. */
export const zLinkParam = z
  .string()
  .max(300)
  .refine((s) => !s.includes('\u0000'));

/** A page number ≥ 1; anything else is page 1. */
export const zPageNumber = z.preprocess((v) => {
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}, z.number());
/** ?sayfa=n */
export const zPageQuery = z.object({ sayfa: zPageNumber });

// Any rule without a message of its own (a body that is not an object, a path id that is not a number) answers
// 'Geçersiz istek.' rather than zod's English; every rule of the specs carries its Turkish message.
z.config({ customError: () => 'Geçersiz istek.' });
