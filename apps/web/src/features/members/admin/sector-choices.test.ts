import { describe, expect, it } from 'vitest';
import { sectorChoices } from './sector-choices';

describe('sectorChoices', () => {
  it('gives each sector and then its sub-categories, which name their sector', () => {
    const ref = (id: number, katAd: string, ustKat: number | null = null) => ({ id, katAd, link: `k-${id}`, ustKat });
    expect(
      sectorChoices([
        { kt: ref(1, 'Metal'), altKt: [ref(5, 'Boru', 1), ref(6, 'Sac', 1)] },
        { kt: ref(2, 'Plastik'), altKt: [] },
      ]),
    ).toEqual([
      { value: '1', label: 'Metal', name: 'Metal', sub: false },
      { value: '5', label: 'Metal › Boru', name: 'Boru', sub: true },
      { value: '6', label: 'Metal › Sac', name: 'Sac', sub: true },
      { value: '2', label: 'Plastik', name: 'Plastik', sub: false },
    ]);
  });
});
