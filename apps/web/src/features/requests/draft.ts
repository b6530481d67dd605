// The visitor's request draft (spec §4 "Visitor request creation"): /teklif-Olustur stores it, login sends the new
// member on to /account-d-detay-taleplerim-olustur, which starts from it; the member's logout drops it.
import { MAX_DETAIL, UNITS, VISITOR_REQUEST_MIN_QUANTITY } from '@tedarik/contract/constants';
import { STORAGE_KEYS } from '../../lib/session';

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

export function saveDraft(draft: RequestDraft): void {
  try {
    localStorage.setItem(STORAGE_KEYS.requestDraft, JSON.stringify({ ...draft, detay: draft.detay.trim() }));
  } catch {
    // storage disabled: the member page then starts empty
  }
}

/** The stored draft, or null when there is none or it is not one (a hand-edited or older value). */
export function readDraft(): RequestDraft | null {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEYS.requestDraft) ?? 'null') as Partial<RequestDraft> | null;
    if (!value || typeof value !== 'object') return null;
    const { katUrun, urunAd, kategori, adet, tip, detay } = value;
    if (typeof katUrun !== 'number' || typeof urunAd !== 'string' || typeof detay !== 'string') return null;
    return {
      katUrun,
      urunAd,
      kategori: typeof kategori === 'number' ? kategori : 0,
      adet: typeof adet === 'number' ? adet : 0,
      tip: UNITS.includes(tip as RequestDraft['tip']) ? (tip as RequestDraft['tip']) : UNITS[0],
      detay,
    };
  } catch {
    return null;
  }
}
