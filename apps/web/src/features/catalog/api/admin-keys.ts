import { fold } from '@tedarik/contract/text';

// Query keys of the back-office catalogue screens (keys.ts holds the public ones). Every catalogue write refetches
// what it did not answer itself: see admin-catalogue-changes.ts.
export const catalogAdminKeys = {
  all: ['admin', 'catalog'] as const,
  /** GET /adn_api/kategorilerList: the nested tree */
  tree: () => [...catalogAdminKeys.all, 'tree'] as const,
  /** GET /adn_api/allKatListe: the flat list the search filters */
  flat: () => [...catalogAdminKeys.all, 'flat'] as const,
  /** every page and search of one category's products (null: of all products) */
  products: (categoryId: number | null) => [...catalogAdminKeys.all, 'products', categoryId] as const,
  /** a page of them; keyed by the folded search text, as the server folds it ('' when not searching) */
  productPage: (categoryId: number | null, page: number, text: string) =>
    [...catalogAdminKeys.products(categoryId), page, fold(text)] as const,
  /** GET /adn_api/firmakategoriurunler-{id}: the companies' products under a catalog product */
  companyProducts: (catalogProductId: number) =>
    [...catalogAdminKeys.all, 'company-products', catalogProductId] as const,
};
