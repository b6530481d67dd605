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

const TURKISH_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' });
/** A date column as is, or a timestamp as its day in Türkiye, YYYY-MM-DD. */
export const isoDate = (d: Date | string) => (typeof d === 'string' ? d.slice(0, 10) : TURKISH_DAY.format(d));

const MAX_ID = 2_147_483_647; // integer columns
/** An id in a path ('/api/genelteklif-42'); anything else is refused before the database sees it. */
export const zRouteId = z.coerce.number().int().positive().max(MAX_ID);
export const zIdParams = z.object({ id: zRouteId });
/** A link or title in a path: text without NUL characters, which PostgreSQL refuses. */
export const zLinkParam = z
  .string()
  .max(300)
  .regex(/^[^\u0000]*$/);
