// Business constants of the specs (§9).
export const UNITS = ['Adet', 'Takım', 'Metre', 'Kilo'] as const;
export const CURRENCIES = ['TL', 'USD', 'EUR'] as const;
export const DEFAULT_COUNTRY_ID = 223; // Türkiye
export const MAX_PRODUCT_IMAGES = 5;
export const MAX_DETAIL = 4000;
export const MAX_COMPANY_DESCRIPTION = 500;
export const VISITOR_REQUEST_MIN_QUANTITY = 10;
export const SEARCH_MIN_CHARS = 3;
export const SEARCH_MAX_SUGGESTIONS = 5;
/** A request stays open until this many days after its delivery date. */
export const REQUEST_OPEN_DAYS = 10;
export const ROLES = ['basic', 'onay', 'firma', 'imalatci'] as const;
export type Role = (typeof ROLES)[number];

/** The forced-logout reply body (with HTTP 400). */
export const SESSION_ENDED = 'cikis';
export const RATE_LIMITED = 'Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin.';
