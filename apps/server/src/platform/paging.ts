export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));
export const offsetOf = (page: number, size: number) => (page - 1) * size;

/**
 * A page read ids first (from an index alone, however deep), then its rows by id: the rows in the ids' order, without
 * those gone in between.
 */
export function inOrderOf<T>(ids: { id: number }[], rows: T[], idOf: (row: T) => number): T[] {
  const byId = new Map(rows.map((r) => [idOf(r), r]));
  return ids.flatMap(({ id }) => byId.get(id) ?? []);
}

/**
 * A page of a list paged by cursor (the query: the contract's `zCursorQuery`, which refuses a bad cursor): `read(take)`
 * reads at most `take` rows after the cursor, in the list's order. It is asked for one more row than the page, which
 * only says whether another page follows; the next cursor is `cursorOf` the last row shown.
 */
export async function cursorPage<T>(
  limit: number,
  read: (take: number) => Promise<T[]>,
  cursorOf: (row: T) => string | number,
): Promise<{ items: T[]; nextCursor: string | null }> {
  const rows = await read(limit + 1);
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last !== undefined ? String(cursorOf(last)) : null };
}

/** Türkiye keeps UTC+3 all year since September 2016 (no daylight saving time). */
const TURKEY_OFFSET_MS = 3 * 3_600_000;
/**
 * A date column as is, or a timestamp as its day in Türkiye, YYYY-MM-DD. By the fixed offset: Intl's time zone
 * formatting took 4 % of a busy server's time on a 200-row list.
 */
export const isoDate = (d: Date | string) =>
  typeof d === 'string' ? d.slice(0, 10) : new Date(d.getTime() + TURKEY_OFFSET_MS).toISOString().slice(0, 10);
