// The lists the legacy spec gives unpaged (DestekList, iletisimList, bultenList, kategoridetay's products, the
// tumTalepListesi search): a legacy client sends no page and expects the whole list; our screens send ?sayfa=n and
// get a page (docs/decisions/0033-unpaged-legacy-lists.md).
import { zPageNumber } from './fields';

/** Without a page, such a list answers at most this many rows. */
export const UNPAGED_CEILING = 5_000;
/**
 * The header that carries the list's total when it has more rows than the ceiling (absent otherwise). The total is
 * counted up to UNPAGED_COUNT_CAP: a value equal to it means that many or more.
 */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
export const UNPAGED_COUNT_CAP = 100_000;

/** ?sayfa=n: a page (as zPageNumber reads it); no sayfa at all: every row, up to the ceiling. */
export const zPageOrAll = zPageNumber.optional();
