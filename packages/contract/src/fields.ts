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

/** A positive integer id from a number or a numeric string, else `message`. */
export const zId = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number({ error: message })
      .int({ error: message })
      .positive({ error: message })
      .max(2_147_483_647, { error: message }), // the id columns' range
  );

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** The registration phone mask: 3-3-2-2 digits with spaces, first digit 1-9 (13 characters). */
export const PHONE_PATTERN = /^[1-9]\d{2} \d{3} \d{2} \d{2}$/;

function toText(v: unknown): unknown {
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return v;
}

/** A password: longer than `over` characters once trimmed, else `message`; the value itself is kept as typed. */
export const zPassword = (over: number, message: string) =>
  z.string({ error: message }).refine((s) => s.trim().length > over, { error: message });

// Any rule without a message of its own (a body that is not an object, a path id that is not a number) answers
// 'Geçersiz istek.' rather than zod's English; every rule of the specs carries its Turkish message.
z.config({ customError: () => 'Geçersiz istek.' });
