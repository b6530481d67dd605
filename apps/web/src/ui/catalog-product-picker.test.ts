import type { CategoryListAll } from '@tedarik/contract/catalog/public';
import { describe, expect, it } from 'vitest';
import { choiceOf } from './catalog-product-picker';

const ref = (id: number, katAd: string, ustKat: number | null) => ({ id, katAd, link: katAd.toLowerCase(), ustKat });
const product = (id: number, katid: number) => ({ id, urunAd: `Ürün ${id}`, katid, linq: `urun-${id}` });
// Metal (with a product of its own, left by a deleted sub-category) > Boru > Dikişsiz; Kimya without sub-categories
const tree: CategoryListAll = [
  { kt: ref(1, 'Metal', null), altKt: [ref(2, 'Boru', 1)], urunList: [product(10, 1)] },
  { kt: ref(2, 'Boru', 1), altKt: [ref(3, 'Dikişsiz', 2)], urunList: [product(20, 2)] },
  { kt: ref(3, 'Dikişsiz', 2), altKt: [], urunList: [product(30, 3)] },
  { kt: ref(4, 'Kimya', null), altKt: [], urunList: [product(40, 4)] },
];

describe('choiceOf', () => {
  it('finds the sector of a category at any depth', () => {
    expect(choiceOf(tree, 3, 30)).toEqual({ sector: 1, category: 3, product: 30 });
    expect(choiceOf(tree, 2, 20)).toEqual({ sector: 1, category: 2, product: 20 });
  });
  it('keeps a sector with sub-categories as its own category (its products stay choosable)', () => {
    expect(choiceOf(tree, 1, 10)).toEqual({ sector: 1, category: 1, product: 10 });
  });
  it('a sector without sub-categories has no category choice', () => {
    expect(choiceOf(tree, 4, 40)).toEqual({ sector: 4, category: null, product: 40 });
  });
  it('an unknown category chooses nothing', () => {
    expect(choiceOf(tree, 99, 1)).toEqual({ sector: null, category: null, product: null });
  });
});
