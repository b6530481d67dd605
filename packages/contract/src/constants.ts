// Business constants of the specs (§9).
export const UNITS = ['Adet', 'Takım', 'Metre', 'Kilo'] as const;
/**
 * The units of a request made or edited through the v2 calls (issue 47 item 21): the spec's four and Ton, m², m³ and
 * Litre. The legacy talepOlustur keeps the spec's four.
 */
export const REQUEST_UNITS = [...UNITS, 'Ton', 'm²', 'm³', 'Litre'] as const;
export type RequestUnit = (typeof REQUEST_UNITS)[number];
export const DEFAULT_COUNTRY_ID = 223; // Türkiye
export const MAX_DETAIL = 4000;
export const VISITOR_REQUEST_MIN_QUANTITY = 10;
export const SEARCH_MIN_CHARS = 3;
export const SEARCH_MAX_SUGGESTIONS = 5;
/** Catalog products GET /api/katalogAra answers at most: the add-product wizard shows 20 and tells that there are more. */
export const CATALOG_SEARCH_MAX = 21;
/** A request stays open until this many days after its delivery date. */
export const REQUEST_OPEN_DAYS = 10;
export const ROLES = ['basic', 'onay', 'firma', 'imalatci'] as const;
export type Role = (typeof ROLES)[number];

/** The forced-logout reply body (with HTTP 400). */
export const SESSION_ENDED = 'cikis';
export const RATE_LIMITED = 'Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin.';

/** Where an ad shows (reklam tip). Request lists: 1 top, 1 bottom, 5 in the sidebar; company pages: 3 in the sidebar. */
export const AD_TYPES = [
  { value: 1, text: 'Talep listesi üst' },
  { value: 2, text: 'Talep listesi alt' },
  { value: 3, text: 'Talep listesi yan' },
  { value: 4, text: 'Firma sayfası yan' },
  { value: 5, text: 'Kategori yan' },
  { value: 6, text: 'Ana sayfa banner' },
] as const;
export const AD = { listTop: 1, listBottom: 2, listSide: 3, companySide: 4, categorySide: 5, homeBanner: 6 } as const;

/** Page sizes of the public lists (the spec leaves them open). */
export const PAGE_SIZE = { requests: 20, products: 24, posts: 9, homeRequests: 8 } as const;
