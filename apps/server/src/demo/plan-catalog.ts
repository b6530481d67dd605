// The catalog part of the demo plan: categories (sectors first, then their sub-categories), tags and catalog
// products. Rows reference each other by index into the plan's arrays; ids are known only after the insert.
import { fold, slugify } from '@tedarik/contract/text';
import { SECTORS } from './lists/catalog';
import { slugger } from './random';

export interface CategoryPlan {
  name: string;
  slug: string;
  search: string;
  sort: number;
  /** index of the parent category in `categories`, null for a sector */
  parent: number | null;
  tags: string[];
}

export interface CatalogProductPlan {
  name: string;
  slug: string;
  search: string;
  /** index into `categories` (a sub-category) */
  category: number;
  /** index into SECTORS */
  sector: number;
}

export interface CatalogPlan {
  categories: CategoryPlan[];
  products: CatalogProductPlan[];
  /** SECTORS index → index of its category row */
  sectorCategory: number[];
  /** SECTORS index → indexes of its catalog products */
  productsBySector: number[][];
}

export function planCatalog(takenCategorySlugs: string[], takenProductSlugs: string[]): CatalogPlan {
  const categorySlug = slugger(slugify, takenCategorySlugs);
  const productSlug = slugger(slugify, takenProductSlugs);
  const categories: CategoryPlan[] = [];
  const products: CatalogProductPlan[] = [];
  const category = (name: string, parent: number | null, sort: number, tags: string[]) =>
    categories.push({ name, slug: categorySlug(name), search: fold(name), sort, parent, tags }) - 1;

  // parents before children, so the insert can take all sectors first
  const sectorCategory = SECTORS.map((s, i) => category(s.name, null, i + 1, s.tags));
  const productsBySector = SECTORS.map((s, si) => {
    const own: number[] = [];
    s.subs.forEach((sub, k) => {
      const cat = category(sub.name, sectorCategory[si], k + 1, sub.tags);
      for (const name of sub.products) {
        own.push(products.push({ name, slug: productSlug(name), search: fold(name), category: cat, sector: si }) - 1);
      }
    });
    return own;
  });
  return { categories, products, sectorCategory, productsBySector };
}
