import type { CategoryRef } from '@tedarik/contract/catalog/public';
import { describe, expect, it } from 'vitest';
import { categoryPath } from './catalog-search';

// 5 and 6 are each other's parent: the walk up ends
const tree: CategoryRef[] = [
  { id: 2, katAd: 'Boru', link: 'boru', ustKat: 1 },
  { id: 1, katAd: 'Metal', link: 'metal', ustKat: null },
  { id: 3, katAd: 'İnşaat', link: 'insaat', ustKat: null },
  { id: 5, katAd: 'A', link: 'a', ustKat: 6 },
  { id: 6, katAd: 'B', link: 'b', ustKat: 5 },
];

describe('categoryPath', () => {
  it('names the categories from the sector down', () => {
    expect(categoryPath(tree, 2)).toBe('Metal › Boru');
    expect(categoryPath(tree, 3)).toBe('İnşaat');
    expect(categoryPath(tree, 99)).toBe('');
    expect(categoryPath(tree, 5)).toBe('B › A');
  });
});
