import { describe, expect, it } from 'vitest';
import { requestState } from './request-state';

const open = { durum: true, bitir: false, acik: true };
const labels = (state: Parameters<typeof requestState>[0]) => requestState(state).map((b) => b.label);

describe('requestState', () => {
  it('names the moderation of an open, published request alone', () => {
    expect(labels({ ...open, onay: null })).toEqual(['Onay Bekliyor']);
    expect(labels({ ...open, onay: true })).toEqual(['Onaylandı']);
    expect(labels({ ...open, onay: false })).toEqual(['Red Edildi']);
  });
  it('adds where its life stands: finished before expired before stopped', () => {
    expect(labels({ onay: true, durum: false, bitir: true, acik: false })).toEqual(['Onaylandı', 'Bitti']);
    expect(labels({ onay: true, durum: false, bitir: false, acik: false })).toEqual(['Onaylandı', 'Süresi Doldu']);
    expect(labels({ onay: true, durum: false, bitir: false, acik: true })).toEqual(['Onaylandı', 'Durduruldu']);
  });
  it('tells a waiting request that is already past its time', () => {
    expect(labels({ onay: null, durum: true, bitir: false, acik: false })).toEqual(['Onay Bekliyor', 'Süresi Doldu']);
  });
});
