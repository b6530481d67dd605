import { z } from 'zod';

/** ?sayfa=n: a page number ≥ 1; anything else is page 1. */
export const zPageQuery = z.object({
  sayfa: z.preprocess((v) => {
    const n = Number(v);
    return Number.isInteger(n) && n >= 1 ? n : 1;
  }, z.number()),
});

export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));
export const offsetOf = (page: number, size: number) => (page - 1) * size;

/** A timestamp or date as YYYY-MM-DD (Europe/Istanbul has no DST; the server's dates are in UTC+3 terms). */
export const isoDate = (d: Date | string) => (typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10));
