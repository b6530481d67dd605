/**
 * Which page numbers a pager shows (spec §9 of both specs): `{ size: 5 }` a sliding window of 5 numbers (member
 * lists, public lists), `{ around: 3 }` up to 3 pages before and after the current one (the back-office request list).
 */
export type PageWindow = { size: number } | { around: number };

/** The page numbers shown around the current page (spec §9: a window of 5 numbers plus first and last). */
export function pageWindow(page: number, pages: number, size = 5): number[] {
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), pages - size + 1));
  const end = Math.min(pages, start + size - 1);
  return range(start, end);
}

/** The numbers of a window of either kind. */
export function pageNumbers(page: number, pages: number, window: PageWindow): number[] {
  if ('size' in window) return pageWindow(page, pages, window.size);
  const current = Math.min(Math.max(page, 1), pages);
  return range(Math.max(1, current - window.around), Math.min(pages, current + window.around));
}

const range = (start: number, end: number) => Array.from({ length: Math.max(0, end - start + 1) }, (_, i) => start + i);

/** The page number of a `?sayfa=` or URL-suffix value: a positive integer, 1 otherwise. */
export function pageNumber(value: string | null | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 1;
}
