// Where a buyer's own request stands (spec §4 "Request approval", DESIGN §4 "Request life"), decided once for the
// list, the detail page and the dashboard. A rejected request (onay false) is neither published nor open (issue 35):
// it shows no 'Yayında', offers no 'Durdur' / 'Yayınla', and is not counted among the open requests.
import { type OwnRequestItem, REQUEST_MSG } from '@tedarik/contract/requests/member';

type State = Pick<OwnRequestItem['tlb'], 'durum' | 'bitir' | 'onay' | 'acik'>;

export type OwnState = 'Sonlandırıldı' | 'Süresi Doldu' | 'Red Edildi' | 'Durduruldu' | 'Onay Bekliyor' | 'Yayında';

/**
 * The one state of a request as its buyer sees it (issue 47 item 22: 'Onay Bekliyor' and 'Yayında' were shown
 * together), the first that holds: how it ended; rejected; stopped by the buyer (whether approved or not: it is not
 * shown to the companies either way); waiting for approval; else published. A new request is published and waits:
 * it is 'Onay Bekliyor' until the back-office decides.
 */
export function stateOf(r: State): OwnState {
  if (r.bitir) return 'Sonlandırıldı';
  if (!r.acik) return 'Süresi Doldu';
  if (r.onay === false) return 'Red Edildi';
  if (!r.durum) return 'Durduruldu';
  return r.onay === null ? 'Onay Bekliyor' : 'Yayında';
}

/** Whether 'Durdur' / 'Yayınla' is offered: not once finished, nor for a rejected request. */
export const canStopOrPublish = (r: State) => !r.bitir && r.onay !== false;

/** 'Açık Talepler': open, not finished, not rejected (a waiting one is counted: it is still the buyer's live need). */
export const openRequestCount = (items: readonly { tlb: State }[]) =>
  items.filter(({ tlb }) => tlb.acik && !tlb.bitir && tlb.onay !== false).length;

/**
 * Why the buyer cannot edit the request (the server's refusal, PUT /api/v2/requests/{id}), or null when 'Düzenle' is
 * offered: waiting or rejected, not finished, no offers.
 */
export function editBlock(r: Pick<State, 'bitir' | 'onay'>, offers: number): string | null {
  if (r.bitir) return REQUEST_MSG.finished;
  if (r.onay === true) return REQUEST_MSG.editApproved;
  if (offers > 0) return REQUEST_MSG.editWithOffers;
  return null;
}
