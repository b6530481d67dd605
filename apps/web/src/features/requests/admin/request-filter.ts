// TalepListesi's filter by moderation state (issue 35): its word in the screen's URL (?durum=bekleyen), its status
// code in the call (?durum=-1, admin spec §9).
import { codeOf } from '@tedarik/contract/requests/admin';

export const REQUEST_FILTERS = [
  { value: 'bekleyen', label: 'Bekleyen', code: -1 },
  { value: 'onayli', label: 'Onaylı', code: 1 },
  { value: 'reddedilen', label: 'Reddedilen', code: 0 },
] as const;

export type RequestFilter = (typeof REQUEST_FILTERS)[number];

/** The filter a URL names; none for a missing or unknown word (every request). */
export const requestFilterOf = (param: string | null): RequestFilter | undefined =>
  REQUEST_FILTERS.find((f) => f.value === param);

/** Whether a request's approval (null waiting, true approved, false rejected) is in the filter. */
export const inFilter = (filter: RequestFilter | undefined, onay: boolean | null) =>
  !filter || codeOf(onay) === filter.code;
