// The visitor's request draft (spec §4 "Visitor request creation"): /teklif-Olustur stores it, login sends the new
// member on to /account-d-detay-taleplerim-olustur, which starts from it; the member's logout drops it.
import { MAX_DETAIL, UNITS, VISITOR_REQUEST_MIN_QUANTITY } from '@tedarik/contract/constants';
import { STORAGE_KEYS } from '../../lib/session';
import { storedValue } from '../../lib/storage';

export type RequestDraft = {
  /** the catalog product's id */
  katUrun: number;
  urunAd: string;
  /** its category's id */
  kategori: number;
  adet: number;
  tip: (typeof UNITS)[number];
  detay: string;
};

export const DRAFT_HINT = 'Lütfen miktar (en az 10), tip ve detay bilgisi girin.';

/** The visitor form's rule for showing 'İleri': quantity over 9, trimmed detail over 2 and at most 4000. */
export function isDraftReady(adet: number | string, detay: string): boolean {
  const detail = detay.trim().length;
  return typeof adet === 'number' && adet >= VISITOR_REQUEST_MIN_QUANTITY && detail > 2 && detail <= MAX_DETAIL;
}

// What is stored is checked: a hand-edited or older value is no draft.
const stored = storedValue<RequestDraft>(STORAGE_KEYS.requestDraft, (value) => {
  if (!value || typeof value !== 'object') return undefined;
  const { katUrun, urunAd, kategori, adet, tip, detay } = value as Partial<RequestDraft>;
  if (typeof katUrun !== 'number' || typeof urunAd !== 'string' || typeof detay !== 'string') return undefined;
  return {
    katUrun,
    urunAd,
    kategori: typeof kategori === 'number' ? kategori : 0,
    adet: typeof adet === 'number' ? adet : 0,
    tip: UNITS.includes(tip as RequestDraft['tip']) ? (tip as RequestDraft['tip']) : UNITS[0],
    detay,
  };
});

/** Stores the draft for the member page (with storage disabled that page starts empty). */
export const saveDraft = (draft: RequestDraft) => stored.write({ ...draft, detay: draft.detay.trim() });

/** The stored draft, or null when there is none or it is not one. */
export const readDraft = stored.read;
