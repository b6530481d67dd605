// The visitor's request draft (spec §4 "Visitor request creation"): /teklif-Olustur stores it, login sends the new
// member on to /account-d-detay-taleplerim-olustur, which starts from it; the member's logout drops it.
import { MAX_DETAIL, REQUEST_UNITS, type RequestUnit, VISITOR_REQUEST_MIN_QUANTITY } from '@tedarik/contract/constants';
import { STORAGE_KEYS } from '../../lib/session';
import { storedValue } from '../../lib/storage';

export type RequestDraft = {
  /** the catalog product's id; 0 while none is chosen (a draft started from a searched text, request-call-to-action.tsx) */
  katUrun: number;
  /** its name ('' without one) */
  urunAd: string;
  /** its category's id (0 without one) */
  kategori: number;
  adet: number;
  /** the v2 calls' units (the draft is sent by the member's form, POST /api/v2/requests) */
  tip: RequestUnit;
  detay: string;
};

export const DRAFT_HINT = 'Lütfen miktar (en az 10), tip ve detay bilgisi girin.';

/**
 * The visitor form's rule for showing 'İleri': a quantity (whole, read by quantity.ts) over 9, trimmed detail over 2
 * and at most 4000.
 */
export function isDraftReady(adet: number | null, detay: string): boolean {
  const detail = detay.trim().length;
  return adet !== null && adet >= VISITOR_REQUEST_MIN_QUANTITY && detail > 2 && detail <= MAX_DETAIL;
}

/**
 * What is stored, checked: a hand-edited or older value is no draft. One without a catalog product (katUrun 0) is a
 * searched text's: without that text as its detail it holds nothing.
 */
export function parseDraft(value: unknown): RequestDraft | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { katUrun, urunAd, kategori, adet, tip, detay } = value as Partial<RequestDraft>;
  if (typeof katUrun !== 'number' || typeof urunAd !== 'string' || typeof detay !== 'string') return undefined;
  if (!katUrun && !detay.trim()) return undefined;
  return {
    katUrun,
    urunAd,
    kategori: typeof kategori === 'number' ? kategori : 0,
    adet: Number.isSafeInteger(adet) && (adet as number) >= 0 ? (adet as number) : 0,
    tip: REQUEST_UNITS.includes(tip as RequestUnit) ? (tip as RequestUnit) : REQUEST_UNITS[0],
    detay,
  };
}

const stored = storedValue<RequestDraft>(STORAGE_KEYS.requestDraft, parseDraft);

/** Stores the draft for the member page (with storage disabled that page starts empty). */
export const saveDraft = (draft: RequestDraft) => stored.write({ ...draft, detay: draft.detay.trim() });

/** The stored draft, or null when there is none or it is not one. */
export const readDraft = stored.read;

/** The member's request was created from it: the draft has served (spec §4 "the draft is cleared on submit"). */
export const clearDraft = () => stored.write(null);

/**
 * A stored draft as the request forms' starting values. A quantity of 0 (a draft started from a search that found
 * nothing, before anything was typed) leaves the field empty; a searched text's draft has no product chosen.
 */
export const draftStart = (draft: RequestDraft) => ({
  product: draft.katUrun ? { id: draft.katUrun, urunAd: draft.urunAd, categoryId: draft.kategori } : null,
  adet: draft.adet > 0 ? draft.adet : undefined,
  tip: draft.tip,
  detay: draft.detay,
});
