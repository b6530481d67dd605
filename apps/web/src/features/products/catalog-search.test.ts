import type { CategoryListAll } from '@tedarik/contract/catalog/public';
import { describe, expect, it } from 'vitest';
import { categoryPath, searchCatalog } from './catalog-search';

const product = (id: number, urunAd: string, katid: number) => ({ id, urunAd, katid, linq: `u-${id}` });
const tree: CategoryListAll = [
  {
    kt: { id: 1, katAd: 'Metal', link: 'metal', ustKat: null },
    altKt: [{ id: 2, katAd: 'Boru', link: 'boru', ustKat: 1 }],
    urunList: [product(10, 'Sac Levha', 1)],
  },
  {
    kt: { id: 2, katAd: 'Boru', link: 'boru', ustKat: 1 },
    altKt: [],
    urunList: [product(11, 'Paslanmaz Çelik Boru', 2), product(12, 'Çelik Profil', 2), product(13, 'Işık Direği', 2)],
  },
  {
    kt: { id: 3, katAd: 'İnşaat', link: 'insaat', ustKat: null },
    altKt: [],
    urunList: [product(14, 'Çelik Hasır', 3)],
  },
];

describe('categoryPath', () => {
  it('names the categories from the sector down', () => {
    expect(categoryPath(tree, 2)).toBe('Metal › Boru');
    expect(categoryPath(tree, 3)).toBe('İnşaat');
    expect(categoryPath(tree, 99)).toBe('');
  });
});

describe('searchCatalog', () => {
  it('finds nothing under 3 characters', () => {
    expect(searchCatalog(tree, 'çe')).toEqual([]);
    expect(searchCatalog(tree, '  ç  ')).toEqual([]);
  });
  it('folds Turkish letters and case, names starting with the text first', () => {
    const hits = searchCatalog(tree, 'ÇELİK');
    expect(hits.map((h) => h.id)).toEqual([14, 12, 11]);
    expect(hits[2]).toEqual({ id: 11, urunAd: 'Paslanmaz Çelik Boru', categoryId: 2, path: 'Metal › Boru' });
  });
  it('matches dotless and dotted I alike', () => {
    expect(searchCatalog(tree, 'isik').map((h) => h.id)).toEqual([13]);
    expect(searchCatalog(tree, 'IŞIK').map((h) => h.id)).toEqual([13]);
  });
  it('keeps at most `limit` hits', () => {
    expect(searchCatalog(tree, 'çelik', 2)).toHaveLength(2);
  });
});
