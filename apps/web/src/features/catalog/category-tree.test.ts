import type { CategoryRef } from '@tedarik/contract/catalog/public';
import { describe, expect, it } from 'vitest';
import { buildTree, filterTree, isSearching, pathTo } from './category-tree';

const ref = (id: number, katAd: string, ustKat: number | null) => ({ id, katAd, link: `k${id}`, ustKat });
// GET /api/kategoriListLink's flat list: a child may come before its parent; 5 and 6 are each other's parent
const LIST: CategoryRef[] = [
  ref(2, 'Çelik Boru ve Profil', 1),
  ref(1, 'Metal ve Çelik', null),
  ref(3, 'Sac ve Levha', 1),
  ref(7, 'Galvaniz Sac', 3),
  ref(4, 'Işık ve Aydınlatma', null),
  ref(5, 'Döngü A', 6),
  ref(6, 'Döngü B', 5),
];

describe('category tree', () => {
  it('nests sub-categories under their sector', () => {
    const tree = buildTree(LIST);
    expect(tree.map((n) => n.katAd)).toEqual(['Metal ve Çelik', 'Işık ve Aydınlatma']);
    expect(tree[0].children.map((n) => n.id)).toEqual([2, 3]);
    expect(tree[0].children[1].children.map((n) => n.katAd)).toEqual(['Galvaniz Sac']);
    // a cycle never reaches a sector: left out, and building the tree ends
    expect(JSON.stringify(tree)).not.toContain('Döngü');
  });

  it('searches from 3 characters only', () => {
    expect(isSearching(' ça ')).toBe(false);
    expect(isSearching('çel')).toBe(true);
  });

  it('matches with Turkish case rules: ÇELİK = çelik, IŞIK = ışık', () => {
    const tree = buildTree(LIST);
    const upper = filterTree(tree, 'ÇELİK');
    expect(upper).toEqual(filterTree(tree, 'çelik'));
    expect(upper.map((n) => n.katAd)).toEqual(['Metal ve Çelik']);
    expect(upper[0].children.map((n) => n.id)).toEqual([2, 3]); // a matching category keeps its children
    expect(filterTree(tree, 'IŞIK').map((n) => n.id)).toEqual([4]);
  });

  it('keeps the path to a matching sub-category', () => {
    const tree = buildTree(LIST);
    const sac = filterTree(tree, 'galvaniz');
    expect(sac.map((n) => n.id)).toEqual([1]);
    expect(sac[0].children.map((n) => n.id)).toEqual([3]);
    expect(sac[0].children[0].children.map((n) => n.id)).toEqual([7]);
    expect(filterTree(tree, 'xyzq')).toEqual([]);
  });

  it('finds the path from the sector', () => {
    const tree = buildTree(LIST);
    expect(pathTo(tree, 3)).toEqual([1, 3]);
    expect(pathTo(tree, 99)).toEqual([]);
  });
});
