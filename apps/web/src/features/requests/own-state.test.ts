import { REQUEST_MSG } from '@tedarik/contract/requests/member';
import { describe, expect, it } from 'vitest';
import { canStopOrPublish, editBlock, openRequestCount, stateOf } from './own-state';

const request = (over: Partial<Parameters<typeof stateOf>[0]> = {}) => ({
  durum: true,
  bitir: false,
  onay: true as boolean | null,
  acik: true,
  ...over,
});

describe("a buyer's own request", () => {
  it('a rejected one is neither published nor open: no Yayında, no Durdur, not counted', () => {
    const rejected = request({ onay: false });
    expect(stateOf(rejected)).toBe('Red Edildi');
    expect(canStopOrPublish(rejected)).toBe(false);
    expect(openRequestCount([{ tlb: rejected }])).toBe(0);
    // it still says how it ended
    expect(stateOf({ ...rejected, bitir: true })).toBe('Sonlandırıldı');
    expect(stateOf({ ...rejected, acik: false })).toBe('Süresi Doldu');
  });

  it('has one state: a new (published, waiting) request is Onay Bekliyor alone, never Yayında with it', () => {
    expect(stateOf(request({ onay: null }))).toBe('Onay Bekliyor');
    expect(stateOf(request({ onay: true }))).toBe('Yayında');
    expect(stateOf(request({ onay: null, durum: false }))).toBe('Durduruldu');
    expect(stateOf(request({ onay: true, durum: false }))).toBe('Durduruldu');
    expect(stateOf(request({ onay: null, bitir: true }))).toBe('Sonlandırıldı');
  });

  it('an approved or waiting one can be stopped, and is open', () => {
    for (const onay of [true, null]) expect(canStopOrPublish(request({ onay }))).toBe(true);
    expect(canStopOrPublish(request({ bitir: true }))).toBe(false);
    expect(
      openRequestCount([
        { tlb: request() },
        { tlb: request({ onay: null }) },
        { tlb: request({ durum: false }) },
        { tlb: request({ onay: false }) },
        { tlb: request({ acik: false }) },
      ]),
    ).toBe(3);
  });

  it("offers 'Düzenle' for a waiting or rejected request without offers, and says why not otherwise", () => {
    expect(editBlock(request({ onay: null }), 0)).toBeNull();
    expect(editBlock(request({ onay: false, acik: false }), 0)).toBeNull();
    expect(editBlock(request({ onay: true }), 0)).toBe(REQUEST_MSG.editApproved);
    expect(editBlock(request({ onay: false }), 2)).toBe(REQUEST_MSG.editWithOffers);
    expect(editBlock(request({ onay: null, bitir: true }), 0)).toBe(REQUEST_MSG.finished);
  });
});
