import type { CategoryNode } from '@tedarik/contract/catalog/admin';
import { describe, expect, it } from 'vitest';
import { choicesAt, flatLabel, indexTree, isTarget, searchCategories, TOP } from './category-index';

const node = (id: number, katAd: string, ustKat: number, altKategoriler: CategoryNode[] = []): CategoryNode => ({
  id,
  katAd,
  link: `k${id}`,
  ustKat,
  toplamAltUrun: 0,
  katEtiketlers: [],
  altKategoriler,
});

// Metal (1) > Boru (2) > Dikişsiz (4); Metal > Sac (3); Işık (5)
const TREE = [
  node(1, 'Metal', TOP, [node(2, 'Boru', 1, [node(4, 'Dikişsiz', 2)]), node(3, 'Sac', 1)]),
  node(5, 'Işık', TOP),
];
const index = indexTree(TREE);

describe('the move picker', () => {
  it('walks one level at a time and never offers the moving category', () => {
    expect(choicesAt(index, TOP, 2).map((c) => c.id)).toEqual([1, 5]);
    expect(choicesAt(index, 1, 2).map((c) => c.id)).toEqual([3]);
    expect(choicesAt(index, 1, 99).map((c) => c.id)).toEqual([2, 3]);
    expect(choicesAt(index, 4, 99)).toEqual([]);
  });

  it('takes any category and the top level for a category, only one without sub-categories for a product', () => {
    expect(isTarget(index, TOP, 'category', 2)).toBe(true);
    expect(isTarget(index, 1, 'category', 2)).toBe(true);
    expect(isTarget(index, 2, 'category', 2)).toBe(false);
    expect(isTarget(index, TOP, 'leaf', 3)).toBe(false);
    expect(isTarget(index, 1, 'leaf', 3)).toBe(false);
    expect(isTarget(index, 4, 'leaf', 3)).toBe(true);
    expect(isTarget(index, 5, 'leaf', 3)).toBe(true);
    expect(isTarget(index, 99, 'leaf', 3)).toBe(false);
  });

  it('names the path from the sector', () => {
    expect(index.pathOf(4)).toEqual(['Metal', 'Boru', 'Dikişsiz']);
    expect(index.pathOf(TOP)).toEqual([]);
  });
});

describe('the category search', () => {
  const flat = [
    { id: 1, katAd: 'Metal', ustKat: TOP, uKatAd: '', toplamAltUrun: 0, katEtiketlers: [] },
    { id: 2, katAd: 'Çelik Boru', ustKat: 1, uKatAd: 'Metal', toplamAltUrun: 0, katEtiketlers: [] },
    { id: 5, katAd: 'Işık', ustKat: TOP, uKatAd: '', toplamAltUrun: 0, katEtiketlers: [] },
  ];

  it('compares with Turkish rules and labels with the parent', () => {
    expect(searchCategories(flat, 'ÇELİK', 10).shown.map(flatLabel)).toEqual(['Metal > Çelik Boru']);
    expect(searchCategories(flat, 'isik', 10).shown.map(flatLabel)).toEqual(['Işık']);
    expect(searchCategories(flat, 'IŞIK', 10).count).toBe(1);
    expect(searchCategories(flat, '  ', 10).count).toBe(0);
  });

  it('shows at most the limit and counts them all', () => {
    expect(searchCategories(flat, 'e', 1)).toMatchObject({ count: 2, shown: [{ id: 1 }] });
  });
});
