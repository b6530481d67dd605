// The shapes every call beyond the spec shares (DESIGN §8, decision 0037): paths under /api/v2 and /adn_api/v2,
// English camelCase fields, ISO dates (fields.ts's zDay), amounts as decimal strings, lists that grow paged by cursor, and refusals as
// `{ message, fields }` with Turkish texts.
import { z } from 'zod';
import { MAX_ID, zDay, zWhole } from './fields';
import { AMOUNT_MSG, fromKurus, parseAmount } from './money';

/** Whether a path (a definition's, or a request's URL) is one of the calls beyond the spec. */
export const isV2Path = (path: string) => path.startsWith('/api/v2/') || path.startsWith('/adn_api/v2/');

/**
 * A refused or failed v2 call's body: the Turkish text to show and, for a form, the text of each field it refuses
 * (keyed by the field's path, 'items.0.price' for a nested one). Legacy calls answer the text alone.
 */
export type V2Error = { message: string; fields?: Record<string, string> };

/** A cursor that is not one a list gave (or past the id columns' range), or a page size out of 1–100. */
export const CURSOR_MSG = 'Geçersiz sayfa.';

/** A page of a list that grows: `nextCursor` asks for the next one (`?cursor=`), null on the last. */
export const zCursorPage = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

/**
 * The query of a list paged by cursor, read by `cursor` (the previous page's `nextCursor`), and how many items
 * (1–100). A cursor that is not of its kind is a 400 with CURSOR_MSG, before any query (a number past the id range
 * reached the database and answered 500). The server pages with `cursorPage` (platform/paging.ts).
 */
export const zCursorQueryOf = <C extends z.ZodType>(cursor: C) =>
  z.object({ cursor: cursor.optional(), limit: zWhole(CURSOR_MSG, 1, 100).optional() });

/** An id as a cursor: 1 to the id columns' range. */
export const zIdCursor = zWhole(CURSOR_MSG, 1, MAX_ID);
/** A list paged by an id (the last shown row's, or the column it is ordered by). */
export const zCursorQuery = zCursorQueryOf(zIdCursor);
/** A list paged by a day (YYYY-MM-DD): the last shown row's. */
export const zDayCursorQuery = zCursorQueryOf(zDay(CURSOR_MSG));

/**
 * An amount of money, read by money.ts's parseAmount as a person types it ('1.234,56', '12.500', '12,50') or as the
 * wire writes it ('1234.56'), and given on as the wire's decimal string ('1234.56'): never a float on the wire or in
 * storage. `0` is allowed; a negative amount is not. Refused with the field's `message`, followed by the reason when
 * it is more than a missing amount ('12,505': the kuruş has 3 digits).
 */
export const zAmount = (message: string) =>
  z.string(message).transform((text, ctx) => {
    const read = parseAmount(text);
    if ('kurus' in read) return fromKurus(read.kurus);
    const blank = text.trim() === '';
    ctx.addIssue({ code: 'custom', message: blank ? message : `${message} ${AMOUNT_MSG[read.error]}` });
    return z.NEVER;
  });
