// The back-office tree (GET /adn_api/kategorilerList) as the move picker walks it, and the search's flat list
// (GET /adn_api/allKatListe) filtered in the browser with Turkish rules.
import type { CategoryNode } from '@tedarik/contract/catalog/admin';
import { fold } from '@tedarik/contract/text';

/** A category wherever the screens show one: a tree node or an entry of the flat list. */
export type Category = Pick<CategoryNode, 'id' | 'katAd' | 'ustKat' | 'toplamAltUrun' | 'katEtiketlers'>;

/** 0: the top level ('Ana Kategori'), as the wire writes it. */
export const TOP = 0;

type CategoryIndex = {
  /** the categories of each level: TOP's are the sectors */
  childrenOf: (id: number) => CategoryNode[];
  get: (id: number) => CategoryNode | undefined;
  /** the names from the sector down to the category: ['Metal', 'Boru'] */
  pathOf: (id: number) => string[];
};

export function indexTree(tree: CategoryNode[]): CategoryIndex {
  const byId = new Map<number, CategoryNode>();
  const visit = (nodes: CategoryNode[]) => {
    for (const node of nodes) {
      if (byId.has(node.id)) continue;
      byId.set(node.id, node);
      visit(node.altKategoriler);
    }
  };
  visit(tree);
  return {
    childrenOf: (id) => (id === TOP ? tree : (byId.get(id)?.altKategoriler ?? [])),
    get: (id) => byId.get(id),
    pathOf: (id) => {
      const names: string[] = [];
      for (let node = byId.get(id); node && names.length < 50; node = byId.get(node.ustKat)) names.unshift(node.katAd);
      return names;
    },
  };
}

/**
 * Where a move may go (admin spec §2 "Move picker"), one level at a time. `moving` is left out with everything
 * below it (a category never goes under itself; a product's own category is no target). Kinds: 'category' (Kat
 * Değiştir) takes any category and the top level; 'leaf' (Kategori Güncelle, a catalog product) only a category
 * without sub-categories.
 */
export type MoveKind = 'category' | 'leaf';

/** The choices shown at a level. */
export const choicesAt = (index: CategoryIndex, at: number, moving: number) =>
  index.childrenOf(at).filter((node) => node.id !== moving);

/** Whether the walk's current place is a target of the move (the transfer button shows only then). */
export function isTarget(index: CategoryIndex, at: number, kind: MoveKind, moving: number): boolean {
  if (at === moving) return false;
  if (kind === 'category') return at === TOP || index.get(at) !== undefined;
  const node = index.get(at);
  return node !== undefined && node.altKategoriler.length === 0;
}

type FlatCategory = Category & { uKatAd: string };

/** 'Metal > Boru'; a sector alone. */
export const flatLabel = (c: FlatCategory) => (c.ustKat === TOP || !c.uKatAd ? c.katAd : `${c.uKatAd} > ${c.katAd}`);

/**
 * The search of the category screen: the categories whose name contains the text, compared folded ('ÇELİK' finds
 * 'çelik', 'Işık' finds 'ışık' and 'IŞIK'), at most `limit` of them (the count says how many matched).
 */
export function searchCategories<C extends FlatCategory>(list: readonly C[], text: string, limit: number) {
  const q = fold(text);
  const hits = q ? list.filter((c) => fold(c.katAd).includes(q)) : [];
  return { shown: hits.slice(0, limit), count: hits.length };
}

/** The one dialog the category screen has open (admin spec §2: one at a time). */
export type CategoryDialog =
  | { kind: 'add'; parent: Category | null }
  | { kind: 'rename' | 'move' | 'delete'; category: Category };
