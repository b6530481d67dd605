import { describe, expect, it } from 'vitest';
import { blocksApplication, monthsLabel, netPrice, type OwnPackage, packageState } from './package-state';

const own = (uypkt: Partial<OwnPackage['uypkt']>, running = false): OwnPackage => ({
  uypkt: {
    id: 1,
    tarih: '2026-11-01',
    tarihBaslangic: null,
    bitisTarihi: null,
    sureAy: 12,
    ucret: 1000,
    durum: null,
    ...uypkt,
  },
  pkt: { baslik: 'Altın', durum: running },
});

describe('netPrice', () => {
  it('subtracts the discount, to the cent', () => {
    expect(netPrice({ fiyat: 1500, ind: 250.5 })).toBe(124_950n);
    expect(netPrice({ fiyat: 0.3, ind: 0.1 })).toBe(20n); // a float would say 0.19999999999999998
    expect(netPrice({ fiyat: 100, ind: 0 })).toBe(10_000n);
  });
  it('never goes below zero', () => {
    expect(netPrice({ fiyat: 100, ind: 150 })).toBe(0n);
  });
  it('refuses an amount it cannot read rather than count it as 0', () => {
    expect(() => netPrice({ fiyat: Number.NaN, ind: 0 })).toThrow(RangeError);
    expect(() => netPrice({ fiyat: 1.005, ind: 0 })).toThrow(RangeError);
  });
});

describe('packageState', () => {
  const today = '2026-11-22';
  it('an undecided application waits and blocks another one', () => {
    const state = packageState(own({ durum: null }), today);
    expect(state).toBe('waiting');
    expect(blocksApplication(state)).toBe(true);
  });
  it('an active package running today is running', () => {
    const state = packageState(
      own({ durum: true, tarihBaslangic: '2026-11-01', bitisTarihi: '2027-11-01' }, true),
      today,
    );
    expect(state).toBe('running');
    expect(blocksApplication(state)).toBe(true);
  });
  it('an active package starting later is upcoming and blocks', () => {
    const state = packageState(own({ durum: true, tarihBaslangic: '2026-12-01', bitisTarihi: '2027-12-01' }), today);
    expect(state).toBe('upcoming');
    expect(blocksApplication(state)).toBe(true);
  });
  it('an active package that is over has ended, and a new application is possible', () => {
    const state = packageState(own({ durum: true, tarihBaslangic: '2025-01-01', bitisTarihi: '2026-01-01' }), today);
    expect(state).toBe('ended');
    expect(blocksApplication(state)).toBe(false);
  });
  it('a refused application is passive', () => {
    const state = packageState(own({ durum: false }), today);
    expect(state).toBe('passive');
    expect(blocksApplication(state)).toBe(false);
  });
  it('no application at all blocks nothing', () => {
    expect(blocksApplication(null)).toBe(false);
  });
});

describe('monthsLabel', () => {
  it('writes months as N Ay', () => {
    expect(monthsLabel(6)).toBe('6 Ay');
  });
});
