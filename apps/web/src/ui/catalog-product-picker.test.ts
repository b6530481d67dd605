import type { CategoryRef } from '@tedarik/contract/catalog/public';
import { describe, expect, it } from 'vitest';
import { categoriesOf, choiceOf } from './catalog-product-picker';

const ref = (id: number, katAd: string, ustKat: number | null) => ({ id, katAd, link: katAd.toLowerCase(), ustKat });
// Metal > Boru > Dikişsiz; Kimya without sub-categories (GET /api/kategoriListLink: a child may come first)
const tree: CategoryRef[] = [ref(3, 'Dikişsiz', 2), ref(1, 'Metal', null), ref(2, 'Boru', 1), ref(4, 'Kimya', null)];

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

describe('categoriesOf', () => {
  const children = (id: number | null) => tree.filter((c) => c.ustKat === id);
  const [metal, kimya] = [tree[1], tree[3]];
  it("lists every category below a sector, and the sector as '(genel)' when it holds products of its own", () => {
    expect(categoriesOf(children, metal, false)).toEqual([
      { id: 2, label: 'Boru' },
      { id: 3, label: 'Boru > Dikişsiz' },
    ]);
    expect(categoriesOf(children, metal, true)[0]).toEqual({ id: 1, label: 'Metal (genel)' });
  });
  it('gives no category choice in a sector without sub-categories (its products are listed at once)', () => {
    expect(categoriesOf(children, kimya, true)).toEqual([]);
  });
});
